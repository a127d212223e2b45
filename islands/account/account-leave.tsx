/**
 * Leaving on /account: sign out, with "keep my cart on this device" (cloneCart), and delete the account behind a
 * confirmation dialog that asks for the password.
 */
import { useCallback, useState } from 'react';
import type { SiteTransport } from '../site-api/transport';
import { markSignedOut } from '../stores/site-user';
import { deleteAccount } from './account-api';
import type { FieldCheck } from './account-checks';
import { formProblem, type FormProblem } from './account-failure';
import { AccountCheckbox, AccountField, AccountForm } from './account-form';
import { ACCOUNT_TEXT } from './account-text';
import { ConfirmDialog } from './confirm-dialog';
import { signOutHere } from './sign-out';
import { useAccountForm } from './use-account-form';

export function SignOutSection({ transport, onSignedOut }: { transport: SiteTransport; onSignedOut(): void }) {
  const [keepCart, setKeepCart] = useState(true);
  const action = useCallback(async (): Promise<FormProblem | undefined> => {
    const problem = await signOutHere(transport, keepCart);
    if (!problem) onSignedOut();
    return problem;
  }, [transport, keepCart, onSignedOut]);
  const form = useAccountForm('sign-out', {}, [], action);
  return (
    <section className="kiosk-account__section" aria-labelledby="kiosk-account-sign-out">
      <h2 id="kiosk-account-sign-out" className="kiosk-account__heading">{ACCOUNT_TEXT.signOutHeading}</h2>
      <AccountForm form={form} submitLabel={ACCOUNT_TEXT.signOut} busyLabel={ACCOUNT_TEXT.signingOut} labelledBy="kiosk-account-sign-out">
        <AccountCheckbox id="sign-out-keep-cart" label={ACCOUNT_TEXT.keepCart} hint={ACCOUNT_TEXT.keepCartHint} checked={keepCart} onChange={setKeepCart} disabled={form.busy} />
      </AccountForm>
    </section>
  );
}

const DELETE_CHECKS: readonly FieldCheck[] = [{ id: 'password', rule: 'password' }];

function DeleteDialog({ transport, onClose, onDeleted }: { transport: SiteTransport; onClose(): void; onDeleted(message: string): void }) {
  const action = useCallback(async (values: Record<string, string>) => {
    const answer = await deleteAccount(transport, { password: values.password });
    if (!answer.ok) return formProblem(answer.failure, new Set(['password']), { 422: 'password' });
    markSignedOut();
    onDeleted(answer.data.message);
    return undefined;
  }, [transport, onDeleted]);
  const form = useAccountForm('delete-account', { password: '' }, DELETE_CHECKS, action);
  return (
    <ConfirmDialog titleId="kiosk-account-delete-title" title={ACCOUNT_TEXT.deleteQuestion} describedBy="kiosk-account-delete-intro" busy={form.busy} onClose={onClose}>
      <p id="kiosk-account-delete-intro">{ACCOUNT_TEXT.deleteConfirmIntro}</p>
      <AccountForm
        form={form}
        danger
        submitLabel={ACCOUNT_TEXT.deleteConfirm}
        busyLabel={ACCOUNT_TEXT.deleting}
        labelledBy="kiosk-account-delete-title"
        after={
          <button type="button" className="kiosk-account__button kiosk-account__button--secondary" disabled={form.busy} onClick={onClose}>
            {ACCOUNT_TEXT.cancel}
          </button>
        }
      >
        <AccountField form={form} name="password" label={ACCOUNT_TEXT.password} type="password" autoComplete="current-password" />
      </AccountForm>
    </ConfirmDialog>
  );
}

export function DeleteAccountSection({ transport, onDeleted }: { transport: SiteTransport; onDeleted(message: string): void }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="kiosk-account__section" aria-labelledby="kiosk-account-delete">
      <h2 id="kiosk-account-delete" className="kiosk-account__heading">{ACCOUNT_TEXT.deleteHeading}</h2>
      <p className="kiosk-account__intro">{ACCOUNT_TEXT.deleteIntro}</p>
      <div className="kiosk-account__actions">
        <button type="button" className="kiosk-account__button kiosk-account__button--danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {ACCOUNT_TEXT.deleteAccount}
        </button>
      </div>
      {open && <DeleteDialog transport={transport} onClose={() => setOpen(false)} onDeleted={onDeleted} />}
    </section>
  );
}

