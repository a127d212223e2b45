/**
 * The manage page's states as one reducer: loading, a failure, or the subscription with the cancel flow's step
 * (idle → confirming → cancelling) and the sentence the live region announces.
 */
import type { SubscriptionManageView } from '../../schemas/subscription-manage';
import { MANAGE_TEXT } from './manage-text';

export type CancelStep = 'idle' | 'confirming' | 'cancelling';

export type ManageState =
  | { phase: 'loading' }
  /** `retry`: the read may work again (offline, rate limit), unlike a link that matches nothing */
  | { phase: 'failed'; message: string; retry: boolean }
  | { phase: 'ready'; view: SubscriptionManageView; step: CancelStep; announcement: string; error?: string };

export type ManageEvent =
  | { type: 'load' }
  | { type: 'loaded'; view: SubscriptionManageView }
  | { type: 'loadFailed'; message: string; retry: boolean }
  | { type: 'ask' }
  | { type: 'keep' }
  | { type: 'confirm' }
  | { type: 'cancelled'; view: SubscriptionManageView }
  | { type: 'cancelFailed'; message: string };

export const INITIAL_STATE: ManageState = { phase: 'loading' };

export function manageReducer(state: ManageState, event: ManageEvent): ManageState {
  switch (event.type) {
    case 'load':
      return { phase: 'loading' };
    case 'loaded':
      return { phase: 'ready', view: event.view, step: 'idle', announcement: '' };
    case 'loadFailed':
      return { phase: 'failed', message: event.message, retry: event.retry };
  }
  if (state.phase !== 'ready') return state;
  switch (event.type) {
    case 'ask':
      return state.step === 'idle' ? { ...state, step: 'confirming', announcement: '', error: undefined } : state;
    case 'keep':
      return state.step === 'confirming' ? { ...state, step: 'idle', announcement: MANAGE_TEXT.kept } : state;
    case 'confirm':
      // A second press while the first is on its way sends nothing more.
      return state.step === 'confirming' ? { ...state, step: 'cancelling', announcement: MANAGE_TEXT.cancelling } : state;
    case 'cancelled':
      return { phase: 'ready', view: event.view, step: 'idle', announcement: MANAGE_TEXT.cancelled };
    case 'cancelFailed':
      return { ...state, step: 'confirming', announcement: event.message, error: event.message };
  }
}
