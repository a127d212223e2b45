/**
 * `variants-select`: one chooser per variant option (a select and the same
 * choices as radio buttons), for products with more than one variant. The
 * island matches the chosen values against `data-variants`.
 */
import type { FormatterSpec, RenderContext } from '../../api';
import { ProductType } from '../../../commerce';
import { looseNumber } from '../../../i18n/epoch-input';
import { isTruthy } from '../../../runtime/values';
import { toText } from '../../core/coercion';
import type { VariantOption } from '../../../commerce';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { escapeHtmlKeepingAmpersands, jsonAttribute } from './markup/html-escape';
import { field, itemIdOf } from './markup/item-scope';
import { formatSiteMessage } from './markup/site-message';
import { widgetVariantOptions } from './markup/variant-options';

/**
 * The select's prompt, as the reference's `getSelectText` picks it: the site string looked up on the
 * stack (not on the item) and read as text, "Select {variantName}" (gift cards "Select Value") when empty.
 */
function selectPrompt(ctx: RenderContext, giftCard: boolean, optionName: string): string {
  const key = giftCard ? 'giftCardVariantSelectText' : 'productVariantSelectText';
  const pattern = toText(ctx.resolve(`localizedStrings.${key}`)) || (giftCard ? 'Select Value' : 'Select {variantName}');
  return formatSiteMessage(pattern, { variantName: optionName }, ctx);
}

/**
 * An option's title: its name, except for gift cards, whose variants are all
 * called "Value" and take the site's localized title (which may use `{name}`).
 */
function optionTitle(ctx: RenderContext, giftCard: boolean, optionName: string): string {
  const pattern = giftCard ? toText(ctx.resolve('localizedStrings.giftCardValueDisplayText')) || 'Value' : '{name}';
  return formatSiteMessage(pattern, { name: optionName }, ctx);
}

function buildOption(option: VariantOption, title: string, prompt: string): string {
  const name = escapeHtmlAttribute(option.name);
  let selectOptions = '';
  let radios = '';
  for (const raw of option.values) {
    const value = escapeHtmlAttribute(raw);
    const id = `variant-option-${name}-${value}`;
    selectOptions += `<option value="${value}">${value}</option>`;
    radios +=
      `      <input type="radio" class="variant-radiobtn" value="${value}" name="variant-option-${name}" id="${id}"/>\n` +
      `      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="${id}">${value}</label>\n`;
  }
  return (
    '    <div class="variant-option">\n' +
    `    <div class="variant-option-title">${escapeHtmlAttribute(title)}: </div>\n` +
    '    <div class="variant-select-wrapper">\n' +
    `      <select aria-label="${escapeHtmlKeepingAmpersands(prompt)}" data-variant-option-name="${name}">\n` +
    `        <option value="">${escapeHtmlAttribute(prompt)}</option>\n` +
    `        ${selectOptions}\n` +
    '      </select>\n' +
    '    </div>\n' +
    `    <div class="variant-radiobtn-wrapper" data-variant-option-name="${name}">\n` +
    radios +
    '    </div>\n' +
    '    </div>\n'
  );
}

/** The chooser markup; "" when the product's variants offer no choice. */
export function buildVariantsSelect(item: unknown, ctx: RenderContext): string {
  const options = widgetVariantOptions(item);
  if (options.length === 0) return '';
  // The reference reads the type as a number (`asNumber`): "4" is a gift card, "GIFT_CARD" is not.
  const giftCard = looseNumber(field(field(item, 'structuredContent'), 'productType')) === ProductType.GIFT_CARD;
  const content = field(item, 'structuredContent');
  // Any truthy flag, as the reference's `{.if}` reads it.
  const subscription = isTruthy(field(content, 'isSubscribable'))
    ? ` data-is-subscribable="true" data-subscription-plan="${jsonAttribute(field(content, 'subscriptionPlan'))}"`
    : '';
  let body = '';
  for (const option of options) {
    body += buildOption(option, optionTitle(ctx, giftCard, option.name), selectPrompt(ctx, giftCard, option.name));
  }
  return (
    // The reference's template binds four variables, one a line, before its markup.
    '\n  \n  \n  \n  \n\n  ' +
    `<div class="product-variants" data-item-id="${escapeHtmlAttribute(itemIdOf(item))}"` +
    ` data-variants="${jsonAttribute(field(content, 'variants'))}"${subscription} data-animation-role="content">\n` +
    `${body}  </div>\n`
  );
}

/** Missing (not "") when there is nothing to choose, as in the reference: `{x|variants-select|raw}` prints `null`. */
export const variantsSelect: FormatterSpec = {
  apply: (value, _args, ctx) => buildVariantsSelect(value, ctx) || undefined,
};
