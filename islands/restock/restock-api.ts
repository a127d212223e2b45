/** The visitor's back-in-stock sign-up call (spec §7): POST the §3 payload with the crumb; a refusal gives the server's data.message. */
import type { RestockSignUpRequest } from '../../schemas/restock';
import type { CartTransport } from '../stores/cart-api';
import { NetworkError } from '../site-api/fetch-json';
import { answerMessage, postJson } from '../site-api/json-request';

export const RESTOCK_PATH = '/api/site-users/account/notifications/restock';

export const RESTOCK_FALLBACK_MESSAGES = {
  offline: 'Please check your internet connection.',
  unknown: 'Unknown error, please try again later.',
} as const;

export type SignUpOutcome = { ok: true } | { ok: false; message: string };

export async function signUpForRestock(transport: CartTransport, payload: RestockSignUpRequest): Promise<SignUpOutcome> {
  try {
    const answer = await postJson(transport, RESTOCK_PATH, payload);
    return answer.ok ? { ok: true } : { ok: false, message: answerMessage(answer) ?? RESTOCK_FALLBACK_MESSAGES.unknown };
  } catch (error) {
    if (error instanceof NetworkError) return { ok: false, message: RESTOCK_FALLBACK_MESSAGES.offline };
    throw error;
  }
}
