// What an account form shows for a refused call: field messages, one form message, a 429 with its wait.
import { describe, expect, it } from 'vitest';
import { CRUMB_FAIL_MESSAGE, OFFLINE_MESSAGE, RETRY_MESSAGE } from '../../../schemas/messages';
import { SITE_USER_MESSAGES } from '../../../schemas/site-users';
import { formProblem, rateLimitText, retrySeconds, waitText } from '../../../islands/account/account-failure';
import type { ApiFailure } from '../../../islands/site-api/api-failure';

const failure = (more: Partial<ApiFailure>): ApiFailure => ({ status: 400, kind: 'server', message: '', crumbFail: false, body: undefined, ...more });
const FIELDS = new Set(['email', 'password']);

describe('waitText', () => {
  it('rounds a wait up to seconds, then minutes', () => {
    expect([0, 1, 1.2, 59, 60, 61, 600].map(waitText)).toEqual(['1 second', '1 second', '2 seconds', '59 seconds', '1 minute', '2 minutes', '10 minutes']);
  });
});

describe('a 429', () => {
  it('says the server\'s words and when to try again, from the body\'s retryAfter first, else Retry-After', () => {
    const limited = failure({ status: 429, message: SITE_USER_MESSAGES.tooManyAttempts, body: { error: SITE_USER_MESSAGES.tooManyAttempts, retryAfter: 30 }, retryAfter: 99 });
    expect(retrySeconds(limited)).toBe(30);
    expect(rateLimitText(limited)).toBe(`${SITE_USER_MESSAGES.tooManyAttempts} You can try again in 30 seconds.`);
    expect(rateLimitText(failure({ status: 429, message: 'Slow down.', retryAfter: 120 }))).toBe('Slow down. You can try again in 2 minutes.');
    expect(rateLimitText(failure({ status: 429, message: 'Slow down.' }))).toBe('Slow down.');
    expect(formProblem(limited, FIELDS)).toEqual({ fieldErrors: {}, message: `${SITE_USER_MESSAGES.tooManyAttempts} You can try again in 30 seconds.` });
  });
});

describe('formProblem', () => {
  it('puts a 422\'s issues at the fields they name, and ignores fields the form does not have', () => {
    const body = { error: 'x', issues: [{ path: ['email'], message: SITE_USER_MESSAGES.emailInvalid }, { path: ['other'], message: 'no' }] };
    expect(formProblem(failure({ status: 422, message: 'x', body }), FIELDS)).toEqual({ fieldErrors: { email: SITE_USER_MESSAGES.emailInvalid } });
    expect(formProblem(failure({ status: 400, message: 'x', fieldErrors: { password: 'Too short' } }), FIELDS)).toEqual({ fieldErrors: { password: 'Too short' } });
  });

  it('moves a status\'s message to the field it is about (a wrong current password)', () => {
    const wrong = failure({ status: 422, message: SITE_USER_MESSAGES.wrongPassword });
    expect(formProblem(wrong, FIELDS, { 422: 'password' })).toEqual({ fieldErrors: { password: SITE_USER_MESSAGES.wrongPassword } });
  });

  it('otherwise shows one message: the server\'s, offline, crumb, or a retry for a server failure', () => {
    expect(formProblem(failure({ status: 401, message: SITE_USER_MESSAGES.badCredentials }), FIELDS)).toEqual({ fieldErrors: {}, message: SITE_USER_MESSAGES.badCredentials });
    expect(formProblem(failure({ status: 0, kind: 'network', message: 'Failed to fetch' }), FIELDS).message).toBe(OFFLINE_MESSAGE);
    expect(formProblem(failure({ status: 403, crumbFail: true, message: 'x' }), FIELDS).message).toBe(CRUMB_FAIL_MESSAGE);
    expect(formProblem(failure({ status: 500, message: 'Something went wrong. Please try again.' }), FIELDS).message).toBe(RETRY_MESSAGE);
    expect(formProblem(failure({ status: 502, kind: 'protocol', message: 'HTTP 502' }), FIELDS).message).toBe(RETRY_MESSAGE);
  });
});
