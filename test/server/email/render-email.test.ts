// Rendering: every template gives a subject, a text part and an accessible HTML part from its payload; the data is
// escaped in HTML; a broken template throws naming its file and line.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES } from '../../../server/email/email-messages';
import { createEmailRenderer, EmailTemplateError } from '../../../server/email/render-email';
import { SAMPLE_MESSAGES, TEMPLATES_DIR } from './sample-messages';

const renderer = createEmailRenderer({ dir: TEMPLATES_DIR, language: 'en-US' });

/** What each sample's subject and text must say (the facts the customer needs). */
const EXPECTED: Record<string, { subject: string[]; text: string[] }> = {
  'order-confirmation': {
    subject: ['Order 1042 confirmed', 'Kiosk Supply Co.'],
    text: ['2 × Ceramic Mug (Speckled White): $36.00 ($18.00 each)', 'Discount: -$6.40', 'Total: $66.70', 'Asheville, NC 28801',
      '- We pack your order within two business days.', 'https://kiosk-supply.example/orders/1042?key=abc'],
  },
  'gift-card': { subject: ['Ada sent you a $50.00 gift card'], text: ['Hello Grace', 'KSC-7H2P-Q9XW', 'Happy birthday!'] },
  'download-links': {
    subject: ['Your downloads for order 1043'],
    text: ['Riso Print Pack (PDF)', 'https://kiosk-supply.example/downloads/d1?token=t1', 'for up to 5 downloads', 'until June 30, 2026.'],
  },
  'order-shipped': { subject: ['Order 1042 has shipped'], text: ['Carrier: USPS', 'Tracking number: 9400 1000', '2 × Ceramic Mug (Speckled White)'] },
  'order-refunded': { subject: ['Refund of $18.00 for order 1042'], text: ['has refunded $18.00', 'Reason: One mug arrived chipped.'] },
  'subscription-receipt': {
    subject: ['[Test] Receipt for Coffee of the Month'],
    text: ['THIS IS A TEST PAYMENT', 'Amount: $22.00', 'Next payment: June 1, 2026', 'manage?token=m1'],
  },
  'subscription-payment-failed': { subject: ['We could not take your payment for Coffee of the Month'], text: ['We will try again on May 4, 2026'] },
  'newsletter-confirm': {
    subject: ['Confirm your subscription to the Kiosk Supply Co. newsletter'],
    text: ['at ada@example.com', 'within 7 days', 'https://kiosk-supply.example/newsletter/confirm?token=c1', 'https://kiosk-supply.example/newsletter/unsubscribe?token=n1'],
  },
  'subscription-cancelled': { subject: ['Your Coffee of the Month subscription is cancelled'], text: ['cancelled on May 9, 2026', 'could not take its payments'] },
  'form-submission': {
    subject: ['New submission to Contact', 'Kiosk Supply Co.'],
    text: ['Name: Ada Lovelace', 'Message: Do you sell mugs by the dozen?', 'Link: https://kiosk-supply.example/contact', 'Reply to this email to answer ada@example.com.'],
  },
  'account-verify': {
    subject: ['Confirm your email address', 'Kiosk Supply Co.'],
    text: ['https://kiosk-supply.example/account/verify?token=v1', 'it works for 3 days'],
  },
  'password-reset': {
    subject: ['Set a new password', 'Kiosk Supply Co.'],
    text: ['https://kiosk-supply.example/account/reset-password?token=r1', 'it works once, for 1 hour'],
  },
  'email-change': {
    subject: ['Confirm your new email address'],
    text: ['ada.new@example.com', 'https://kiosk-supply.example/account/confirm-email?token=e1'],
  },
  'restock-notice': {
    subject: ['Limited Edition Coastline Print is back in stock'],
    text: ['Size: A3', 'https://kiosk-supply.example/shop/p/limited-print', 'https://kiosk-supply.example/commerce/restock/unsubscribe?token=u1'],
  },
};

