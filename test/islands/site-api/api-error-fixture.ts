/** Test helper: a SiteApiError as a failed call would throw it, from the parts a test cares about. */
import { SiteApiError, type ApiFailure } from '../../../islands/site-api/api-failure';

export function apiError(failure: Partial<ApiFailure> & Pick<ApiFailure, 'status' | 'kind' | 'message'>): SiteApiError {
  return new SiteApiError({ crumbFail: false, body: undefined, ...failure });
}
