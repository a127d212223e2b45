/**
 * One account form's state: its values, the messages at its fields and for the whole form, and whether its call is
 * in flight. Submitting checks the values first (nothing is sent while a field is wrong), then runs the form's
 * action once at a time; focus goes to the first field with a message, else to the summary.
 */
import { useCallback, useRef, useState, type FormEvent, type RefObject } from 'react';
import { RETRY_MESSAGE } from '../../schemas/messages';
import type { FormProblem } from './account-failure';
import { checkFields, type FieldCheck } from './account-checks';

export interface AccountFormState {
  /** the form's id; its fields' element ids are `${id}-${name}` */
  id: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** the form's own message (in its summary) */
  message?: string;
  busy: boolean;
  /** the field labels by name, for the summary's links */
  labels: Record<string, string>;
  set(name: string, value: string): void;
  label(name: string, text: string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  summary: RefObject<HTMLDivElement | null>;
}

export const fieldElementId = (formId: string, name: string) => `${formId}-${name}`;

/** `action` answers a problem to show, or nothing when the form's work is done. */
export function useAccountForm(
  id: string,
  initial: Record<string, string>,
  checks: readonly FieldCheck[],
  action: (values: Record<string, string>) => Promise<FormProblem | undefined>,
): AccountFormState {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const labels = useRef<Record<string, string>>({});
  const summary = useRef<HTMLDivElement>(null);

  const focusProblem = useCallback((fieldErrors: Record<string, string>) => {
    // After React has drawn the messages: the first field named, in the form's order. A message for the whole form
    // is announced by the summary (a live region); focus goes there only when it was lost (a pressed button is
    // disabled while the call runs), so a visitor typing in a field stays in it.
    requestAnimationFrame(() => {
      const first = Object.keys(values).find((name) => fieldErrors[name]) ?? Object.keys(fieldErrors)[0];
      const element = first ? document.getElementById(fieldElementId(id, first)) : null;
      if (element) return element.focus();
      const active = document.activeElement;
      const lost = !active || active === document.body || (active as HTMLButtonElement).disabled === true;
      if (lost) summary.current?.focus();
    });
  }, [id, values]);

  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = checkFields(checks, values);
    setMessage(undefined);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusProblem(found);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    void action(values)
      .then((problem) => {
        if (!problem) return;
        setErrors(problem.fieldErrors);
        setMessage(problem.message);
        focusProblem(problem.fieldErrors);
      })
      .catch((error: unknown) => {
        console.error('Kiosk account form:', error);
        setMessage(RETRY_MESSAGE);
        focusProblem({});
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  }, [action, checks, focusProblem, values]);

  return {
    id,
    values,
    errors,
    message,
    busy,
    labels: labels.current,
    set: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    label: (name, text) => void (labels.current[name] = text),
    onSubmit,
    summary,
  };
}
