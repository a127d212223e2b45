// The newsletter's endpoints (schemas/contract/newsletter.ts): the visitor's confirmation and unsubscribe links,
// the one-click unsubscribe of mail clients (mounted before the crumb guard: the token is the authority), and the
// owner's listing and export behind the owner key.
import type { Context } from 'hono';
import { NEWSLETTER_API } from '../../schemas/contract/newsletter';
import type { ApiEnv } from '../api-env';
import { fileRoute, route, type Route } from '../contract/mount';
import { unsubscribePagePath } from '../newsletter/newsletter-links';
import { exportFile } from '../newsletter/subscriber-export';
import { createSubscriberListing } from '../newsletter/subscriber-listing';
import type { RouteDeps } from './route-deps';

/** The answers concern a credential-bearing link: never cached, never leaked through a Referer. */
function privately(c: Context<ApiEnv>): void {
  c.header('Cache-Control', 'no-store, private');
  c.header('Referrer-Policy', 'no-referrer');
}

export function newsletterRoutes({ newsletter, db, now }: RouteDeps): Route[] {
  const listing = createSubscriberListing(db);
  return [
    route(NEWSLETTER_API.confirm, async (c, { body }) => {
      privately(c);
      return newsletter.confirm(body.token);
    }),
    route(NEWSLETTER_API.read, async (c, { query }) => {
      privately(c);
      return newsletter.read(query.token);
    }),
    route(NEWSLETTER_API.unsubscribe, async (c, { body }) => {
      privately(c);
      return newsletter.unsubscribe(body.token);
    }),
    // RFC 8058: whatever the body says (List-Unsubscribe=One-Click), a POST with the link's token unsubscribes.
    route(NEWSLETTER_API.oneClick, async (c, { query }) => {
      privately(c);
      return newsletter.unsubscribe(query.token);
    }),
    fileRoute(NEWSLETTER_API.oneClickPage, async (c, { query }) => {
      privately(c);
      return c.redirect(unsubscribePagePath(query.token), 303);
    }),
    route(NEWSLETTER_API.resubscribe, async (c, { body }) => {
      privately(c);
      return newsletter.resubscribe(body.token);
    }),
    route(NEWSLETTER_API.ownerList, async (c, { query }) => {
      c.header('Cache-Control', 'no-store');
      return listing.page(query);
    }),
    fileRoute(NEWSLETTER_API.ownerExport, async (c, { query }) => {
      const file = exportFile(query.format, await listing.all(query.status), now());
      return c.body(file.body, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'no-store',
      });
    }),
  ];
}
