// The newsletter's endpoints: the visitor's confirmation and unsubscribe links (the link's token is the
// credential; a GET never changes anything, mail scanners follow links), the one-click unsubscribe mail clients
// POST (RFC 8058), and the owner's subscriber listing and export behind the owner key.
import * as z from 'zod/mini';
import {
  NEWSLETTER_MESSAGES, NewsletterSubscription, NewsletterTokenQuery, NewsletterTokenRequest, SubscribersExportQuery,
  SubscribersPage, SubscribersQuery,
} from '../newsletter';
import { endpoint } from './endpoint';

export const NEWSLETTER_PATH = '/api/newsletter';
export const OWNER_NEWSLETTER_PATH = '/api/owner/newsletter';
/** What `List-Unsubscribe` names: mail clients POST `List-Unsubscribe=One-Click` to it. */
export const ONE_CLICK_PATH = `${NEWSLETTER_PATH}/unsubscribe/one-click`;

export const NEWSLETTER_API = {
  confirm: endpoint({
    id: 'confirmNewsletter',
    method: 'POST',
    path: `${NEWSLETTER_PATH}/confirm`,
    summary: 'Confirms a newsletter sign-up with the token of the emailed link: the address is subscribed from now on; a repeat answers the same.',
    body: NewsletterTokenRequest,
    response: NewsletterSubscription,
    errors: { 404: NEWSLETTER_MESSAGES.confirmNotFound, 410: NEWSLETTER_MESSAGES.confirmExpired },
    auth: 'crumb',
  }),

  read: endpoint({
    id: 'getNewsletterSubscription',
    method: 'GET',
    path: `${NEWSLETTER_PATH}/subscription`,
    summary: 'The address an unsubscribe link belongs to and whether it is subscribed; changes nothing.',
    query: NewsletterTokenQuery,
    response: NewsletterSubscription,
    errors: { 404: NEWSLETTER_MESSAGES.unsubscribeNotFound },
    auth: 'none',
  }),

  unsubscribe: endpoint({
    id: 'unsubscribeNewsletter',
    method: 'POST',
    path: `${NEWSLETTER_PATH}/unsubscribe`,
    summary: 'Unsubscribes the address of an unsubscribe link (the page\'s button); a repeat answers the same.',
    body: NewsletterTokenRequest,
    response: NewsletterSubscription,
    errors: { 404: NEWSLETTER_MESSAGES.unsubscribeNotFound },
    auth: 'crumb',
  }),

  oneClick: endpoint({
    id: 'unsubscribeNewsletterOneClick',
    method: 'POST',
    path: ONE_CLICK_PATH,
    summary: 'RFC 8058 one-click unsubscribe: the URL of List-Unsubscribe, POSTed by mail clients with the form-encoded body List-Unsubscribe=One-Click and no cookies. The token is the authority; unsubscribes at once.',
    query: NewsletterTokenQuery,
    response: NewsletterSubscription,
    errors: { 404: NEWSLETTER_MESSAGES.unsubscribeNotFound },
    auth: 'token',
    maxBodyBytes: 1024,
  }),

  oneClickPage: endpoint({
    id: 'openNewsletterOneClick',
    method: 'GET',
    path: ONE_CLICK_PATH,
    summary: 'A browser that opens the List-Unsubscribe URL is sent (303) to the unsubscribe page, whose button unsubscribes; a GET changes nothing.',
    query: NewsletterTokenQuery,
    response: z.string(),
    answers: 'file',
    auth: 'none',
  }),

  resubscribe: endpoint({
    id: 'resubscribeNewsletter',
    method: 'POST',
    path: `${NEWSLETTER_PATH}/resubscribe`,
    summary: 'Subscribes the address of an unsubscribe link again, at once: the link reached only that inbox, so following it confirms the address as the confirmation link does.',
    body: NewsletterTokenRequest,
    response: NewsletterSubscription,
    errors: { 404: NEWSLETTER_MESSAGES.unsubscribeNotFound },
    auth: 'crumb',
  }),

  ownerList: endpoint({
    id: 'listNewsletterSubscribers',
    method: 'GET',
    path: `${OWNER_NEWSLETTER_PATH}/subscribers`,
    summary: 'Newsletter addresses with their consent record (status, opt-in, consent time, source), newest sign-ups first, a page at a time.',
    query: SubscribersQuery,
    response: SubscribersPage,
    errors: { 422: NEWSLETTER_MESSAGES.badCursor },
    auth: 'owner',
    permission: 'newsletter:read',
  }),

  ownerExport: endpoint({
    id: 'exportNewsletterSubscribers',
    method: 'GET',
    path: `${OWNER_NEWSLETTER_PATH}/subscribers/export`,
    summary: 'Every newsletter address with its consent record as one file: CSV (default) or JSON ({exportedAt, subscribers}).',
    query: SubscribersExportQuery,
    response: z.string(),
    answers: 'file',
    auth: 'owner',
    permission: 'newsletter:read',
  }),
};
