import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emailProblem, RestockForm, type RestockFormView } from '../../../islands/restock/restock-form';
import { captchaSize } from '../../../islands/captcha/captcha-size';

const view: RestockFormView = {
  variantId: 'v-a3',
  attributes: { Size: 'A3' },
  hiddenByDefault: true,
  cta: 'Sold out for now.',
  placeholder: 'Email address',
  buttonText: 'Notify me',
  mailingList: { label: 'Also send me the newsletter', checked: false },
  captcha: false,
};

describe('emailProblem (spec §5)', () => {
  it("says 'Email cannot be blank' and 'Email is invalid' (3 to 256 characters, a simple address)", () => {
    expect(emailProblem('')).toBe('Email cannot be blank');
    expect(emailProblem('   ')).toBe('Email cannot be blank');
    expect(emailProblem('a@')).toBe('Email is invalid');
    expect(emailProblem('ana@studio')).toBe('Email is invalid');
    expect(emailProblem(`${'a'.repeat(251)}@x.com`)).toBe('Email is invalid');
    expect(emailProblem('ana@studio.shop')).toBeUndefined();
  });
});

describe('RestockForm', () => {
  it('renders the restock markup of islands-markup.md, labelled, with the mailing-list checkbox', () => {
    const html = renderToStaticMarkup(<RestockForm productId="p1" view={view} hidden successText="Signed up!" captchaSiteKey="" />);
    expect(html).toMatch(/^<div class="product-restock-notification" data-product-id="p1" data-variant-id="v-a3" hidden="">/);
    expect(html).toContain('<span class="product-restock-cta"');
    expect(html).toMatch(/<form class="product-restock-form"[^>]* action="#"/);
    expect(html).toMatch(/<input type="text" x-autocompletetype="email"[^>]* placeholder="Email address" aria-label="Email address"[^>]* name="email"/);
    expect(html).toContain('<input class="sqs-editable-button" type="submit" value="Notify me"/>');
    expect(html).toContain('<label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"/>Also send me the newsletter</label>');
    expect(html).not.toContain('captcha-container');
  });

  it('keeps the captcha container when the site has a captcha', () => {
    const html = renderToStaticMarkup(<RestockForm productId="p1" view={{ ...view, captcha: true, mailingList: null }} hidden={false} successText="x" captchaSiteKey="key" />);
    expect(html).toContain('class="captcha-container"');
    expect(html).not.toContain('hidden=""');
    expect(html).not.toContain('isJoinMailingList');
  });
});

describe('captchaSize (spec §5)', () => {
  it('is compact when the container is under 320 px wide', () => {
    expect(captchaSize(319)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
  });
});
