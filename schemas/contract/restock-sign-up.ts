// The visitor's back-in-stock sign-up (spec §7: POST /api/site-users/account/notifications/restock).
import { RestockError, RestockSignUpRequest, RestockSignUpResponse } from '../restock';
import { endpoint } from './endpoint';

export const RESTOCK_PATH = '/api/site-users/account/notifications/restock';

export const RESTOCK_SIGN_UP_API = {
  signUp: endpoint({
    id: 'signUpForRestock',
    method: 'POST',
    path: RESTOCK_PATH,
    summary: 'Signs an address up for the back-in-stock notice of a sold-out variant; every refusal carries `message`.',
    body: RestockSignUpRequest,
    response: RestockSignUpResponse,
    errors: {
      404: { description: 'No such product or variant.', body: RestockError },
      409: { description: 'The variant is in stock: add it to the cart instead.', body: RestockError },
    },
    auth: 'crumb',
    rateLimit: 'restock',
  }),
};
