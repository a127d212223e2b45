/**
 * Adopts the site forms the template prints (`site-form.block`: `<form class="site-form" data-form-id
 * data-form>`; `newsletter-form.block`: `<form class="newsletter-form" …>`) as the SiteForm island. The island
 * waits for the visitor: a newsletter in every footer must not load React on every page.
 */
import * as z from 'zod/mini';
import { FormDefinition } from '../../../schemas/forms';
import { resolveCaptcha } from '../../../schemas/captcha';
import type { HtmlTreeNode } from '../../html-tree/html-tree';
import type { SiteFormField } from '../../site-form/field-values';
import type { SiteFormProps } from '../../site-form/site-form';
import { defineAdopter, type IslandContext, type WidgetMarkup } from '../adopter';
import { toHtmlTree } from '../to-html-tree';

/** Definitions read before, by their printed JSON: the footer's newsletter form is on every page of a build. */
const definitions = new Map<string, FormDefinition | undefined>();
const KEEP_DEFINITIONS = 64;

function definitionOf(json: string | undefined): FormDefinition | undefined {
  if (!json) return undefined;
  if (definitions.has(json)) return definitions.get(json);
  let definition: FormDefinition | undefined;
  try {
    const parsed = z.safeParse(FormDefinition, JSON.parse(json));
    definition = parsed.success ? parsed.data : undefined;
  } catch {
    definition = undefined;
  }
  if (definitions.size >= KEEP_DEFINITIONS) definitions.clear();
  definitions.set(json, definition);
  return definition;
}

/** What the island needs of each field (the rest of the definition stays in the markup). */
function fieldOf({ id, type, title, required, maxLength, key, value }: FormDefinition['fields'][number]): SiteFormField {
  const field: SiteFormField = { id, type, title };
  if (required) field.required = true;
  if (maxLength !== undefined) field.maxLength = maxLength;
  if (key !== undefined) field.key = key;
  if (value !== undefined) field.value = value;
  return field;
}

/** Runs of blank lines between tags become one line break: the same page, a smaller data-props. */
function compactWhitespace(nodes: readonly HtmlTreeNode[]): HtmlTreeNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node.trim() === '' && node.includes('\n') ? '\n' : node;
    const [tag, attributes, children] = node;
    return tag === 'pre' || tag === 'textarea' ? node : [tag, attributes, compactWhitespace(children)];
  });
}

/** The form's markup as the island's tree, by its printed text: the same newsletter form ends every page. */
const trees = new Map<string, HtmlTreeNode[]>();
const KEEP_TREES = 64;

function treeOf(widget: WidgetMarkup): HtmlTreeNode[] {
  let nodes = trees.get(widget.contentHtml);
  if (!nodes) {
    nodes = compactWhitespace(toHtmlTree(widget.content.children));
    if (trees.size >= KEEP_TREES) trees.clear();
    trees.set(widget.contentHtml, nodes);
  }
  return nodes;
}

export function siteFormProps(widget: WidgetMarkup, context: IslandContext): SiteFormProps | undefined {
  const { attributes } = widget;
  const formId = attributes['data-form-id'];
  const definition = definitionOf(attributes['data-form']);
  if (!formId || !definition) return undefined;
  const successRedirect = attributes['data-success-redirect'] || definition.successRedirect;
  return {
    formId,
    fields: definition.fields.map(fieldOf),
    ...(successRedirect ? { successRedirect } : {}),
    page: context.page ?? { contentSource: 'c' },
    nodes: treeOf(widget),
    // The site's provider (website.captchaSettings, printed on the form) for a form whose own settings enable a captcha.
    ...(definition.captchaSettings?.enabled
      ? { captcha: resolveCaptcha({ provider: attributes['data-captcha-provider'], siteKey: attributes['data-captcha-site-key'] }) }
      : {}),
  };
}

/** The page a form is on is read when it is sent, not rendered: one render serves the form on every page. */
const renderKey = (props: SiteFormProps) => JSON.stringify({ ...props, page: null });

export const siteFormAdopter = defineAdopter({ island: 'SiteForm', rootClass: 'site-form', hydrate: 'interaction', adopt: siteFormProps, renderKey });

export const newsletterFormAdopter = defineAdopter({ island: 'SiteForm', rootClass: 'newsletter-form', hydrate: 'interaction', adopt: siteFormProps, renderKey });
