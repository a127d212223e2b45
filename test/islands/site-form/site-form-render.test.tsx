// The SiteForm island's markup: server-rendered, it is the template's form exactly; each state of spec §4
// changes only what it must (the button, the errors, the counter, the message, the success text).
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../publisher';
import { buildPageContext } from '../../../publisher/page-context';
import { renderPage } from '../../../publisher/render-page';
import { TemplateCompiler } from '../../../publisher/template-compiler';
import type { HtmlTreeNode } from '../../../islands/html-tree/html-tree';
import { formDecorations } from '../../../islands/site-form/form-decorations';
import { renderTree } from '../../../islands/site-form/form-tree';
import { INITIAL_UI, type FormUi } from '../../../islands/site-form/form-ui';
import { SiteForm, type SiteFormProps } from '../../../islands/site-form/site-form';
import { newsletterFormAdopter, siteFormProps } from '../../../islands/ssr/adopt/site-form';
import { findElementsByClass } from '../../../islands/ssr/find-elements';
import { parseAttributes } from '../../../islands/ssr/html-attributes';
import { widgetMarkup } from '../../../islands/ssr/adopter';
import { isElement, parseFragment, type HtmlNode } from '../../../islands/ssr/html-fragment';

const site = loadSite({ root: path.resolve(__dirname, '../../..'), now: Date.UTC(2026, 10, 22) });

/** The form as the template prints it on a page (before any island), and the island's props for it. */
function templateForm(urlPath: string, rootClass: string): { html: string; props: SiteFormProps } {
  const route = site.routes.find((r) => r.path === urlPath)!;
  const { html } = renderPage(site.templates, new TemplateCompiler(site.content.collections), route, buildPageContext(site.content, route), 0);
  const [found] = findElementsByClass(html, rootClass);
  const printed = html.slice(found.contentStart, found.contentEnd);
  const props = siteFormProps(widgetMarkup(parseAttributes(found.attributeText), printed), { findItem: () => undefined, page: { pageId: 'p1', contentSource: 'c' } });
  return { html: html.slice(found.contentStart, found.contentEnd), props: props! };
}

/**
 * A parsed fragment with blank runs between tags as one line break (what the adopter sends), and no blank text
 * inside a <select> (React renders none there; browsers ignore it).
 */
function normalized(nodes: HtmlNode[], parent = ''): unknown[] {
  return nodes
    .filter((node) => isElement(node) || parent !== 'select' || node.trim() !== '')
    .map((node) => {
      if (!isElement(node)) return node.trim() === '' && node.includes('\n') ? '\n' : node;
      return [node.tag, node.attributes, normalized(node.children, node.tag)];
    });
}

/** The island's markup without what it adds for spam protection (islands/captcha/): the decoy field and the captcha. */
function withoutGuard(nodes: HtmlNode[]): HtmlNode[] {
  return nodes
    .filter((node) => !isElement(node) || !/\b(form-honeypot|captcha-container)\b/.test(node.attributes.class ?? ''))
    .map((node) => (isElement(node) ? { ...node, children: withoutGuard(node.children) } : node));
}

const contact = templateForm('/contact', 'site-form');
const newsletter = templateForm('/about', 'newsletter-form');

function render(props: SiteFormProps, ui: Partial<FormUi>): HTMLFragment {
  const decorate = formDecorations({ ui: { ...INITIAL_UI, ...ui }, fields: props.fields, nodes: props.nodes, onTextareaInput: () => {} });
  return parseFragment(renderToStaticMarkup(<>{renderTree(props.nodes, decorate)}</>));
}
type HTMLFragment = ReturnType<typeof parseFragment>;

function find(fragment: HTMLFragment, test: (e: { tag: string; attributes: Record<string, string> }) => boolean) {
  const out: { tag: string; attributes: Record<string, string>; children: HtmlNode[] }[] = [];
  const walk = (nodes: HtmlNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (test(node)) out.push(node);
      walk(node.children);
    }
  };
  walk(fragment.children);
  return out;
}
const text = (node: HtmlNode): string => (isElement(node) ? node.children.map(text).join('') : node);
const byClass = (name: string) => (e: { attributes: Record<string, string> }) => (e.attributes.class ?? '').split(' ').includes(name);

describe('SiteForm server render', () => {
  it('is the contact form markup the template printed', () => {
    const island = parseFragment(renderToStaticMarkup(<SiteForm {...contact.props} />));
    expect(normalized(withoutGuard(island.children))).toEqual(normalized(parseFragment(contact.html).children));
  });

  it('is the newsletter markup the template printed', () => {
    const island = parseFragment(renderToStaticMarkup(<SiteForm {...newsletter.props} />));
    expect(normalized(withoutGuard(island.children))).toEqual(normalized(parseFragment(newsletter.html).children));
  });

  it('carries the fields, the page and no redirect for the demo forms', () => {
    expect(contact.props.fields.map((f) => [f.id, f.type, f.required ?? false])).toEqual([
      ['name-3f9a2c10', 'name', true],
      ['email-7b41d2e8', 'email', true],
      ['select-0c5e8a94', 'select', false],
      ['textarea-d26b7f31', 'textarea', true],
    ]);
    expect(contact.props.fields[3].maxLength).toBe(1000);
    expect(contact.props.page).toEqual({ pageId: 'p1', contentSource: 'c' });
    expect(contact.props.successRedirect).toBeUndefined();
  });

  it('does not depend on the page the form is on, which the build leaves out of its render cache key', () => {
    const onItemPage = { ...newsletter.props, page: { pageId: 'item-9', contentSource: 'i' as const } };
    expect(renderToStaticMarkup(<SiteForm {...onItemPage} />)).toBe(renderToStaticMarkup(<SiteForm {...newsletter.props} />));
    expect(newsletterFormAdopter.renderKey?.(onItemPage)).toBe(newsletterFormAdopter.renderKey?.(newsletter.props));
    expect(newsletterFormAdopter.renderKey?.({ ...newsletter.props, formId: 'other' })).not.toBe(newsletterFormAdopter.renderKey?.(newsletter.props));
  });
});

