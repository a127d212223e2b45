/**
 * The lock screen's form (templates/pages/lock-screen.page, page type 103): sends the password to the declared
 * unlock endpoint; the server sets the lock's HttpOnly cookie and the page reloads into the content. A refusal is
 * announced in the form's alert region and the field is marked invalid.
 */
import { PAGE_ACCESS_API } from '../../schemas/contract/page-access';
import { PAGE_ACCESS_MESSAGES, RATE_LIMIT_MESSAGE, RETRY_MESSAGE } from '../../schemas/messages';
import type { ApiFailure } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import { failureMessage } from '../site-api/failure-message';
import { browserTransport, type SiteTransport } from '../site-api/transport';

export const PAGE_LOCK_SELECTOR = 'form.kiosk-page-lock';

export function unlockFailureText(failure: ApiFailure): string {
  if (failure.status === 429) return RATE_LIMIT_MESSAGE;
  return failureMessage(failure, RETRY_MESSAGE);
}

export function startPageLock(form: HTMLFormElement, transport: SiteTransport = browserTransport, reload = () => location.reload()): void {
  const input = form.querySelector<HTMLInputElement>('input[name="password"]');
  const message = form.querySelector<HTMLElement>('[role="alert"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !message) return;
  const say = (text: string, ok = false) => {
    message.textContent = text;
    if (ok) message.dataset.state = 'ok';
    else delete message.dataset.state;
  };
  let busy = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    if (input.value === '') {
      input.setAttribute('aria-invalid', 'true');
      say(PAGE_ACCESS_MESSAGES.blankPassword);
      input.focus();
      return;
    }
    busy = true;
    button?.setAttribute('aria-disabled', 'true');
    form.setAttribute('aria-busy', 'true');
    void callEndpoint(transport, PAGE_ACCESS_API.unlock, { body: { path: location.pathname, password: input.value } }).then((answer) => {
      form.removeAttribute('aria-busy');
      if (answer.ok) {
        input.removeAttribute('aria-invalid');
        say(PAGE_ACCESS_MESSAGES.unlocked, true);
        reload();
        return;
      }
      busy = false;
      button?.removeAttribute('aria-disabled');
      input.setAttribute('aria-invalid', 'true');
      // A new text each time, so a second wrong password is announced again.
      say('');
      say(unlockFailureText(answer.failure));
      input.select();
      input.focus();
    });
  });
  // Tests and styles can tell a form that handles its submit from one still waiting for this script.
  form.dataset.ready = 'true';
}
