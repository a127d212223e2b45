import { describe, expect, it } from 'vitest';
import { compile, execute } from '../../../../engine';
import { restockAdopter } from '../../../../islands/ssr/adopt/restock';
import { productMerchandisingContext } from '../../../../publisher/merchandising-context';
import { demoContext, item, site, widget } from './demo-store';

/** The limited print's restock widget as the template prints it (formatter output inside Kiosk's wrapper). */
function printedRestock(successText: string): string {
  const template = `<div class="product-restock" data-success-text="{websiteSettings.restockNotificationsSuccessText|htmlattr}" data-captcha-site-key="">{.section item}{@|product-restock-notification}{.end}</div>`;
  const print = item('limited-print');
  const json = {
    ...site,
    websiteSettings: { ...site.websiteSettings, restockNotificationsSuccessText: successText },
    item: print,
    productMerchandisingContext: productMerchandisingContext(site, [print]),
  };
  const { code, errors } = compile(template);
  expect(errors).toEqual([]);
  return execute(code, { json, locale: 'en-US', now: 0 }).output;
}

describe('restockAdopter', () => {
  it('reads one form per sold-out variant of the limited print, hidden until its variant is chosen', () => {
    const props = restockAdopter.adopt(widget(printedRestock('Signed up! We will email you when it is back.'), 'product-restock'), demoContext())!;
    expect(props.productId).toBe(item('limited-print').id);
    expect(props.optionNames).toEqual(['Size']);
    expect(props.successText).toBe('Signed up! We will email you when it is back.');
    expect(props.forms.map((f) => [f.attributes, f.hiddenByDefault])).toEqual([
      [{ Size: 'A3' }, true],
      [{ Size: 'A2' }, true],
    ]);
    expect(props.forms[0]).toMatchObject({
      cta: 'Sold out for now. Leave your email and we will let you know when it is back.',
      placeholder: 'Email address',
      buttonText: 'Notify me',
      mailingList: { label: 'Also send me the studio newsletter', checked: false },
      captcha: false,
    });
  });

  it("falls back to 'Signed up!' when the site sets no success text", () => {
    expect(restockAdopter.adopt(widget(printedRestock(''), 'product-restock'), demoContext())?.successText).toBe('Signed up!');
  });

  it('leaves a wrapper without notifications alone', () => {
    expect(restockAdopter.adopt(widget('<div class="product-restock" data-success-text=""></div>', 'product-restock'), demoContext())).toBeUndefined();
  });
});
