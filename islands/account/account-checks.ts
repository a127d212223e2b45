/**
 * The account forms' own checks before anything is sent, with the server's schemas and words
 * (schemas/site-users.ts), so a visitor sees at the field what the server would refuse.
 */
import * as z from 'zod/mini';
import { AccountEmail, GivenPassword, NewPassword, SITE_USER_MESSAGES } from '../../schemas/site-users';

export type FieldRule = 'email' | 'newPassword' | 'password' | 'sameAs';

const SCHEMAS = { email: AccountEmail, newPassword: NewPassword, password: GivenPassword } as const;

/** Extra words for what the schemas cannot say. */
export const CHECK_MESSAGES = {
  emailRequired: 'Enter your email address.',
  passwordsDiffer: 'The two passwords are not the same.',
} as const;

/** The message for one value under its rule, or undefined when it passes. */
export function checkValue(rule: Exclude<FieldRule, 'sameAs'>, value: string): string | undefined {
  if (rule === 'email' && value.trim() === '') return CHECK_MESSAGES.emailRequired;
  if (rule === 'newPassword' && value === '') return SITE_USER_MESSAGES.passwordTooShort;
  const result = z.safeParse(SCHEMAS[rule], value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? SITE_USER_MESSAGES.emailInvalid);
}

export interface FieldCheck {
  id: string;
  rule: FieldRule;
  /** for `sameAs`: the field it must repeat */
  of?: string;
}

/** Every field's message (only the failing ones), in the form's order. */
export function checkFields(checks: readonly FieldCheck[], values: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const check of checks) {
    const value = values[check.id] ?? '';
    const message = check.rule === 'sameAs'
      ? (value !== (values[check.of ?? ''] ?? '') ? CHECK_MESSAGES.passwordsDiffer : undefined)
      : checkValue(check.rule, value);
    if (message) errors[check.id] = message;
  }
  return errors;
}
