/**
 * /account/reset-password: without a token, the form that asks for the emailed link (the answer is the same whether
 * or not the address has an account); with the link's token, the form that sets the new password.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteTransport } from '../site-api/transport';
import { markSignedOut } from '../stores/site-user';
import { requestPasswordReset, resetPassword } from './account-api';
import type { FieldCheck } from './account-checks';
import { formProblem } from './account-failure';
import { AccountField, AccountForm } from './account-form';
import { ACCOUNT_TEXT } from './account-text';
import { linkToken } from './use-search';
import { useAccountForm } from './use-account-form';

const REQUEST_CHECKS: readonly FieldCheck[] = [{ id: 'email', rule: 'email' }];
const SET_CHECKS: readonly FieldCheck[] = [{ id: 'password', rule: 'newPassword' }, { id: 'repeat', rule: 'sameAs', of: 'password' }];

/** A sentence shown in place of a finished form, taking focus so it is read out. */
function Result({ text, error, link }: { text: string; error?: boolean; link: { href: string; text: string } }) {
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => element.current?.focus(), []);
  return (
    <>
      <p ref={element} tabIndex={-1} className={`kiosk-account__notice${error ? ' kiosk-account__notice--error' : ''}`} role={error ? 'alert' : 'status'}>{text}</p>
      <p className="kiosk-account__links"><a href={link.href}>{link.text}</a></p>
    </>
  );
}

function RequestLink({ transport }: { transport: SiteTransport }) {
  const [done, setDone] = useState<string | undefined>();
  const action = useCallback(async (values: Record<string, string>) => {
    const answer = await requestPasswordReset(transport, values.email.trim());
    if (!answer.ok) return formProblem(answer.failure, new Set(['email']));
    setDone(answer.data.message);
    return undefined;
  }, [transport]);
  const form = useAccountForm('reset-request', { email: '' }, REQUEST_CHECKS, action);
  if (done) return <Result text={done} link={{ href: '/account/login', text: ACCOUNT_TEXT.toSignIn }} />;
  return (
    <>
      <p className="kiosk-account__intro">{ACCOUNT_TEXT.resetIntro}</p>
      <AccountForm form={form} submitLabel={ACCOUNT_TEXT.sendResetLink} busyLabel={ACCOUNT_TEXT.sendingResetLink} labelledBy="kiosk-account-title">
        <AccountField form={form} name="email" label={ACCOUNT_TEXT.email} type="email" autoComplete="email" />
      </AccountForm>
      <p className="kiosk-account__links"><a href="/account/login">{ACCOUNT_TEXT.toSignIn}</a></p>
    </>
  );
}

/** 404 (never issued) and 410 (used or too old) end this link: the way on is a new one. */
const LINK_ENDED = new Set([404, 410]);

function SetPassword({ transport, token }: { transport: SiteTransport; token: string }) {
  const [ended, setEnded] = useState<{ text: string; error: boolean } | undefined>();
  const action = useCallback(async (values: Record<string, string>) => {
    const answer = await resetPassword(transport, { token, password: values.password });
    if (answer.ok) {
      // Every session of the account ended with the reset, this browser's too.
      markSignedOut();
      setEnded({ text: ACCOUNT_TEXT.passwordReset, error: false });
      return undefined;
    }
    const problem = formProblem(answer.failure, new Set(['password']));
    if (LINK_ENDED.has(answer.failure.status)) {
      setEnded({ text: problem.message ?? ACCOUNT_TEXT.noToken, error: true });
      return undefined;
    }
    return problem;
  }, [transport, token]);
  const form = useAccountForm('reset-password', { password: '', repeat: '' }, SET_CHECKS, action);
  if (ended && !ended.error) return <Result text={ended.text} link={{ href: '/account/login', text: ACCOUNT_TEXT.toSignIn }} />;
  if (ended) return <Result text={ended.text} error link={{ href: '/account/reset-password', text: ACCOUNT_TEXT.requestNewLink }} />;
  return (
    <AccountForm form={form} submitLabel={ACCOUNT_TEXT.setPassword} busyLabel={ACCOUNT_TEXT.settingPassword} labelledBy="kiosk-account-title">
      <AccountField form={form} name="password" label={ACCOUNT_TEXT.newPassword} type="password" autoComplete="new-password" hint={ACCOUNT_TEXT.passwordHint} />
      <AccountField form={form} name="repeat" label={ACCOUNT_TEXT.repeatPassword} type="password" autoComplete="new-password" />
    </AccountForm>
  );
}

export function ResetPassword({ transport, search, loadingText }: { transport: SiteTransport; search: string | undefined; loadingText: string }) {
  if (search === undefined) return <p className="kiosk-account__status">{loadingText}</p>;
  const token = linkToken(search);
  return token === '' ? <RequestLink transport={transport} /> : <SetPassword transport={transport} token={token} />;
}
