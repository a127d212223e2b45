import { describe, expect, it } from 'vitest';
import { holdPageInert, outsideOf, type InertElement } from '../../../islands/a11y/modal-page';

interface Node extends InertElement {
  name: string;
  children: Node[];
  parentElement: Node | null;
}

/** An element tree: [tag, name, attributes, children]. */
function el(tagName: string, name: string, children: Node[] = [], attributes: string[] = []): Node {
  const node: Node = { name, tagName, inert: false, parentElement: null, children, hasAttribute: (a) => attributes.includes(a) };
  for (const child of children) child.parentElement = node;
  return node;
}

function page() {
  const lightbox = el('DIV', 'lightbox-dialog');
  const backdrop = el('DIV', 'lightbox', [lightbox]);
  const alert = el('DIV', 'alert-dialog');
  const alertBackdrop = el('DIV', 'alert', [alert]);
  const header = el('HEADER', 'header');
  const form = el('DIV', 'form');
  const inPlace = el('DIV', 'confirm-dialog');
  const island = el('DIV', 'island', [form, inPlace]);
  const main = el('MAIN', 'main', [island]);
  const live = el('DIV', 'live', [], ['data-kiosk-announcer']);
  const script = el('SCRIPT', 'script');
  const body = el('BODY', 'body', [header, main, live, script, backdrop, alertBackdrop]);
  el('HTML', 'html', [el('HEAD', 'head'), body]);
  return { lightbox, alert, header, form, inPlace, main, live, script, backdrop, alertBackdrop, island };
}

const names = (nodes: Node[]) => nodes.map((node) => node.name);
const inert = (nodes: Node[]) => nodes.filter((node) => node.inert).map((node) => node.name);

describe('outsideOf', () => {
  it('is every sibling on the way up to <body>, not the live region, scripts or <head>', () => {
    const p = page();
    expect(names(outsideOf(p.lightbox) as Node[])).toEqual(['header', 'main', 'alert']);
    expect(names(outsideOf(p.inPlace) as Node[])).toEqual(['form', 'header', 'lightbox', 'alert']);
  });
});

describe('holdPageInert', () => {
  it('makes the page behind the dialog inert and gives it back on close', () => {
    const p = page();
    const all = [p.header, p.main, p.live, p.script, p.backdrop, p.alertBackdrop, p.island, p.form];
    const release = holdPageInert(p.lightbox);
    expect(inert(all)).toEqual(['header', 'main', 'alert']);
    release();
    expect(inert(all)).toEqual([]);
  });

  it('nests: closing an alert over a lightbox leaves the page inert until the lightbox closes', () => {
    const p = page();
    const all = [p.header, p.main, p.backdrop, p.alertBackdrop];
    const releaseLightbox = holdPageInert(p.lightbox);
    const releaseAlert = holdPageInert(p.alert);
    expect(inert(all)).toEqual(['header', 'main', 'lightbox', 'alert']);
    releaseAlert();
    expect(inert(all)).toEqual(['header', 'main', 'alert']);
    releaseLightbox();
    expect(inert(all)).toEqual([]);
  });

  it('leaves alone what was inert before the dialog', () => {
    const p = page();
    p.header.inert = true;
    holdPageInert(p.lightbox)();
    expect(p.header.inert).toBe(true);
  });
});
