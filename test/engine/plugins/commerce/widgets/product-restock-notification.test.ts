import { describe, expect, it } from 'vitest';
import { buildProductRestockNotification } from '../../../../../engine/plugins/commerce/widgets/product-restock-notification';
import { FakeContext } from '../../fake-context';

const MESSAGES = { buttonText: 'Go', CTAText: 'Tell me', placeholderText: 'Email', mailingListDescription: 'Join' };

function render(merchandising: unknown, extra: Record<string, unknown> = {}): string {
  const item = { id: 'p1' };
  return buildProductRestockNotification(item, new FakeContext({ item, productMerchandisingContext: { p1: merchandising }, ...extra }));
}

describe('product-restock-notification', () => {
  // The reference's template prints six newlines before its forms, even when there is none.
  it('prints only blank lines without restock views', () => {
    expect(render({ restockNotificationMessages: MESSAGES })).toBe('\n'.repeat(6));
    expect(render({ restockNotificationViews: [] })).toBe('\n'.repeat(6));
    expect(render(undefined)).toBe('\n'.repeat(6));
  });

  it('prints one form per view, hidden when the view says so', () => {
    const html = render({
      restockNotificationMessages: MESSAGES,
      restockNotificationViews: [{ variantId: 'v1', hiddenByDefault: true }, { variantId: 'v2' }],
    });
    expect(html.startsWith('\n'.repeat(7))).toBe(true);
    expect(html.endsWith('</div>\n')).toBe(true);
    const forms = html.trim().split(/\n\n(?=<div class="product-restock-notification")/);
    expect(forms).toHaveLength(2);
    expect(forms[0]).toMatch(/^<div class="product-restock-notification" data-product-id="p1" data-variant-id="v1" hidden>/);
    expect(forms[1]).toMatch(/data-variant-id="v2">\n/);
    expect(forms[1]).toContain('placeholder="Email"');
  });

  it('adds the mailing-list checkbox and the captcha container when enabled', () => {
    const html = render(
      { restockNotificationMessages: MESSAGES, restockNotificationViews: [{}], mailingListSignUpEnabled: true },
      { website: { captchaSettings: { siteKey: 'k' } } },
    );
    expect(html).toContain(
      '  </form>\n  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList">Join</label>\n' +
        '  <div class="captcha-container"></div>\n</div>',
    );
  });

  it('checks the mailing-list box when opted in by default', () => {
    const html = render({
      restockNotificationViews: [{}],
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: true,
    });
    expect(html).toContain('name="isJoinMailingList" checked>');
  });

  it('escapes messages and ids', () => {
    const html = render({ restockNotificationMessages: { CTAText: '<b>' }, restockNotificationViews: [{ variantId: '"' }] });
    expect(html).toContain('data-variant-id="&quot;"');
    expect(html).toContain('<span class="product-restock-cta">&lt;b&gt;</span>');
  });
});
