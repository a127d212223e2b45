/**
 * SiteForm island: a site form or the newsletter sign-up, adopted from the template's markup (spec §2, §4, §5):
 * submit locks the button ('Submitting…'), the shared §5 rules run first, then the key and save calls (§7);
 * success redirects or shows the submission text (or HTML); failure shows errors at fields or one message, the
 * banner above the form (and its 'scroll up' twin below it), and unlocks.
 */
import { useEffect, useRef, useState } from 'react';
import { SITE_FORM_MESSAGES, type FormDefinition } from '../../schemas/forms';
import { validateForm } from '../../schemas/form-rules';
import type { HtmlTreeNode } from '../html-tree/html-tree';
import { useIslandRoot } from '../island-root/island-root';
import { PENDING_SUBMIT_ATTRIBUTE } from '../markers';
import { browserTransport } from '../site-api/transport';
import { fieldControls, readFieldControls } from './field-controls';
import { formValues, type SiteFormField } from './field-values';
import { FORM_MESSAGE_CLASS, formDecorations, SUCCESS_HTML_CLASS, SUCCESS_TEXT_CLASS } from './form-decorations';
import { renderTree } from './form-tree';
import { failed, INITIAL_UI, submitting, succeeded, typed, type FormUi } from './form-ui';
import type { FormOutcome } from '../site-api/form-outcome';
import { submitSiteForm, type SubmissionPage } from './submit-site-form';
import type { CaptchaConfig } from '../../schemas/captcha';
import { guardDecorations } from '../captcha/site-form-guard';
import { useFormGuard } from '../captcha/use-form-guard';

export interface SiteFormProps {
  formId: string;
  fields: SiteFormField[];
  /** where to go after a successful submission, if anywhere */
  successRedirect?: string;
  /** the page a submission comes from (spec §3: pageId, contentSource 'i' item / 'c' collection) */
  page: { pageId?: string; contentSource: 'i' | 'c' };
  /** the form's markup as the template printed it */
  nodes: HtmlTreeNode[];
  /** the form's captcha, when its captchaSettings enable one */
  captcha?: CaptchaConfig;
}

/** What to move focus to after a render: the first invalid control, the form's message, or the success text. */
type FocusTarget = 'invalid' | 'message' | 'success' | undefined;

function submissionPage(page: SiteFormProps['page']): SubmissionPage {
  return { pageTitle: document.title, pageId: page.pageId, contentSource: page.contentSource, pagePath: location.pathname };
}

export function SiteForm({ formId, fields, successRedirect, page, nodes, captcha }: SiteFormProps) {
  const root = useIslandRoot() as HTMLFormElement | null;
  const [ui, setUi] = useState<FormUi>(INITIAL_UI);
  const [focus, setFocus] = useState<{ target: FocusTarget }>({ target: undefined });
  const busy = useRef(false);
  const guard = useFormGuard(captcha, browserTransport);

  async function submit(form: HTMLFormElement): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setUi(submitting);
    const values = formValues(fields, (field) => readFieldControls(form, field.id), new URLSearchParams(location.search));
    const definition: FormDefinition = { id: formId, name: formId, fields };
    const clientErrors = validateForm(definition, values);
    let outcome: FormOutcome;
    // Only a submission that reached the server spent its captcha solution and form ticket.
    let sent = false;
    if (Object.keys(clientErrors).length > 0) outcome = { ok: false, fieldErrors: clientErrors };
    else {
      const prepared = await guard.prepare();
      sent = prepared.ok;
      outcome = !prepared.ok ? { ok: false, fieldErrors: {}, message: prepared.message } : await submitSiteForm(browserTransport, formId, values, submissionPage(page), prepared.fields).catch(() => ({
        ok: false as const, fieldErrors: {}, message: SITE_FORM_MESSAGES.unknownError,
      }));
    }
    if (outcome.ok && successRedirect) {
      location.assign(successRedirect);
      return; // stays locked while the browser leaves
    }
    busy.current = false;
    if (outcome.ok) {
      guard.succeeded();
      setUi(succeeded);
      setFocus({ target: 'success' });
    } else {
      const { fieldErrors, message } = outcome;
      if (sent) guard.failed();
      setUi((current) => failed(current, fieldErrors, message));
      setFocus({ target: Object.keys(fieldErrors).length > 0 ? 'invalid' : 'message' });
    }
  }

  const submitRef = useRef(submit);
  submitRef.current = submit;

  useEffect(() => {
    if (!root) return;
    const onSubmit = (event: Event) => {
      event.preventDefault();
      void submitRef.current(root);
    };
    root.addEventListener('submit', onSubmit);
    // The island wakes at the visitor's first interaction with the form: the minimum fill time starts now.
    guard.start();
    // Text typed before the island woke up counts.
    setUi((current) => {
      let next = { ...current, enhanced: true };
      for (const field of fields) {
        const [textarea] = fieldControls(root, field.id).filter((c) => c instanceof HTMLTextAreaElement);
        if (textarea) next = typed(next, field.id, textarea.value.length);
      }
      return next;
    });
    if (root.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) {
      root.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
      void submitRef.current(root);
    }
    return () => root.removeEventListener('submit', onSubmit);
  }, [root, fields]);

  useEffect(() => {
    if (!root || !focus.target) return;
    const selector = {
      invalid: '[aria-invalid="true"]',
      message: `.${FORM_MESSAGE_CLASS}`,
      success: `.${SUCCESS_TEXT_CLASS}:not([hidden]), .${SUCCESS_HTML_CLASS}:not([hidden])`,
    }[focus.target];
    root.querySelector<HTMLElement>(selector)?.focus();
  }, [root, focus]);

  const decorate = formDecorations({
    ui,
    fields,
    nodes,
    onTextareaInput: (fieldId, length) => setUi((current) => typed(current, fieldId, length)),
  });
  return (
    <>
      {ui.banner ? <div className="form-banner" role="alert">{SITE_FORM_MESSAGES.bannerAbove}</div> : null}
      {renderTree(nodes, guardDecorations(decorate, guard))}
      {/* The same news at the foot of a form with several fields (a one-field sign-up needs no second copy);
          the alert above already announced it. */}
      {ui.banner && fields.filter((field) => field.type !== 'hidden' && field.type !== 'section').length > 1 ? <div className="form-banner form-banner--below">{SITE_FORM_MESSAGES.bannerBelow}</div> : null}
    </>
  );
}
