// The owner's back-in-stock endpoints (spec §7): paged listings and sends, behind the owner API key.
import {
  RestockGroupsPage, RestockGroupsQuery, RestockSendAllRequest, RestockSendAllResponse, RestockSendRequest, RestockSendResult,
  RestockSignUpsPage, RestockSignUpsQuery,
} from '../restock';
import { endpoint } from './endpoint';
import { RESTOCK_PATH } from './restock-sign-up';

const SEND_ERRORS = {
  404: 'No such product or variant.',
  409: 'The variant is still sold out: restock it first.',
} as const;

export const RESTOCK_OWNER_API = {
  signUps: endpoint({
    id: 'listRestockSignUps',
    method: 'GET',
    path: RESTOCK_PATH,
    summary: "One variant's sign-ups, oldest first, a page at a time.",
    query: RestockSignUpsQuery,
    response: RestockSignUpsPage,
    errors: { 422: 'The cursor is not a nextPageCursor of a previous page.' },
    auth: 'owner',
    permission: 'restock:read',
  }),

  groups: endpoint({
    id: 'listRestockGroups',
    method: 'GET',
    path: `${RESTOCK_PATH}/groups`,
    summary: 'The variants people asked about, with their counts, a page at a time.',
    query: RestockGroupsQuery,
    response: RestockGroupsPage,
    errors: { 422: 'The cursor is not a nextPageCursor of a previous page.' },
    auth: 'owner',
    permission: 'restock:read',
  }),

  send: endpoint({
    id: 'sendRestockNotice',
    method: 'POST',
    path: `${RESTOCK_PATH}/send`,
    summary: "Emails the back-in-stock notice to a restocked variant's pending sign-ups (each one once, ever) and marks them notified.",
    body: RestockSendRequest,
    response: RestockSendResult,
    errors: SEND_ERRORS,
    auth: 'owner',
    permission: 'restock:send',
  }),

  sendAll: endpoint({
    id: 'sendAllRestockNotices',
    method: 'POST',
    path: `${RESTOCK_PATH}/send/all`,
    summary: 'The same for several variants: all are checked first, then all are sent, or none.',
    body: RestockSendAllRequest,
    response: RestockSendAllResponse,
    errors: SEND_ERRORS,
    auth: 'owner',
    permission: 'restock:send',
  }),
};
