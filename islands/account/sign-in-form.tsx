/**
 * The sign-in form (/account/login): email, password, "keep me signed in" (rememberMe), with links to sign up and
 * to reset the password. Signing in stores the XSRF token, syncs the locale, then opens `next` (same-site only).
 */
import { useCallback, useEffect, useState } from 'react';
import { $siteUser, detectSiteUser } from '../stores/site-user';
import { mayBeSignedIn } from '../stores/site-user-cookie';
import type { SiteTransport } from '../site-api/transport';
import { signIn } from './account-api';
import type { FieldCheck } from './account-checks';
import { formProblem } from './account-failure';
import { AccountCheckbox, AccountField, AccountForm } from './account-form';
import { ACCOUNT_TEXT } from './account-text';
import { syncLocale } from './locale-sync';
import { nextAfterSignIn, withNext } from './next-path';
import { useAccountForm } from './use-account-form';

const CHECKS: readonly FieldCheck[] = [{ id: 'email', rule: 'email' }, { id: 'password', rule: 'password' }];
const FIELDS = new Set(['email', 'password']);

interface SignInFormProps {
  transport: SiteTransport;
  search: string | undefined;
  /** opens a page (tests pass their own) */
  go?(url: string): void;
}

export function SignInForm({ transport, search, go = (url) => window.location.assign(url) }: SignInFormProps) {
  const [rememberMe, setRememberMe] = useState(false);
  const [signedInAs, setSignedInAs] = useState<string | undefined>();
  const signedOut = search !== undefined && new URLSearchParams(search).has('signedOut');

  useEffect(() => {
    // Someone already signed in is told so, with the way on; nothing is asked of a visitor without the hint.
    if (signedOut || !mayBeSignedIn(document.cookie)) return;
    void detectSiteUser(transport).then(() => {
      const state = $siteUser.get();
      if (state.status === 'signedIn') setSignedInAs(state.account.email);
    });
  }, [transport, signedOut]);

  const action = useCallback(async (values: Record<string, string>) => {
    const answer = await signIn(transport, { email: values.email.trim(), password: values.password, rememberMe });
    if (!answer.ok) return formProblem(answer.failure, FIELDS);
    await syncLocale(transport).catch(() => false);
    go(nextAfterSignIn(search ?? ''));
    return undefined;
  }, [transport, rememberMe, search, go]);

  const form = useAccountForm('sign-in', { email: '', password: '' }, CHECKS, action);
  const query = search ?? '';
  return (
    <>
      {signedOut && <p className="kiosk-account__notice" role="status">{ACCOUNT_TEXT.signedOutNotice}</p>}
      {signedInAs && (
        <p className="kiosk-account__notice">
          {`${ACCOUNT_TEXT.signedInAs} ${signedInAs}. `}
          <a href={nextAfterSignIn(query)}>{ACCOUNT_TEXT.toAccount}</a>
        </p>
      )}
      <AccountForm form={form} submitLabel={ACCOUNT_TEXT.signIn} busyLabel={ACCOUNT_TEXT.signingIn} labelledBy="kiosk-account-title">
        <AccountField form={form} name="email" label={ACCOUNT_TEXT.email} type="email" autoComplete="email" />
        <AccountField form={form} name="password" label={ACCOUNT_TEXT.password} type="password" autoComplete="current-password" />
        <AccountCheckbox id="sign-in-remember" label={ACCOUNT_TEXT.rememberMe} checked={rememberMe} onChange={setRememberMe} disabled={form.busy} />
      </AccountForm>
      <p className="kiosk-account__links">
        <a href="/account/reset-password">{ACCOUNT_TEXT.forgotPassword}</a>
      </p>
      <p className="kiosk-account__links">
        {`${ACCOUNT_TEXT.noAccount} `}
        <a href={withNext('/account/sign-up', query)}>{ACCOUNT_TEXT.createAccount}</a>
      </p>
    </>
  );
}
