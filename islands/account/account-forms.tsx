/**
 * AccountForms island: the account pages a signed-out visitor uses, one per `page` (templates/pages/account-*.page):
 * sign in, sign up, confirm the email address, reset the password, confirm a new email address. The heading and
 * loading text come as the template printed them; the address (next, token) is read once mounted.
 */
import { useCallback } from 'react';
import { browserTransport, type SiteTransport } from '../site-api/transport';
import { confirmEmail, verifyEmail } from './account-api';
import { ACCOUNT_TEXT } from './account-text';
import { LinkTokenPage } from './link-token-page';
import { ResetPassword } from './reset-password';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useSearch } from './use-search';

export const ACCOUNT_FORM_PAGES = ['login', 'sign-up', 'verify', 'reset-password', 'confirm-email'] as const;
export type AccountFormPage = (typeof ACCOUNT_FORM_PAGES)[number];

export interface AccountFormsProps {
  page: AccountFormPage;
  title: string;
  loadingText: string;
  /** tests pass their own */
  transport?: SiteTransport;
}

function Body({ page, loadingText, transport }: Required<Omit<AccountFormsProps, 'title'>>) {
  const search = useSearch();
  const verify = useCallback((token: string) => verifyEmail(transport, token), [transport]);
  const confirm = useCallback((token: string) => confirmEmail(transport, token), [transport]);
  switch (page) {
    case 'login':
      return <SignInForm transport={transport} search={search} />;
    case 'sign-up':
      return <SignUpForm transport={transport} search={search} />;
    case 'reset-password':
      return <ResetPassword transport={transport} search={search} loadingText={loadingText} />;
    case 'verify':
      return <LinkTokenPage search={search} workingText={ACCOUNT_TEXT.verifying} doneText={ACCOUNT_TEXT.verified} send={verify} next={{ href: '/account', text: ACCOUNT_TEXT.toAccount }} />;
    case 'confirm-email':
      return <LinkTokenPage search={search} workingText={ACCOUNT_TEXT.confirmingEmail} doneText={ACCOUNT_TEXT.emailConfirmed} send={confirm} next={{ href: '/account', text: ACCOUNT_TEXT.toAccount }} />;
  }
}

export function AccountForms({ page, title, loadingText, transport = browserTransport }: AccountFormsProps) {
  return (
    <div className="kiosk-account">
      <h1 id="kiosk-account-title" className="page-header__title kiosk-account__title">{title}</h1>
      <Body page={page} loadingText={loadingText} transport={transport} />
    </div>
  );
}
