/**
 * `product-restock-notification`: one back-in-stock sign-up form per restock
 * view (spec §2 "Product page restock form"); the island shows the one for the
 * chosen variant and posts the sign-up.
 */
import type { FormatterSpec, RenderContext } from '../../api';
import { isTruthy, toOutput } from '../../../runtime/values';
import { toText } from '../../core/coercion';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { field, itemIdOf, lookUp } from './markup/item-scope';
import { merchandisingOf } from './markup/merchandising';

/** The reference's template binds five variables before its forms; their newlines print even without a form. */
const LEADING_LINES = '\n'.repeat(6);

interface RestockSettings {
  productId: string;
  messages: unknown;
  mailingList: boolean;
  optedInByDefault: boolean;
  captcha: boolean;
}

// Printed through `htmltag` / `htmlattr` in the reference's template: only text, numbers and booleans print.
function message(settings: RestockSettings, key: string): string {
  return escapeHtmlAttribute(toText(field(settings.messages, key)));
}

function buildForm(settings: RestockSettings, view: unknown): string {
  const hidden = isTruthy(field(view, 'hiddenByDefault')) ? ' hidden' : '';
  const checked = settings.optedInByDefault ? ' checked' : '';
  const mailingList = settings.mailingList
    ? `  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${checked}>` +
      `${message(settings, 'mailingListDescription')}</label>`
    : '';
  const captcha = settings.captcha ? '  <div class="captcha-container"></div>' : '';
  return (
    `<div class="product-restock-notification" data-product-id="${escapeHtmlAttribute(settings.productId)}"` +
    ` data-variant-id="${escapeHtmlAttribute(toOutput(field(view, 'variantId')))}"${hidden}>\n` +
    `  <span class="product-restock-cta">${message(settings, 'CTAText')}</span>\n` +
    '  <form class="product-restock-form" action="#">\n' +
    `    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${message(settings, 'placeholderText')}">\n` +
    `    <input class="sqs-editable-button" type="submit" value="${message(settings, 'buttonText')}">\n` +
    '  </form>\n' +
    `${mailingList}\n${captcha}\n</div>`
  );
}

export function buildProductRestockNotification(item: unknown, ctx: RenderContext): string {
  const merchandising = merchandisingOf(item, ctx);
  const views = field(merchandising, 'restockNotificationViews');
  if (!Array.isArray(views) || views.length === 0) return LEADING_LINES;
  const settings: RestockSettings = {
    productId: itemIdOf(item),
    messages: field(merchandising, 'restockNotificationMessages'),
    mailingList: isTruthy(field(merchandising, 'mailingListSignUpEnabled')),
    optedInByDefault: isTruthy(field(merchandising, 'mailingListOptInByDefault')),
    // A captcha only when the site has a captcha key (spec §5 "Captcha").
    captcha: isTruthy(lookUp(item, ctx, 'website.captchaSettings.siteKey')),
  };
  return LEADING_LINES + views.map((view) => `\n${buildForm(settings, view)}\n`).join('');
}

export const productRestockNotification: FormatterSpec = {
  apply: (value, _args, ctx) => buildProductRestockNotification(value, ctx),
};
