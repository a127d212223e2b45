/**
 * The additional-fields form in the lightbox: loads the form template, shows the form (or, when it cannot be
 * rendered, the error message in its place: spec §8), checks the answers with the server, and ends with the
 * accepted answers or null when the visitor closes it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { FormDefinition, FormValues } from '../../schemas/forms';
import { Lightbox } from '../lightbox/lightbox';
import type { FormOutcome } from '../site-api/form-outcome';
import type { SiteTransport } from '../site-api/transport';
import { AdditionalFieldsForm } from './additional-fields-form';
import { checkOnServer, fetchFormTemplate, templateFailureMessage } from './form-api';
import { buildFormView, type FormView } from './form-view';

export interface FormLightboxProps {
  form: FormDefinition;
  initialValues?: FormValues;
  /** Replaces the form's own button text (an edit saves rather than adds). */
  submitLabel?: string;
  transport: SiteTransport;
  /** The accepted answers, or null when the visitor closed the form. Called once. */
  onDone(values: FormValues | null): void;
}

type Loaded = { kind: 'loading' } | { kind: 'ready'; view: FormView } | { kind: 'failed'; message: string };

function hiddenValueFromQuery(key: string): string | null {
  return new URLSearchParams(window.location.search).get(key);
}

export function FormLightbox({ form, initialValues, submitLabel, transport, onDone }: FormLightboxProps): ReactNode {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    fetchFormTemplate(transport)
      .then((template) => {
        if (!template.ok) throw new Error(templateFailureMessage(template.failure));
        return buildFormView(form, template.data, hiddenValueFromQuery);
      })
      .then(
        (view) => live && setLoaded({ kind: 'ready', view: submitLabel ? { ...view, submitLabel } : view }),
        (error: unknown) => live && setLoaded({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, [form, submitLabel, transport]);

  const submit = async (values: FormValues): Promise<FormOutcome> => {
    const outcome = await checkOnServer(transport, form.id, values);
    if (outcome.ok) onDone(values);
    return outcome;
  };

  return (
    <Lightbox title={form.name} onClose={() => onDone(null)} className="kiosk-additional-fields">
      {loaded.kind === 'loading' && (
        <p className="kiosk-additional-fields__loading" role="status">
          Loading…
        </p>
      )}
      {loaded.kind === 'failed' && (
        <p className="kiosk-additional-fields__render-error" role="alert">
          {loaded.message}
        </p>
      )}
      {loaded.kind === 'ready' && <AdditionalFieldsForm view={loaded.view} initialValues={initialValues} onSubmit={submit} />}
    </Lightbox>
  );
}
