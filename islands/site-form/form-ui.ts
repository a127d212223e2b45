/** The state of a site form (spec §4): idle, submitting, succeeded; errors at fields, one message, the banner. */

export type FormPhase = 'idle' | 'submitting' | 'succeeded';

export interface FormUi {
  phase: FormPhase;
  /** field id → message shown at the field */
  fieldErrors: Readonly<Record<string, string>>;
  /** a message for the form as a whole (a refused call) */
  message?: string;
  /** 'Your form has encountered a problem…' above the form */
  banner: boolean;
  /** characters typed in each textarea that has a limit */
  lengths: Readonly<Record<string, number>>;
  /** hydrated: the counter and the character-limit error take over from the browser's maxlength */
  enhanced: boolean;
}

export const INITIAL_UI: FormUi = { phase: 'idle', fieldErrors: {}, banner: false, lengths: {}, enhanced: false };

export function submitting(ui: FormUi): FormUi {
  return { ...ui, phase: 'submitting', fieldErrors: {}, message: undefined, banner: false };
}

export function failed(ui: FormUi, fieldErrors: Readonly<Record<string, string>>, message?: string): FormUi {
  return { ...ui, phase: 'idle', fieldErrors, message, banner: true };
}

export function succeeded(ui: FormUi): FormUi {
  return { ...ui, phase: 'succeeded', fieldErrors: {}, message: undefined, banner: false };
}

export function typed(ui: FormUi, fieldId: string, length: number): FormUi {
  return ui.lengths[fieldId] === length ? ui : { ...ui, lengths: { ...ui.lengths, [fieldId]: length } };
}

/** `N / max`, the counter under a textarea with a limit (spec §2). */
export function counterText(length: number, max: number): string {
  return `${length} / ${max}`;
}
