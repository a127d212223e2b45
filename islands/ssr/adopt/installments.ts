/**
 * Adopts the template's `<div class="product-installments" data-item-id>` as the InstallmentNotice island: for a
 * physical product (not a subscription, not sold out) of a store that offers instalments, the notice for its
 * lowest price and for each variant, with amounts formatted at build time in the shopper's locale.
 */
import {
  centsToDecimal, getFromPrice, getItemVariantOptions, isSoldOut, isSubscribable, offerPrice, productTypeName, productTypeOf,
  variantAttributes, variantsOf,
} from '../../../engine/commerce';
import { formatMoney } from '../../../engine/i18n';
import { isAvailableFor, PROVIDER_NAMES } from '../../installments/installment-rules';
import { readInstallmentSettings } from '../../installments/installment-settings';
import { noticeView } from '../../installments/notice-view';
import { defineAdopter } from '../adopter';

export const installmentsAdopter = defineAdopter({
  island: 'InstallmentNotice',
  rootClass: 'product-installments',
  adopt({ attributes }, context) {
    const itemId = attributes['data-item-id'];
    const item = itemId ? context.findItem(itemId) : undefined;
    const settings = readInstallmentSettings(context.storeSettings);
    if (!itemId || !item || !settings) return undefined;
    if (!isAvailableFor([productTypeName(productTypeOf(item)) ?? ''])) return undefined;
    // Nothing to pay for in instalments: a subscription, or a product that cannot be bought now.
    if (isSubscribable(item) || isSoldOut(item)) return undefined;
    const locale = settings.locale.replace('_', '-');
    const format = (cents: number) => formatMoney(centsToDecimal(cents, settings.currency), settings.currency, locale);
    return {
      itemId,
      optionNames: getItemVariantOptions(item).map((option) => option.name),
      providerName: PROVIDER_NAMES[settings.provider],
      count: settings.count,
      modalUrl: settings.modalUrl,
      product: noticeView(getFromPrice(item).cents, settings, format),
      variants: variantsOf(item).map((variant) => ({ attributes: variantAttributes(variant), notice: noticeView(offerPrice(variant).cents, settings, format) })),
    };
  },
});
