// Reads the products of content/collections/<store>/items/*.json into the server's catalog shape, with
// the shared commerce rules of engine/commerce (product types, prices in minor units, stock, options).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  getItemVariantOptions, isPricedByVariant, isRecord as isObject, isSubscribable, itemVariantStock, offerPrice, productTypeCode, productTypeName,
  moneyFromJson, stockState, subscriptionTerms, variantAttributes, variantsOf,
  type ProductItem, type ProductVariant, type StructuredContent,
} from '../../engine/commerce';
import { FormDefinition } from '../../schemas/forms';
import { ContentError, foldersIn, jsonFilesIn, readJsonFile } from '../content/json-files';
import type { CatalogProduct, CatalogVariant } from './catalog-product';

export interface ContentCatalog {
  products: CatalogProduct[];
  /** the products' additional-fields forms */
  forms: FormDefinition[];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function positiveNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function toVariant(file: string, item: ProductItem, itemId: string, content: StructuredContent, variant: ProductVariant, currency: string): CatalogVariant {
  const typeCode = productTypeCode(content.productType);
  // Digital products carry their price on the product; the others on each variant (engine/commerce).
  const priced = isPricedByVariant(typeCode) ? variant : content;
  const list = moneyFromJson(priced.priceMoney);
  const paid = offerPrice(priced);
  for (const money of [list, paid]) {
    if (money.currency !== currency) throw new ContentError(file, `priced in ${money.currency}, the store sells in ${currency}`);
  }
  return {
    sku: text(variant.sku) ?? itemId,
    variantId: text(variant.id) ?? null,
    itemId,
    attributes: variantAttributes(variant),
    priceCents: list.cents,
    salePriceCents: paid.cents,
    onSale: paid.cents !== list.cents,
    // Digital products and gift cards never run out (engine/commerce stock rules).
    ...stockState(itemVariantStock(item, variant)),
    weight: positiveNumber((variant as Record<string, unknown>).weight),
  };
}

function toForm(file: string, content: StructuredContent): FormDefinition | undefined {
  const formId = text(content.additionalFieldsFormId);
  if (!formId) return undefined;
  const raw = isObject(content.additionalFieldsForm) ? content.additionalFieldsForm : {};
  const parsed = FormDefinition.safeParse({ ...raw, id: formId });
  if (!parsed.success) throw new ContentError(file, `additionalFieldsForm: ${parsed.error.message}`);
  return parsed.data;
}

function toProduct(file: string, item: Record<string, unknown>, content: StructuredContent, currency: string): CatalogProduct | undefined {
  const type = productTypeName(content.productType);
  const itemId = text(item.id);
  if (!itemId || !type) return undefined;
  // A membership names the area it grants; without one, buying it would grant nothing.
  const memberAreaId = type === 'PAYWALL' ? text(item.memberAreaId) : undefined;
  if (type === 'PAYWALL' && !memberAreaId) throw new ContentError(file, 'a PAYWALL product names the member area it grants: "memberAreaId": "<area id>"');
  const declared = variantsOf(item);
  // A product sold without variants (a digital download) still needs one line to put in a cart.
  const variants = (declared.length > 0 ? declared : [{}]).map((variant) => toVariant(file, item, itemId, content, variant, currency));
  const plan = isSubscribable(item) ? subscriptionTerms(content.subscriptionPlan) : undefined;
  const mainImage = isObject(item.mainImage) ? item.mainImage : undefined;
  const assetUrl = text(mainImage?.assetUrl) ?? text(item.assetUrl);
  return {
    itemId,
    title: text(item.title) ?? itemId,
    url: text(item.fullUrl) ?? '',
    productType: type,
    // A membership is bought once, never subscribed to.
    isSubscribable: type !== 'PAYWALL' && isSubscribable(item),
    subscriptionPlan: plan && type !== 'PAYWALL' ? { billingPeriod: { value: plan.every, unit: plan.unit }, numBillingCycles: plan.cycles } : null,
    currency,
    image: assetUrl ? { assetUrl, altText: text(mainImage?.altText) ?? '' } : null,
    formId: text(content.additionalFieldsFormId) ?? null,
    categories: Array.isArray(item.categories) ? item.categories.filter((c): c is string => typeof c === 'string') : [],
    slug: text(item.urlId) ?? itemId,
    optionNames: getItemVariantOptions(item as ProductItem).map((option) => option.name),
    variants,
    ...(memberAreaId ? { memberAreaId } : {}),
  };
}

/** Every product of every store collection (collection.json typeName "products") under `contentDir`. */
export function loadContentCatalog(contentDir: string, currency: string): ContentCatalog {
  const products: CatalogProduct[] = [];
  const forms: FormDefinition[] = [];
  for (const folder of foldersIn(join(contentDir, 'collections'))) {
    const collectionFile = join(folder, 'collection.json');
    const collection = existsSync(collectionFile) ? readJsonFile(collectionFile) : undefined;
    if (!isObject(collection) || collection.typeName !== 'products') continue;
    for (const file of jsonFilesIn(join(folder, 'items'))) {
      const item = readJsonFile(file);
      if (!isObject(item)) throw new ContentError(file, 'an item must be a JSON object');
      const content = (isObject(item.structuredContent) ? item.structuredContent : {}) as StructuredContent;
      const product = toProduct(file, item, content, currency);
      if (!product) continue;
      products.push(product);
      const form = toForm(file, content);
      if (form) forms.push(form);
    }
  }
  return { products, forms };
}
