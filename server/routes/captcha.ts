// The spam-protection endpoints (schemas/contract/captcha.ts): the proof-of-work challenge and the form ticket.
import { CAPTCHA_API } from '../../schemas/contract/captcha';
import { CAPTCHA_MESSAGES } from '../../schemas/messages';
import { route, type Route } from '../contract/mount';
import { HttpError } from '../errors';
import type { RouteDeps } from './route-deps';

export function captchaRoutes({ captcha }: RouteDeps): Route[] {
  return [
    route(CAPTCHA_API.challenge, async (c) => {
      // A site on a third-party provider has no challenge to hand out.
      if (!captcha.proofOfWork) throw new HttpError(404, CAPTCHA_MESSAGES.noChallenge);
      c.header('Cache-Control', 'no-store');
      return await captcha.proofOfWork.challenge();
    }),

    route(CAPTCHA_API.formTicket, (c) => {
      c.header('Cache-Control', 'no-store');
      return { ticket: captcha.tickets.issue(), minFillMs: captcha.tickets.minFillMs };
    }),
  ];
}
