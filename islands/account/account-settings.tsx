/**
 * The signed-in visitor's changes on /account: a new email address (confirmed by the link sent to it) and a new
 * password (with the current one). Each form says what happened in a status line below it.
 */
import { useCallback, useState } from 'react';
import type { SiteTransport } from '../site-api/transport';
import { changeEmail, changePassword } from './account-api';
import type { FieldCheck } from './account-checks';
import { formProblem } from './account-failure';
import { AccountField, AccountForm } from './account-form';
import { ACCOUNT_TEXT, SITE_USER_MESSAGES } from './account-text';
import { useAccountForm } from './use-account-form';

/** A wrong current password (422) belongs at the password field. */
const WRONG_PASSWORD_AT = { 422: 'password' } as const;

const EMAIL_CHECKS: readonly FieldCheck[] = [{ id: 'newEmail', rule: 'email' }, { id: 'password', rule: 'password' }];

export function ChangeEmailForm({ transport, onChanged }: { transport: SiteTransport; onChanged(): void }) {
  const [done, setDone] = useState('');
  const action = useCallback(async (values: Record<string, string>) => {
    setDone('');
    const answer = await changeEmail(transport, { newEmail: values.newEmail.trim(), password: values.password });
    if (!answer.ok) return formProblem(answer.failure, new Set(['newEmail', 'password']), { ...WRONG_PASSWORD_AT, 409: 'newEmail' });
    setDone(answer.data.message);
    onChanged();
    return undefined;
  }, [transport, onChanged]);
  const form = useAccountForm('change-email', { newEmail: '', password: '' }, EMAIL_CHECKS, action);
  return (
    <section className="kiosk-account__section" aria-labelledby="kiosk-account-email">
      <h2 id="kiosk-account-email" className="kiosk-account__heading">{ACCOUNT_TEXT.emailHeading}</h2>
      <AccountForm form={form} submitLabel={ACCOUNT_TEXT.changeEmail} busyLabel={ACCOUNT_TEXT.changingEmail} labelledBy="kiosk-account-email">
        <AccountField form={form} name="newEmail" label={ACCOUNT_TEXT.newEmail} type="email" autoComplete="email" />
        <AccountField form={form} name="password" label={ACCOUNT_TEXT.currentPassword} type="password" autoComplete="current-password" />
      </AccountForm>
      <p className="kiosk-account__done" role="status">{done}</p>
    </section>
  );
}

const PASSWORD_CHECKS: readonly FieldCheck[] = [
  { id: 'password', rule: 'password' },
  { id: 'newPassword', rule: 'newPassword' },
  { id: 'repeat', rule: 'sameAs', of: 'newPassword' },
];

export function ChangePasswordForm({ transport }: { transport: SiteTransport }) {
  const [done, setDone] = useState('');
  const action = useCallback(async (values: Record<string, string>) => {
    setDone('');
    const answer = await changePassword(transport, { currentPassword: values.password, newPassword: values.newPassword });
    if (!answer.ok) return formProblem(answer.failure, new Set(['password', 'newPassword']), WRONG_PASSWORD_AT);
    setDone(SITE_USER_MESSAGES.passwordChanged);
    return undefined;
  }, [transport]);
  const form = useAccountForm('change-password', { password: '', newPassword: '', repeat: '' }, PASSWORD_CHECKS, action);
  return (
    <section className="kiosk-account__section" aria-labelledby="kiosk-account-password">
      <h2 id="kiosk-account-password" className="kiosk-account__heading">{ACCOUNT_TEXT.passwordHeading}</h2>
      <AccountForm form={form} submitLabel={ACCOUNT_TEXT.changePassword} busyLabel={ACCOUNT_TEXT.changingPassword} labelledBy="kiosk-account-password">
        <AccountField form={form} name="password" label={ACCOUNT_TEXT.currentPassword} type="password" autoComplete="current-password" />
        <AccountField form={form} name="newPassword" label={ACCOUNT_TEXT.newPassword} type="password" autoComplete="new-password" hint={ACCOUNT_TEXT.passwordHint} />
        <AccountField form={form} name="repeat" label={ACCOUNT_TEXT.repeatPassword} type="password" autoComplete="new-password" />
      </AccountForm>
      <p className="kiosk-account__done" role="status">{done}</p>
    </section>
  );
}
