// The account forms' checks before sending: the server's schemas and words, at each field that fails.
import { describe, expect, it } from 'vitest';
import { SITE_USER_MESSAGES } from '../../../schemas/site-users';
import { CHECK_MESSAGES, checkFields, checkValue } from '../../../islands/account/account-checks';

describe('account field checks', () => {
  it('asks for an email, then a valid one', () => {
    expect(checkValue('email', ' ')).toBe(CHECK_MESSAGES.emailRequired);
    expect(checkValue('email', 'grace')).toBe(SITE_USER_MESSAGES.emailInvalid);
    expect(checkValue('email', ' grace@example.com ')).toBeUndefined();
  });

  it('holds a new password to 8 to 1024 characters, and a given one to not empty', () => {
    expect(checkValue('newPassword', '')).toBe(SITE_USER_MESSAGES.passwordTooShort);
    expect(checkValue('newPassword', '1234567')).toBe(SITE_USER_MESSAGES.passwordTooShort);
    expect(checkValue('newPassword', '12345678')).toBeUndefined();
    expect(checkValue('newPassword', 'x'.repeat(1025))).toBe(SITE_USER_MESSAGES.passwordTooLong);
    expect(checkValue('password', '')).toBe(SITE_USER_MESSAGES.passwordRequired);
    expect(checkValue('password', 'short')).toBeUndefined();
  });

  it('names every failing field of a form, and a repeat that differs', () => {
    const checks = [{ id: 'email', rule: 'email' }, { id: 'password', rule: 'newPassword' }, { id: 'repeat', rule: 'sameAs', of: 'password' }] as const;
    expect(checkFields(checks, { email: 'x', password: 'abc', repeat: 'abd' })).toEqual({
      email: SITE_USER_MESSAGES.emailInvalid, password: SITE_USER_MESSAGES.passwordTooShort, repeat: CHECK_MESSAGES.passwordsDiffer,
    });
    expect(checkFields(checks, { email: 'a@b.co', password: 'abcdefgh', repeat: 'abcdefgh' })).toEqual({});
  });
});
