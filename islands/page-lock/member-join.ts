/**
 * The join button of member-area access denied (templates/pages/member-access-denied.page, page type 106): joins
 * the area through the declared endpoint, then reloads into the content. A visitor whose session ended is sent to
 * sign in, coming back here after.
 */
import { PAGE_ACCESS_API } from '../../schemas/contract/page-access';
import { PAGE_ACCESS_MESSAGES, RETRY_MESSAGE, signInUrlFor } from './page-lock-text';
import { callEndpoint } from '../site-api/client';
import { failureMessage } from '../site-api/failure-message';
import { browserTransport, type SiteTransport } from '../site-api/transport';

export const MEMBER_JOIN_SELECTOR = 'button.kiosk-member-join';

export function startMemberJoin(button: HTMLButtonElement, transport: SiteTransport = browserTransport, reload = () => location.reload()): void {
  const areaId = button.dataset.areaId;
  const message = document.getElementById(button.getAttribute('aria-describedby') ?? '');
  if (!areaId) return;
  let busy = false;
  button.addEventListener('click', () => {
    if (busy) return;
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    if (message) message.textContent = PAGE_ACCESS_MESSAGES.joining;
    void callEndpoint(transport, PAGE_ACCESS_API.join, { params: { areaId } }).then((answer) => {
      if (answer.ok) {
        if (message) message.textContent = PAGE_ACCESS_MESSAGES.joined;
        reload();
        return;
      }
      if (answer.failure.status === 401) {
        location.assign(signInUrlFor(location.pathname));
        return;
      }
      busy = false;
      button.removeAttribute('aria-disabled');
      if (message) message.textContent = failureMessage(answer.failure, RETRY_MESSAGE);
    });
  });
  button.dataset.ready = 'true';
}