describe('SiteForm states (spec §4)', () => {
  it("locks the submit button with 'Submitting…' (inside the newsletter's label span)", () => {
    const [button] = find(render(contact.props, { phase: 'submitting' }), (e) => e.tag === 'button');
    expect(button.attributes.disabled).toBe('');
    expect(button.attributes['aria-busy']).toBe('true');
    expect(text(button)).toBe('Submitting…');
    const [label] = find(render(newsletter.props, { phase: 'submitting' }), byClass('newsletter-form-button-label'));
    expect(text(label)).toBe('Submitting…');
  });

  it('puts each error above its field and marks every control of the field invalid', () => {
    const fragment = render(contact.props, { fieldErrors: { 'name-3f9a2c10': 'Required' }, banner: true });
    const [name] = find(fragment, (e) => e.attributes.id === 'name-3f9a2c10');
    expect(name.attributes.class).toBe('form-item fields name required error');
    const first = name.children.find(isElement)!;
    expect([first.tag, first.attributes, text(first)]).toEqual(['p', { class: 'field-error', id: 'name-3f9a2c10-error' }, 'Required']);
    const inputs = find(fragment, (e) => e.tag === 'input' && e.attributes.name?.endsWith('name') === true);
    expect(inputs.map((i) => [i.attributes['aria-invalid'], i.attributes['aria-describedby']])).toEqual([
      ['true', 'name-3f9a2c10-error'],
      ['true', 'name-3f9a2c10-error'],
    ]);
    expect(find(fragment, (e) => e.attributes['aria-invalid'] === 'true')).toHaveLength(2);
  });

  it("counts the textarea as 'N / max', marks it over the limit, and drops maxlength once hydrated", () => {
    const under = render(contact.props, { lengths: { 'textarea-d26b7f31': 12 } });
    expect(text(find(under, byClass('form-item__counter'))[0])).toBe('12 / 1000');
    expect(find(under, (e) => e.tag === 'textarea')[0].attributes.maxlength).toBe('1000');
    const over = render(contact.props, { lengths: { 'textarea-d26b7f31': 1001 }, enhanced: true });
    const [counter] = find(over, byClass('form-item__counter'));
    expect([counter.attributes.class, text(counter)]).toEqual(['form-item__counter is-over', '1001 / 1000']);
    expect(find(over, (e) => e.tag === 'textarea')[0].attributes.maxlength).toBeUndefined();
  });

  it("shows the form's own message before the submission text", () => {
    const fragment = render(contact.props, { message: 'Unable to send form. Please try again later.', banner: true });
    const [message] = find(fragment, byClass('form-submission-error'));
    expect([message.attributes.role, text(message)]).toEqual(['alert', 'Unable to send form. Please try again later.']);
  });

  it('on success hides the fields, the disclaimer and the button, and shows the submission text', () => {
    const fragment = render(contact.props, { phase: 'succeeded' });
    const top = fragment.children.filter(isElement).map((e) => [e.attributes.class, 'hidden' in e.attributes]);
    expect(top).toEqual([
      ['field-list', true],
      ['form-disclaimer', true],
      ['form-button-wrapper', true],
      ['form-submission-text', false],
    ]);
  });

  it('keeps the newsletter heading on success', () => {
    const fragment = render(newsletter.props, { phase: 'succeeded' });
    expect('hidden' in find(fragment, (e) => e.tag === 'header')[0].attributes).toBe(false);
    expect('hidden' in find(fragment, byClass('newsletter-form-fields-wrapper'))[0].attributes).toBe(true);
    expect('hidden' in find(fragment, byClass('form-submission-text'))[0].attributes).toBe(false);
  });

  it('shows the post-submit HTML instead of the text when the form has some', () => {
    const nodes: HtmlTreeNode[] = [
      ['div', { class: 'field-list' }, []],
      ['div', { class: 'form-submission-text', hidden: '' }, ['Thanks']],
      ['div', { class: 'form-submission-html', 'data-submission-html': '<p>See you <b>soon</b></p>', hidden: '' }, []],
    ];
    const fragment = render({ ...contact.props, nodes }, { phase: 'succeeded' });
    const [html] = find(fragment, byClass('form-submission-html'));
    expect('hidden' in html.attributes).toBe(false);
    expect(renderToStaticMarkup(<>{renderTree(nodes, formDecorations({ ui: { ...INITIAL_UI, phase: 'succeeded' }, fields: [], nodes, onTextareaInput: () => {} }))}</>)).toContain(
      '<p>See you <b>soon</b></p>',
    );
    expect('hidden' in find(fragment, byClass('form-submission-text'))[0].attributes).toBe(true);
  });
});
