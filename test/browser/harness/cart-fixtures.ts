/**
 * Cart helpers for the browser tests: the demo products' ids, cart calls made from inside a page (so they use
 * the visitor's cookies but tell no tab), and readers of the pill and the cart page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../../cli/project';
import { waitForIslands } from './browser';

export interface DemoProduct {
  itemId: string;
  sku: string;
  title: string;
}

/** A product of content/ and one of its variants (the first, or the one with this sku). */
export function demoProduct(slug: string, sku?: string): DemoProduct {
  const file = path.join(PROJECT_ROOT, 'content/collections/shop/items', `${slug}.json`);
  const item = JSON.parse(readFileSync(file, 'utf8')) as { id: string; title: string; structuredContent: { variants: { sku: string }[] } };
  const variant = sku ? item.structuredContent.variants.find((v) => v.sku === sku) : item.structuredContent.variants[0];
  if (!variant) throw new Error(`${slug} has no variant ${sku}`);
  return { itemId: item.id, sku: variant.sku, title: item.title };
}

export interface ApiAnswer {
  status: number;
  body: { error?: string; shoppingCart?: { version: number; entries: { id: string; itemId: string; quantity: number }[] } };
}

/**
 * Calls the cart API from the page with the visitor's crumb, as another device or an old tab would: the page's
 * own islands hear nothing of it.
 */
export async function cartCall(page: Page, method: string, path: string, body?: object): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const crumbOf = () => /(?:^|;\s*)crumb=([^;]+)/.exec(document.cookie)?.[1];
      if (!crumbOf()) await fetch('/api/commerce/shopping-cart');
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumbOf() ?? '') },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

export async function apiAdd(page: Page, product: DemoProduct, quantity = 1, additionalFields?: Record<string, unknown>): Promise<ApiAnswer> {
  const body = { itemId: product.itemId, sku: product.sku, quantity, additionalFields: additionalFields && JSON.stringify(additionalFields) };
  return cartCall(page, 'POST', '/api/commerce/shopping-cart/entries', body);
}

export async function apiSetQuantity(page: Page, entryId: string, quantity: number): Promise<ApiAnswer> {
  return cartCall(page, 'PUT', `/api/commerce/shopping-cart/entries/${entryId}`, { quantity });
}

export interface PillState {
  visible: boolean;
  count: string | null;
  label: string | null;
  href: string | null;
  classes: string[];
}

export async function pillState(page: Page): Promise<PillState> {
  return page.evaluate(() => {
    const pill = document.querySelector('.kiosk-cart-pill')!;
    const link = pill.querySelector('a')!;
    const style = getComputedStyle(pill);
    return {
      visible: pill.classList.contains('is-visible') && style.visibility === 'visible',
      count: pill.querySelector('.total-quantity')!.textContent,
      label: link.getAttribute('aria-label'),
      href: link.getAttribute('href'),
      classes: [...pill.classList],
    };
  });
}

export interface CartRow {
  title: string;
  quantity: string;
  total: string;
}

/** The cart page's lines as the visitor sees them. */
export async function cartRows(page: Page): Promise<CartRow[]> {
  return page.$$eval('.kiosk-cart-entry', (rows) =>
    rows.map((row) => ({
      title: row.querySelector('.kiosk-cart-entry__title')!.textContent!,
      quantity: (row.querySelector('.kiosk-stepper__input') as HTMLInputElement).value,
      total: row.querySelector('.kiosk-cart-entry__total')!.textContent!,
    })),
  );
}

export async function cartSubtotal(page: Page): Promise<string | null> {
  return page.textContent('.kiosk-cart-summary__subtotal dd');
}

/** The cart page's alert: title and message, or '' when there is none. */
export async function cartAlert(page: Page): Promise<string> {
  return ((await page.textContent('.kiosk-cart__alert')) ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits until the cart page shows its lines (or its empty state) and nothing is in flight. */
export async function waitForCartPage(page: Page): Promise<void> {
  // The island's lines or empty state, or for a visitor holding no cart the printed empty state (no React comes).
  await page.waitForSelector('.kiosk-cart:not([aria-busy]) :is(.kiosk-cart__entries, .kiosk-cart__empty), html[data-kiosk-no-cart] .kiosk-cart__none');
}

/** Whether the client entry found no cart to load (the cart page then stays as printed, without React). */
export function markedWithoutCart(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-kiosk-no-cart'));
}

/** Opens /cart and waits for its lines (or its empty state). */
export async function openCart(page: Page, siteUrl: string): Promise<void> {
  await page.goto(siteUrl + '/cart');
  if (!(await markedWithoutCart(page))) await waitForIslands(page);
  await waitForCartPage(page);
}
