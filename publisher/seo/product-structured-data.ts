// schema.org Product data for a product page (JSON-LD): name, images, and one offer per variant with its price,
// currency and availability as of the build, so search engines can show price and stock.
import {
  centsToDecimal, getFromPrice, isPricedByVariant, isSoldOut, itemVariantStock, offerPrice, productTypeOf, variantsOf,
  type Money,
} from '../../engine/commerce';
import type { JsonObject } from '../source/read-json';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Visible text of a bit of HTML (the excerpt): tags dropped, entities of the common five decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

function absolute(url: string, baseUrl: string): string {
  try {
    return new URL(url, baseUrl).toString();
  } catch {
    return url;
  }
}

function imagesOf(item: JsonObject, baseUrl: string): string[] {
  const urls = new Set<string>();
  const main = item.mainImage as JsonObject | undefined;
  for (const candidate of [text(main?.assetUrl), text(item.assetUrl)]) if (candidate) urls.add(absolute(candidate, baseUrl));
  for (const image of (item.items as JsonObject[] | undefined) ?? []) {
    const url = text(image?.assetUrl);
    if (url) urls.add(absolute(url, baseUrl));
  }
  return [...urls];
}

function offer(price: Money, inStock: boolean, url: string, sku?: string) {
  return {
    '@type': 'Offer',
    ...(sku ? { sku } : {}),
    price: centsToDecimal(price.cents, price.currency),
    priceCurrency: price.currency,
    availability: inStock ? IN_STOCK : OUT_OF_STOCK,
    url,
  };
}

/** The Product object of `item`, published at `url`. */
export function productStructuredData(item: JsonObject, url: string, baseUrl: string): Record<string, unknown> {
  const name = text(item.title) ?? 'Product';
  const description = text(item.excerpt) ? plainText(item.excerpt as string) : undefined;
  const variants = variantsOf(item);
  const offers = isPricedByVariant(productTypeOf(item)) && variants.length > 0
    ? variants.map((variant) => offer(offerPrice(variant), itemVariantStock(item, variant) > 0, url, text(variant.sku)))
    : [offer(getFromPrice(item), !isSoldOut(item), url)];
  const prices = offers.map((o) => Number(o.price));
  const images = imagesOf(item, baseUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(offers.length === 1 && offers[0].sku ? { sku: offers[0].sku } : {}),
    url,
    offers: offers.length === 1
      ? offers[0]
      : {
          '@type': 'AggregateOffer',
          priceCurrency: offers[0].priceCurrency,
          lowPrice: offers[prices.indexOf(Math.min(...prices))].price,
          highPrice: offers[prices.indexOf(Math.max(...prices))].price,
          offerCount: offers.length,
          offers,
        },
  };
}
