/**
 * The "form opened" ticket on the browser side: fetched when the visitor starts on a form, and sent with the
 * submission once the server's minimum fill time has passed since it came (a quick visitor waits the rest rather
 * than being refused). The time that counts is the server's: the ticket is signed there.
 */
import { CAPTCHA_API } from '../../schemas/contract/captcha';
import { callEndpoint } from '../site-api/client';
import type { SiteTransport } from '../site-api/transport';

interface Fetched {
  ticket: string | undefined;
  /** when the ticket may be sent, in this page's clock */
  usableAt: number;
}

export function createTicketClock(transport: SiteTransport, wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))) {
  let fetched: Promise<Fetched> | undefined;

  const fetchTicket = (): Promise<Fetched> =>
    callEndpoint(transport, CAPTCHA_API.formTicket, {}).then((answer) =>
      answer.ok ? { ticket: answer.data.ticket, usableAt: Date.now() + answer.data.minFillMs } : { ticket: undefined, usableAt: 0 },
    );

  return {
    /** The visitor started on the form: fetch a ticket if there is none yet. */
    start(): void {
      fetched ??= fetchTicket();
    },
    /** The ticket to send, once it may be sent; undefined when none could be fetched (the server decides then). */
    async ready(): Promise<string | undefined> {
      fetched ??= fetchTicket();
      const { ticket, usableAt } = await fetched;
      const left = usableAt - Date.now();
      if (left > 0) await wait(left);
      return ticket;
    },
    /** A submission went out with the ticket (it serves once): the next one needs a new ticket. */
    renew(): void {
      fetched = fetchTicket();
    },
  };
}

export type TicketClock = ReturnType<typeof createTicketClock>;
