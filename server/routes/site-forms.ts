// The site-form endpoints (schemas/contract/site-forms.ts): a single-use key, then the submission (spec §7);
// their refusals are worded for forms (spec §8 status mapping).
import { SITE_FORM_API } from '../../schemas/contract/site-forms';
import { SITE_FORM_MESSAGES } from '../../schemas/messages';
import { route, type Refusal, type Route } from '../contract/mount';
import { HttpError } from '../errors';
import type { RateLimitOptions } from '../middleware/rate-limit';
import type { RouteDeps } from './route-deps';

/** Keys and saves per visitor: a submission takes one of each, so five submissions a minute. */
export const SITE_FORM_RATE_LIMIT: RateLimitOptions = { limit: 10, windowMs: 60_000 };

/** The limiter's 429 in the spec's site-form words; a body that is not JSON, or not a submission, is one message. */
const formRefusal: Refusal = (error) => {
  if (error.status === 429) return new HttpError(429, SITE_FORM_MESSAGES.byStatus[429], error.headers);
  if (error.status === 400 || error.status === 422) return new HttpError(400, SITE_FORM_MESSAGES.unparsableFields);
  return error;
};

export function siteFormRoutes({ siteForms, clientAddress }: RouteDeps): Route[] {
  return [
    route(
      SITE_FORM_API.key,
      async (c) => {
        const key = await siteForms.issueKey(c.get('crumb'));
        c.header('Cache-Control', 'no-store');
        return { key };
      },
      { refuse: formRefusal },
    ),

    route(
      SITE_FORM_API.save,
      async (c, { body }) => {
        await siteForms.save(body, c.get('crumb'), clientAddress(c));
        c.header('Cache-Control', 'no-store');
        return { success: true as const };
      },
      { refuse: formRefusal },
    ),
  ];
}
