/**
 * The sign-up form (/account/sign-up): email and a new password. The account starts unconfirmed: the answer says
 * to follow the link emailed to the address (the same answer whether or not the address already had an account).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteTransport } from '../site-api/transport';
import { signUp } from './account-api';
import type { FieldCheck } from './account-checks';
import { formProblem } from './account-failure';
import { AccountField, AccountForm } from './account-form';
import { ACCOUNT_TEXT } from './account-text';
import { withNext } from './next-path';
import { useAccountForm } from './use-account-form';

const CHECKS: readonly FieldCheck[] = [{ id: 'email', rule: 'email' }, { id: 'password', rule: 'newPassword' }];
const FIELDS = new Set(['email', 'password']);

export function SignUpForm({ transport, search }: { transport: SiteTransport; search: string | undefined }) {
  const [done, setDone] = useState<string | undefined>();
  const result = useRef<HTMLParagraphElement>(null);

  const action = useCallback(async (values: Record<string, string>) => {
    const answer = await signUp(transport, { email: values.email.trim(), password: values.password });
    if (!answer.ok) return formProblem(answer.failure, FIELDS);
    setDone(answer.data.message);
    return undefined;
  }, [transport]);

  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);

  const form = useAccountForm('sign-up', { email: '', password: '' }, CHECKS, action);
  const signInLink = (
    <p className="kiosk-account__links">
      {`${ACCOUNT_TEXT.haveAccount} `}
      <a href={withNext('/account/login', search ?? '')}>{ACCOUNT_TEXT.toSignIn}</a>
    </p>
  );
  if (done) {
    return (
      <>
        <p ref={result} tabIndex={-1} className="kiosk-account__notice" role="status">{done}</p>
        {signInLink}
      </>
    );
  }
  return (
    <>
      <AccountForm form={form} submitLabel={ACCOUNT_TEXT.signUp} busyLabel={ACCOUNT_TEXT.signingUp} labelledBy="kiosk-account-title">
        <AccountField form={form} name="email" label={ACCOUNT_TEXT.email} type="email" autoComplete="email" />
        <AccountField form={form} name="password" label={ACCOUNT_TEXT.password} type="password" autoComplete="new-password" hint={ACCOUNT_TEXT.passwordHint} />
      </AccountForm>
      {signInLink}
    </>
  );
}
