/**
 * `variants-select`: one chooser per variant option (a select and the same
 * choices as radio buttons), for products with more than one variant. The
 * island matches the chosen values against `data-variants`.
 */
import type { FormatterSpec, RenderContext } from '../../api';
import { isTruthy, toOutput } from '../../../runtime/values';
import { escapeHtml, escapeHtmlKeepingAmpersands, jsonAttribute } from './markup/html-escape';
import { field } from './markup/item-scope';
import { localizedText } from './markup/localized-text';
import { fillPlaceholders } from './markup/placeholders';

/** One option (`color`) and its values in first-seen order (`blue`, `red`). */
export interface VariantOptionChoices {
  name: string;
  values: readonly string[];
}

function selectPrompt(item: unknown, ctx: RenderContext, giftCard: boolean, optionName: string): string {
  const pattern = giftCard
    ? localizedText(item, ctx, 'giftCardVariantSelectText') || 'Select Value'
    : localizedText(item, ctx, 'productVariantSelectText') || 'Select {variantName}';
  return fillPlaceholders(pattern, { variantName: optionName });
}

function buildOption(option: VariantOptionChoices, prompt: string): string {
  const name = escapeHtml(option.name);
  let selectOptions = '';
  let radios = '';
  for (const raw of option.values) {
    const value = escapeHtml(raw);
    const id = `variant-option-${name}-${value}`;
    selectOptions += `<option value="${value}">${value}</option>`;
    radios +=
      `      <input type="radio" class="variant-radiobtn" value="${value}" name="variant-option-${name}" id="${id}"/>\n` +
      `      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="${id}">${value}</label>\n`;
  }
  return (
    '    <div class="variant-option">\n' +
    `    <div class="variant-option-title">${name}: </div>\n` +
    '    <div class="variant-select-wrapper">\n' +
    `      <select aria-label="${escapeHtmlKeepingAmpersands(prompt)}" data-variant-option-name="${name}">\n` +
    `        <option value="">${escapeHtml(prompt)}</option>\n` +
    `        ${selectOptions}\n` +
    '      </select>\n' +
    '    </div>\n' +
    `    <div class="variant-radiobtn-wrapper" data-variant-option-name="${name}">\n` +
    radios +
    '    </div>\n' +
    '    </div>\n'
  );
}

/** The chooser markup for `options` (from the shared variant-option rule); "" when there is nothing to choose. */
export function buildVariantsSelect(
  item: unknown,
  ctx: RenderContext,
  options: readonly VariantOptionChoices[],
  giftCard: boolean,
): string {
  if (options.length === 0) return '';
  const content = field(item, 'structuredContent');
  const subscription = isTruthy(field(content, 'isSubscribable'))
    ? ` data-is-subscribable="true" data-subscription-plan="${jsonAttribute(field(content, 'subscriptionPlan'))}"`
    : '';
  let body = '';
  for (const option of options) body += buildOption(option, selectPrompt(item, ctx, giftCard, option.name));
  return (
    `<div class="product-variants" data-item-id="${escapeHtml(toOutput(field(item, 'id')))}"` +
    ` data-variants="${jsonAttribute(field(content, 'variants'))}"${subscription} data-animation-role="content">\n` +
    `${body}  </div>`
  );
}
