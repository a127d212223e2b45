// The installment notice (spec §4, §5, §7, §8): in-range and out-of-range texts on the demo products, and the
// info popup with the provider's modal HTML, closing on Escape, its close button and a click outside.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, waitForIslands } from './harness/browser';
import { openProduct } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';
import { useStorefrontExtrasOff } from './fixtures/storefront-extras-off';

const session = useSiteAndBrowser();
const NOTICE = '.kiosk-installments__text';
const INFO = '.kiosk-installments__info';
const POPUP = '.kiosk-lightbox__dialog';

/** The notice as read, without its info button's icon. */
const noticeText = (page: Page) =>
  page.$eval(NOTICE, (p) => {
    const copy = p.cloneNode(true) as HTMLElement;
    copy.querySelector('.kiosk-installments__info')?.remove();
    return copy.textContent!.replace(/\s+/g, ' ').trim();
  });

async function openPopup(page: Page): Promise<void> {
  await page.click(INFO);
  await page.waitForSelector(`${POPUP} .kiosk-installments-popup__provider, ${POPUP} .kiosk-installments-popup__built-in`);
}

async function expectClosedWithFocusOnInfo(page: Page): Promise<void> {
  await page.waitForSelector('.kiosk-lightbox', { state: 'detached' });
  expect(await page.evaluate((s) => document.activeElement === document.querySelector(s), INFO)).toBe(true);
}

describe('installment notice texts', () => {
  it('offers 4 payments of $11.25 on the 45.00 necklace, and says the minimum on the 18.00 mug', async () => {
    const necklace = await openProduct(session.browser, session.site.url, 'name-necklace');
    expect(await noticeText(necklace.page)).toBe('or 4 interest-free payments of $11.25 with Afterpay');
    expect(necklace.errors).toEqual([]);
    await necklace.page.close();
    const mug = await openProduct(session.browser, session.site.url, 'ceramic-mug');
    expect(await noticeText(mug.page)).toBe('Afterpay available for orders over $35.00');
    await mug.page.close();
  });

  it('shows no notice on a service, a digital product, a gift card, a subscription or a sold-out product', async () => {
    for (const slug of ['design-consultation', 'field-guide-ebook', 'gift-card', 'coffee-subscription', 'limited-print']) {
      const { page } = await openProduct(session.browser, session.site.url, slug);
      expect(await page.$(NOTICE)).toBeNull();
      await page.close();
    }
  });
});

describe('installment info popup', () => {
  it("shows the provider's modal HTML for en_US and closes on Escape, giving focus back", async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'name-necklace');
    const modal = page.waitForResponse((r) => r.url().endsWith('/installments/afterpay/en_US.html'));
    await page.focus(INFO);
    expect(await page.getAttribute(INFO, 'aria-label')).toBe('About paying with Afterpay');
    await page.keyboard.press('Enter');
    expect((await modal).status()).toBe(200);
    await page.waitForSelector(`${POPUP} .kiosk-installments-popup__provider`);
    expect(await page.getByRole('dialog', { name: 'Pay in 4 with Afterpay' }).count()).toBe(1);
    expect(await page.textContent(`${POPUP} .kiosk-installments-popup__provider`)).toContain('Choose Afterpay at checkout.');
    await page.keyboard.press('Escape');
    await expectClosedWithFocusOnInfo(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('closes on its close button', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'name-necklace');
    await openPopup(page);
    await page.click('.kiosk-lightbox__close');
    await expectClosedWithFocusOnInfo(page);
    await page.close();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'name-necklace');
    await openPopup(page);
    await page.click(`${POPUP} .kiosk-installments-popup__provider`);
    expect(await page.$('.kiosk-lightbox')).not.toBeNull();
    await page.mouse.click(5, 5);
    await expectClosedWithFocusOnInfo(page);
    await page.close();
  });

  it('still opens, with the built-in text, when the modal HTML cannot be fetched (only a warning is logged)', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'name-necklace');
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.route('**/installments/**', (route) => route.abort('failed'));
    await openPopup(page);
    expect(await page.textContent(`${POPUP} .kiosk-installments-popup__built-in`)).toContain('Pay for your order in 4 interest-free installments with Afterpay');
    expect(warnings.some((w) => w.includes('/installments/afterpay/en_US.html'))).toBe(true);
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
    await page.keyboard.press('Escape');
    await expectClosedWithFocusOnInfo(page);
    await page.close();
  });
});

describe('over the maximum (a store whose instalments stop at 40.00)', () => {
  const fixture = useStorefrontExtrasOff();

  it("says 'available for orders up to $40.00' on the 45.00 necklace", async () => {
    const page = await session.browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${fixture.url}/shop/p/name-necklace`);
    await waitForIslands(page);
    expect(await noticeText(page)).toBe('Afterpay available for orders up to $40.00');
    expect(errors).toEqual([]);
    await page.close();
  });
});
