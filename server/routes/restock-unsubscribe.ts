// Cancelling a back-in-stock sign-up from its notice (schemas/contract/restock-unsubscribe.ts): the unsubscribe
// page's button, and the one-click POST a mail client sends to the List-Unsubscribe URL (RFC 8058).
import type { Context } from 'hono';
import { RESTOCK_UNSUBSCRIBE_API } from '../../schemas/contract/restock-unsubscribe';
import { RESTOCK_UNSUBSCRIBE_MESSAGES } from '../../schemas/restock-unsubscribe';
import type { ApiEnv } from '../api-env';
import { route, type Route } from '../contract/mount';
import { HttpError } from '../errors';
import { createRestockUnsubscriber } from '../restock/restock-unsubscribe';
import type { RouteDeps } from './route-deps';

/** The answers follow a credential-bearing link: never cached, never leaked through a Referer. */
function privately(c: Context<ApiEnv>): void {
  c.header('Cache-Control', 'no-store, private');
  c.header('Referrer-Policy', 'no-referrer');
}

/** RFC 8058: the POST's form body (urlencoded or multipart) is `List-Unsubscribe=One-Click`. */
async function isOneClick(c: Context<ApiEnv>): Promise<boolean> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return false;
  try {
    return (await c.req.parseBody())['List-Unsubscribe'] === 'One-Click';
  } catch {
    return false;
  }
}

export function restockUnsubscribeRoutes({ db, now }: RouteDeps): Route[] {
  // One database call and nothing else to share: built here from the database, like the webhook routes' stores.
  const unsubscriber = createRestockUnsubscriber({ db, now });
  return [
    route(RESTOCK_UNSUBSCRIBE_API.unsubscribe, async (c, { body }) => {
      privately(c);
      return await unsubscriber.unsubscribe(body.token);
    }),
    route(RESTOCK_UNSUBSCRIBE_API.oneClick, async (c, { query }) => {
      privately(c);
      if (!(await isOneClick(c))) throw new HttpError(400, RESTOCK_UNSUBSCRIBE_MESSAGES.notOneClick);
      return await unsubscriber.unsubscribe(query.token);
    }),
  ];
}
