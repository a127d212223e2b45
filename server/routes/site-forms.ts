// /api/form/FormSubmissionKey (a single-use key) and /api/form/SaveFormSubmission (the submission), spec §7;
// behind the crumb guard and a per-visitor rate limit that answers with the spec's site-form 429 text.
import { Hono, type MiddlewareHandler } from 'hono';
import {
  SaveFormSubmissionRequest, SITE_FORM_MESSAGES, type FormSubmissionKeyResponse, type SaveFormSubmissionResponse,
} from '../../schemas/forms';
import type { ApiEnv } from '../api-env';
import { HttpError } from '../errors';
import type { SiteFormService } from '../forms/site-form-service';
import { limitBody, readJson } from '../middleware/json-body';
import type { RateLimitOptions } from '../middleware/rate-limit';

export const SITE_FORM_PATH = '/form';

/** Keys and saves per visitor: a submission takes one of each, so five submissions a minute. */
export const SITE_FORM_RATE_LIMIT: RateLimitOptions = { limit: 10, windowMs: 60_000 };

/** The shared limiter, its 429 worded for forms (spec §8 status mapping). */
export function siteFormRateLimit(limiter: MiddlewareHandler<ApiEnv>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    try {
      await limiter(c, async () => {});
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) throw new HttpError(429, SITE_FORM_MESSAGES.byStatus[429], error.headers);
      throw error;
    }
    await next();
  };
}

export function siteFormRoutes(deps: { service: SiteFormService; rateLimit: MiddlewareHandler<ApiEnv> }): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });
  const limit = siteFormRateLimit(deps.rateLimit);

  app.post('/FormSubmissionKey', limit, limitBody(), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ key: deps.service.issueKey(c.get('crumb')) } satisfies FormSubmissionKeyResponse);
  });

  app.post('/SaveFormSubmission', limit, limitBody(), async (c) => {
    let request: SaveFormSubmissionRequest;
    try {
      request = await readJson(c, SaveFormSubmissionRequest);
    } catch (error) {
      // Not JSON, or not a submission: one message the form can show (spec §8).
      if (error instanceof HttpError && error.status !== 413) throw new HttpError(400, SITE_FORM_MESSAGES.unparsableFields);
      throw error;
    }
    deps.service.save(request, c.get('crumb'));
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true } satisfies SaveFormSubmissionResponse);
  });

  return app;
}
