/**
 * What the form's state changes in the template's markup: the submit button locked with 'Submitting…', an
 * error above each failing field (and its controls marked invalid), the `N / max` counters, the form's own
 * message, and on success everything but the submission text (or HTML) hidden.
 */
import type { ReactNode } from 'react';
import { SITE_FORM_MESSAGES } from '../../schemas/forms';
import { effectiveMaxLength } from '../../schemas/form-rules';
import type { HtmlTreeNode } from '../html-tree/html-tree';
import type { SiteFormField } from './field-values';
import { containsElement, hasClass, renderTree, type Decorate, type Decoration, type TreeElement } from './form-tree';
import { counterText, type FormUi } from './form-ui';

type Attributes = Readonly<Record<string, string>>;

const CONTROL_TAGS = new Set(['input', 'select', 'textarea']);
export const SUCCESS_HTML_CLASS = 'form-submission-html';
export const SUCCESS_TEXT_CLASS = 'form-submission-text';
export const FORM_MESSAGE_CLASS = 'form-submission-error';

export function errorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export function isSubmitButton(tag: string, attributes: Attributes): boolean {
  return (tag === 'button' && (attributes.type ?? 'submit') === 'submit') || (tag === 'input' && attributes.type === 'submit');
}

/** The button's label with its innermost text replaced (a `<span>` label keeps its span). */
function relabel(nodes: readonly HtmlTreeNode[], label: string): HtmlTreeNode[] {
  const at = nodes.findIndex((node) => typeof node !== 'string' && node[2].some((child) => typeof child !== 'string' || child.trim() !== ''));
  if (at < 0) return [label];
  const [tag, attributes, children] = nodes[at] as [string, Record<string, string>, HtmlTreeNode[]];
  return nodes.map((node, index) => (index === at ? [tag, attributes, relabel(children, label)] : node));
}

/** The element shown on success: the submission HTML when the form has some, else the submission text. */
export function successClass(nodes: readonly HtmlTreeNode[]): string {
  const hasHtml = containsElement(nodes, (_, attributes) => hasClass(attributes, SUCCESS_HTML_CLASS) && (attributes['data-submission-html'] ?? '') !== '');
  return hasHtml ? SUCCESS_HTML_CLASS : SUCCESS_TEXT_CLASS;
}

/** The field an element belongs to: its own id, else the nearest element around it with a field's id. */
function fieldOf(element: TreeElement, fields: ReadonlyMap<string, SiteFormField>): SiteFormField | undefined {
  const own = fields.get(element.attributes.id ?? '');
  if (own) return own;
  for (let i = element.ancestors.length - 1; i >= 0; i--) {
    const field = fields.get(element.ancestors[i].id ?? '');
    if (field) return field;
  }
  return undefined;
}

function joinIds(...ids: (string | undefined)[]): string {
  return ids.filter((id) => id !== undefined && id !== '').join(' ');
}

export interface DecorationInputs {
  ui: FormUi;
  fields: readonly SiteFormField[];
  nodes: readonly HtmlTreeNode[];
  onTextareaInput(fieldId: string, length: number): void;
}

export function formDecorations({ ui, fields, nodes, onTextareaInput }: DecorationInputs): Decorate {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const shown = successClass(nodes);
  const pathToSuccess = new Set<Attributes>();
  const collectPath = (list: readonly HtmlTreeNode[]): boolean => {
    let found = false;
    for (const node of list) {
      if (typeof node === 'string') continue;
      const inside = collectPath(node[2]);
      if (inside) pathToSuccess.add(node[1]);
      found ||= inside || hasClass(node[1], shown);
    }
    return found;
  };
  collectPath(nodes);

  const decorate: Decorate = (element) => {
    const { tag, attributes, children, ancestors } = element;
    const decoration: Decoration = {};
    const props: Record<string, unknown> = {};

    if (ui.phase === 'succeeded') {
      if (hasClass(attributes, shown)) {
        props.hidden = false;
        props.tabIndex = -1;
        if (shown === SUCCESS_HTML_CLASS) props.dangerouslySetInnerHTML = { __html: attributes['data-submission-html'] ?? '' };
      } else if (ancestors.every((a) => pathToSuccess.has(a)) && !pathToSuccess.has(attributes) && tag !== 'header') {
        props.hidden = true;
      }
    }

    if (isSubmitButton(tag, attributes) && ui.phase === 'submitting') {
      props.disabled = true;
      props['aria-busy'] = 'true';
      if (tag === 'input') props.value = SITE_FORM_MESSAGES.submitting;
      else decoration.children = renderTree(relabel(children, SITE_FORM_MESSAGES.submitting), decorate, tag);
    }

    if (ui.message !== undefined && hasClass(attributes, SUCCESS_TEXT_CLASS)) {
      decoration.before = <p className={FORM_MESSAGE_CLASS} role="alert" tabIndex={-1}>{ui.message}</p>;
    }

    const field = fieldOf(element, byId);
    if (field) {
      const error = ui.fieldErrors[field.id];
      const limit = field.type === 'textarea' ? effectiveMaxLength(field) : 0;
      if (CONTROL_TAGS.has(tag)) {
        if (error !== undefined) {
          props['aria-invalid'] = 'true';
          props['aria-describedby'] = joinIds(attributes['aria-describedby'], errorId(field.id));
        }
        if (tag === 'textarea' && limit > 0) {
          props.onInput = (event: { currentTarget: HTMLTextAreaElement }) => onTextareaInput(field.id, event.currentTarget.value.length);
          // With the island on, the visitor may type past the limit and the counter and the rule say so (spec §2, §5).
          if (ui.enhanced) props.maxLength = undefined;
        }
      } else if (attributes.id === field.id && error !== undefined) {
        props.className = joinIds(attributes.class, 'error');
        decoration.prepend = <p className="field-error" id={errorId(field.id)}>{error}</p>;
      }
      if (limit > 0 && hasClass(attributes, 'form-item__counter')) {
        const length = ui.lengths[field.id] ?? 0;
        props.className = joinIds(attributes.class, length > limit ? 'is-over' : undefined);
        decoration.children = counterText(length, limit) as ReactNode;
      }
    }

    decoration.props = props;
    return decoration;
  };
  return decorate;
}
