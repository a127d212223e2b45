/** The newsletter pages' calls (schemas/contract/newsletter.ts) and what a failed one means to the visitor. */
import { NEWSLETTER_API } from '../../schemas/contract/newsletter';
import { RATE_LIMIT_MESSAGE, RETRY_MESSAGE } from '../../schemas/messages';
import type { NewsletterSubscription } from '../../schemas/newsletter';
import type { ApiFailure, ApiResult } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import { failureMessage } from '../site-api/failure-message';
import type { SiteTransport } from '../site-api/transport';
import { NEWSLETTER_MESSAGES } from './newsletter-text';

type Call = (transport: SiteTransport, token: string) => Promise<ApiResult<NewsletterSubscription>>;

export const confirmSubscription: Call = (transport, token) => callEndpoint(transport, NEWSLETTER_API.confirm, { body: { token } });
export const readSubscription: Call = (transport, token) => callEndpoint(transport, NEWSLETTER_API.read, { query: { token } });
export const unsubscribeAddress: Call = (transport, token) => callEndpoint(transport, NEWSLETTER_API.unsubscribe, { body: { token } });
export const resubscribeAddress: Call = (transport, token) => callEndpoint(transport, NEWSLETTER_API.resubscribe, { body: { token } });

/** What to tell the visitor: a link that matches nothing or expired is final (`final`); the rest may work again. */
export function linkFailure(failure: ApiFailure, unknownLink: string): { final: boolean; message: string } {
  if (failure.status === 410) return { final: true, message: NEWSLETTER_MESSAGES.confirmExpired };
  if (failure.status === 404 || failure.status === 422 || failure.status === 400) return { final: true, message: unknownLink };
  if (failure.status === 429) return { final: false, message: RATE_LIMIT_MESSAGE };
  return { final: false, message: failureMessage(failure, RETRY_MESSAGE) };
}
