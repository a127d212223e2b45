// Cancelling a back-in-stock sign-up from its notice: the unsubscribe page's button (a visitor's POST, with the
// crumb) and the mail client's one-click POST (RFC 8058, List-Unsubscribe-Post), where the token is the authority.
import {
  RESTOCK_UNSUBSCRIBE_MESSAGES, RestockUnsubscribeQuery, RestockUnsubscribeRequest, RestockUnsubscribeResponse,
} from '../restock-unsubscribe';
import { endpoint } from './endpoint';

export const RESTOCK_UNSUBSCRIBE_PATH = '/api/commerce/restock/unsubscribe';

export const RESTOCK_UNSUBSCRIBE_API = {
  unsubscribe: endpoint({
    id: 'unsubscribeRestockSignUp',
    method: 'POST',
    path: RESTOCK_UNSUBSCRIBE_PATH,
    summary: 'Cancels the back-in-stock sign-up whose notice carried this token; a repeat answers the same.',
    body: RestockUnsubscribeRequest,
    response: RestockUnsubscribeResponse,
    errors: { 404: RESTOCK_UNSUBSCRIBE_MESSAGES.notFound },
    auth: 'crumb',
    rateLimit: 'restock',
  }),

  oneClick: endpoint({
    id: 'unsubscribeRestockSignUpOneClick',
    method: 'POST',
    path: `${RESTOCK_UNSUBSCRIBE_PATH}/one-click`,
    summary: "The notice's List-Unsubscribe URL: a mail client POSTs the form body List-Unsubscribe=One-Click (RFC 8058); no crumb.",
    query: RestockUnsubscribeQuery,
    response: RestockUnsubscribeResponse,
    errors: { 404: RESTOCK_UNSUBSCRIBE_MESSAGES.notFound, 400: RESTOCK_UNSUBSCRIBE_MESSAGES.notOneClick },
    auth: 'token',
    maxBodyBytes: 1024,
  }),
};
