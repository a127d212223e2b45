/**
 * Signing out from the account page: the call (with its one crumbFail retry, account-api.ts), then the page forgets
 * the session (token, hint, the header link). An answer of 401 means the session had already ended: signed out too.
 */
import type { SiteTransport } from '../site-api/transport';
import { markSignedOut } from '../stores/site-user';
import { signOut } from './account-api';
import { formProblem, type FormProblem } from './account-failure';

export async function signOutHere(transport: SiteTransport, cloneCart: boolean): Promise<FormProblem | undefined> {
  const answer = await signOut(transport, cloneCart);
  if (answer.ok || answer.failure.status === 401) {
    markSignedOut();
    return undefined;
  }
  return formProblem(answer.failure, new Set());
}
