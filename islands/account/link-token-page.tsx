/**
 * The pages an emailed link opens to confirm something (/account/verify, /account/confirm-email): opening the
 * page changes nothing by itself; the island then POSTs the link's token once and says what came of it.
 */
import { useEffect, useRef, useState } from 'react';
import type { AccountMessage } from '../../schemas/site-users';
import type { ApiResult } from '../site-api/api-failure';
import { formProblem } from './account-failure';
import { ACCOUNT_TEXT } from './account-text';
import { linkToken } from './use-search';

type Outcome = { phase: 'working' } | { phase: 'done'; text: string } | { phase: 'failed'; text: string };

/** What a link page shows for the call's answer. */
export function linkOutcome(answer: ApiResult<AccountMessage>, doneText: string): Outcome {
  if (answer.ok) return { phase: 'done', text: doneText };
  return { phase: 'failed', text: formProblem(answer.failure, new Set()).message ?? ACCOUNT_TEXT.noToken };
}

interface LinkTokenPageProps {
  search: string | undefined;
  workingText: string;
  doneText: string;
  /** sends the token */
  send(token: string): Promise<ApiResult<AccountMessage>>;
  /** what follows a success or a failure */
  next: { href: string; text: string };
  onDone?(): void;
}

export function LinkTokenPage({ search, workingText, doneText, send, next, onDone }: LinkTokenPageProps) {
  const [outcome, setOutcome] = useState<Outcome>({ phase: 'working' });
  const result = useRef<HTMLParagraphElement>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (search === undefined || sent.current) return;
    // Once per page: a second effect run (development's double mount) must not spend a single-use token twice.
    sent.current = true;
    const token = linkToken(search);
    if (token === '') {
      setOutcome({ phase: 'failed', text: ACCOUNT_TEXT.noToken });
      return;
    }
    void send(token).then((answer) => {
      const found = linkOutcome(answer, doneText);
      setOutcome(found);
      if (found.phase === 'done') onDone?.();
    });
  }, [search, send, doneText, onDone]);

  useEffect(() => {
    if (outcome.phase !== 'working') result.current?.focus();
  }, [outcome.phase]);

  return (
    <div aria-busy={outcome.phase === 'working' || undefined}>
      {outcome.phase === 'working' && <p className="kiosk-account__status">{workingText}</p>}
      {outcome.phase !== 'working' && (
        <>
          <p ref={result} tabIndex={-1} className={`kiosk-account__notice${outcome.phase === 'failed' ? ' kiosk-account__notice--error' : ''}`} role={outcome.phase === 'failed' ? 'alert' : 'status'}>
            {outcome.text}
          </p>
          <p className="kiosk-account__links">
            <a href={next.href}>{next.text}</a>
          </p>
        </>
      )}
    </div>
  );
}