describe('email templates', () => {
  it('all compile', () => {
    expect(() => renderer.checkAll()).not.toThrow();
  });

  for (const template of EMAIL_TEMPLATES) {
    it(`renders ${template}`, () => {
      const email = renderer.render(SAMPLE_MESSAGES[template]);
      for (const part of EXPECTED[template].subject) expect(email.subject).toContain(part);
      expect(email.subject).not.toMatch(/[\r\n]/);
      for (const part of EXPECTED[template].text) expect(email.text).toContain(part);
      expect(email.text).not.toMatch(/\n{3,}/);
      expect(email.html).toMatch(/^<!DOCTYPE html>/);
      expect(email.html).toContain('<html lang="en-US">');
      expect(email.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(email.html).toContain(`<title>${email.subject.replace(/&/g, '&amp;')}</title>`);
    });
  }

  it('lays the order lines out as a table with column and row headers', () => {
    const { html } = renderer.render(SAMPLE_MESSAGES['order-confirmation']);
    expect(html).toContain('<th scope="col"');
    expect(html).toMatch(/<th scope="row"[^>]*>Ceramic Mug<br><span[^>]*>Speckled White<\/span><\/th>/);
    expect(html).toContain('href="https://kiosk-supply.example/orders/1042?key=abc"');
  });

  it('leaves out what the payload does not have', () => {
    const sample = SAMPLE_MESSAGES['order-confirmation'];
    const { text, html } = renderer.render({
      template: 'order-confirmation',
      data: { ...sample.data, discount: undefined, shippingAddress: undefined, nextSteps: [], testMode: true },
    });
    expect(text).not.toContain('Discount');
    expect(text).not.toContain('Shipping to');
    expect(text).toContain('THIS IS A TEST ORDER');
    expect(html).not.toContain('What happens next');
    expect(renderer.render({ template: 'order-confirmation', data: sample.data }).subject).not.toContain('[Test]');
  });

  it('says a past-due subscription will not be tried again', () => {
    const { subject, text } = renderer.render({
      template: 'subscription-payment-failed',
      data: { storeName: 'Kiosk Supply Co.', title: 'Coffee', amount: '$22.00', manageUrl: 'https://x.example/m', pastDue: true },
    });
    expect(subject).toContain('past due');
    expect(text).toContain('We have stopped trying');
    expect(text).not.toContain('try again on');
  });

  it('escapes the data in HTML, text and attributes alike', () => {
    const sample = SAMPLE_MESSAGES['gift-card'];
    const { html, text } = renderer.render({
      template: 'gift-card',
      data: { ...sample.data, senderName: '<script>alert(1)</script>', storeUrl: 'https://x.example/"><script>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="https://x.example/&quot;&gt;&lt;script&gt;"');
    expect(text).toContain('<script>alert(1)</script> sent you');
  });

  it('keeps a subject on one line whatever the data holds', () => {
    const sample = SAMPLE_MESSAGES['gift-card'];
    const { subject } = renderer.render({ template: 'gift-card', data: { ...sample.data, senderName: 'Ada\r\nBcc: x@evil.example' } });
    expect(subject).toBe('Ada Bcc: x@evil.example sent you a $50.00 gift card for Kiosk Supply Co.');
  });
});

describe('a broken template', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-email-templates-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('throws naming the file, line and column', () => {
    writeFileSync(join(dir, 'gift-card.subject.jsont'), 'A gift\n{.section code}{@}{.end}{.end}\n');
    const broken = createEmailRenderer({ dir });
    expect(() => broken.render(SAMPLE_MESSAGES['gift-card'])).toThrow(EmailTemplateError);
    expect(() => broken.render(SAMPLE_MESSAGES['gift-card'])).toThrow(/gift-card\.subject\.jsont:2:\d+: .*\{\.end\}/);
  });

  it('throws naming a missing file', () => {
    expect(() => createEmailRenderer({ dir }).render(SAMPLE_MESSAGES['order-shipped'])).toThrow(/order-shipped\.subject\.jsont: cannot read/);
  });

  it('is found by checkAll before any email is sent', () => {
    expect(() => createEmailRenderer({ dir }).checkAll()).toThrow(EmailTemplateError);
  });
});
