/**
 * `add-to-cart-btn`: the product's add-to-cart (or subscribe) button. The
 * island reads the data attributes to add the item, and restores
 * `data-original-label` after its "Adding…" / "Added!" states (spec §4).
 */
import type { FormatterSpec, RenderContext } from '../../api';
import { isTruthy, toOutput } from '../../../runtime/values';
import { toText } from '../../core/coercion';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { jsonAttribute } from './markup/html-escape';
import { field, lookUp } from './markup/item-scope';

const ADD_LABEL = 'Add To Cart';
const SUBSCRIBE_LABEL = 'Subscribe';
/** The reference's template binds 13 variables, one a line, before its markup: their newlines lead the output. */
const LEADING_LINES = '\n'.repeat(13);

/** `structuredContent.isSubscribable` as the reference's widget reads it: any truthy value (even "false"). */
function subscribableFlag(content: unknown): unknown {
  return field(content, 'isSubscribable');
}

/**
 * Spec §4: the custom label when the owner set one, else Subscribe or Add To Cart (localized when the
 * site says). The reference prints the chosen value through `htmlattr`, which reads it as text: an
 * array or object chosen (it is truthy) prints as "".
 */
export function addToCartLabel(item: unknown, ctx: RenderContext): string {
  const content = lookUp(item, ctx, 'structuredContent');
  const custom = field(content, 'customAddButtonText');
  if (isTruthy(field(content, 'useCustomAddButtonText')) && isTruthy(custom)) return toText(custom);
  const [key, fallback] = isTruthy(subscribableFlag(content))
    ? ['productSubscribeText', SUBSCRIBE_LABEL]
    : ['productAddToCartText', ADD_LABEL];
  const localized = lookUp(item, ctx, `localizedStrings.${key}`);
  return isTruthy(localized) ? toText(localized) : fallback;
}

/**
 * The first subscription option's id, when the product is subscribable and has
 * options (the reference's `.eval`: its count `&&` the flag, as expression booleans).
 */
function subscriptionOptionId(content: unknown): string | undefined {
  const options = field(content, 'productSubscriptionOptions');
  const count = Array.isArray(options) || typeof options === 'string' ? options.length
    : options !== null && typeof options === 'object' ? Object.keys(options).length : 0;
  const flag = subscribableFlag(content);
  const subscribable = typeof flag === 'boolean' ? flag
    : typeof flag === 'number' ? flag !== 0 && !Number.isNaN(flag)
    : typeof flag === 'string' ? flag !== '' : false;
  return count > 0 && subscribable ? toOutput(field(options, '0', 'id')) : undefined;
}

export function buildAddToCartButton(item: unknown, ctx: RenderContext): string {
  // The reference runs its template with the item pushed: names it lacks resolve further out.
  const content = lookUp(item, ctx, 'structuredContent');
  const attr = (value: unknown) => escapeHtmlAttribute(toOutput(value));
  // Items with an additional-fields form open it before adding (spec §5).
  const form = field(content, 'additionalFieldsForm');
  const usesForm = isTruthy(field(content, 'additionalFieldsFormId')) && isTruthy(form);
  const flag = subscribableFlag(content);
  const optionId = subscriptionOptionId(content);
  const label = escapeHtmlAttribute(addToCartLabel(item, ctx));
  return (
    LEADING_LINES +
    '<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n' +
    '  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ' +
    `${usesForm ? 'use-form' : ''}" role="button" tabindex="0" data-dynamic-strings` +
    ` data-collection-id="${attr(lookUp(item, ctx, 'collectionId'))}" data-item-id="${attr(lookUp(item, ctx, 'id'))}"` +
    ` data-product-type="${attr(field(content, 'productType'))}" data-use-custom-label="${attr(field(content, 'useCustomAddButtonText'))}"` +
    (isTruthy(flag) ? ` data-is-subscription="${attr(flag)}"` : '') +
    ` data-original-label="${label}" ${usesForm ? `data-form="${jsonAttribute(form)}"` : ''}` +
    // No space before it, as in the reference.
    (optionId === undefined ? '' : `data-subscription-option-id="${escapeHtmlAttribute(optionId)}"`) +
    '>\n' +
    `    <div class="sqs-add-to-cart-button-inner">${label}</div>\n` +
    '  </div>\n' +
    '</div>'
  );
}

export const addToCartButton: FormatterSpec = {
  apply: (value, _args, ctx) => buildAddToCartButton(value, ctx),
};
