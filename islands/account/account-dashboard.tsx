/**
 * AccountDashboard island (/account): the signed-in visitor's email (and whether it is confirmed), their orders,
 * changing the email and the password, signing out and deleting the account. A signed-out visitor is sent to the
 * sign-in page, which comes back here afterwards.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { browserTransport, type SiteTransport } from '../site-api/transport';
import { $siteUser, detectSiteUser, readSiteUser } from '../stores/site-user';
import { resendVerification } from './account-api';
import { formProblem } from './account-failure';
import { AccountOrders } from './account-orders';
import { ChangeEmailForm, ChangePasswordForm } from './account-settings';
import { DeleteAccountSection, SignOutSection } from './account-leave';
import { ACCOUNT_TEXT } from './account-text';
import { syncLocale } from './locale-sync';
import { ACCOUNT_PATH, LOGIN_PATH, loginUrlFor } from './next-path';

export interface AccountDashboardProps {
  locale: string;
  title: string;
  loadingText: string;
  /** tests pass their own */
  transport?: SiteTransport;
  /** opens a page (tests pass their own) */
  go?(url: string, replace: boolean): void;
}

const openPage = (url: string, replace: boolean) => (replace ? window.location.replace(url) : window.location.assign(url));

function Unverified({ transport }: { transport: SiteTransport }) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState('');
  const resend = async () => {
    setSending(true);
    const answer = await resendVerification(transport);
    setSending(false);
    setResult(answer.ok ? answer.data.message : (formProblem(answer.failure, new Set()).message ?? ''));
  };
  return (
    <div className="kiosk-account__unverified">
      <p>{ACCOUNT_TEXT.unverified}</p>
      <button type="button" className="kiosk-account__button kiosk-account__button--secondary" disabled={sending} onClick={() => void resend()}>
        {sending ? ACCOUNT_TEXT.resending : ACCOUNT_TEXT.resendVerification}
      </button>
      <p className="kiosk-account__done" role="status">{result}</p>
    </div>
  );
}

export function AccountDashboard({ locale, title, loadingText, transport = browserTransport, go = openPage }: AccountDashboardProps) {
  const stored = useStore($siteUser);
  // The page's first render must match the build's markup (loading): the store may already know the visitor.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const user = mounted ? stored : ({ status: 'unknown' } as const);
  const [deleted, setDeleted] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const deletedNotice = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The first visit asks once for the page (the cart's start may share the answer); a retry asks again.
    void (attempt === 0 ? detectSiteUser(transport) : readSiteUser(transport)).then((state) => {
      if (state.status === 'signedOut') go(loginUrlFor(ACCOUNT_PATH), true);
      if (state.status === 'signedIn') void syncLocale(transport).catch(() => false);
    });
  }, [transport, attempt, go]);

  useEffect(() => {
    if (deleted) deletedNotice.current?.focus();
  }, [deleted]);

  const refresh = useCallback(() => void readSiteUser(transport), [transport]);
  const signedOut = useCallback(() => go(`${LOGIN_PATH}?signedOut=1`, false), [go]);

  let body;
  if (deleted) {
    body = (
      <>
        <p ref={deletedNotice} tabIndex={-1} className="kiosk-account__notice" role="status">{deleted}</p>
        <p className="kiosk-account__links"><a href="/">{ACCOUNT_TEXT.continueShopping}</a></p>
      </>
    );
  } else if (user.status === 'failed') {
    body = (
      <div role="alert">
        <p className="kiosk-account__notice kiosk-account__notice--error">{formProblem(user.failure, new Set()).message}</p>
        <button type="button" className="kiosk-account__button kiosk-account__button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {ACCOUNT_TEXT.retry}
        </button>
      </div>
    );
  } else if (user.status !== 'signedIn') {
    body = <p className="kiosk-account__status">{loadingText}</p>;
  } else {
    const { account } = user;
    body = (
      <>
        <section className="kiosk-account__section" aria-labelledby="kiosk-account-who">
          <h2 id="kiosk-account-who" className="kiosk-account__heading">{ACCOUNT_TEXT.signedInAs}</h2>
          <p className="kiosk-account__email">{account.email}</p>
          {!account.verified && <Unverified transport={transport} />}
          {account.pendingEmail && <p className="kiosk-account__intro">{ACCOUNT_TEXT.pendingEmail(account.pendingEmail)}</p>}
        </section>
        <AccountOrders transport={transport} locale={locale} />
        <ChangeEmailForm transport={transport} onChanged={refresh} />
        <ChangePasswordForm transport={transport} />
        <SignOutSection transport={transport} onSignedOut={signedOut} />
        <DeleteAccountSection transport={transport} onDeleted={setDeleted} />
      </>
    );
  }

  return (
    <div className="kiosk-account kiosk-account--dashboard" aria-busy={user.status === 'unknown' || undefined}>
      <h1 id="kiosk-account-title" className="page-header__title kiosk-account__title">{title}</h1>
      {body}
    </div>
  );
}
