/**
 * The buy-now-pay-later rules of spec §5 and §9: which locale and provider (Afterpay, or Clearpay in the UK) a
 * store gets, whether a cart qualifies (every item PHYSICAL), and whether a price is in the provider's range.
 */

export type InstallmentProvider = 'afterpay' | 'clearpay';

/** Spec §5: supported countries and their languages; the first is the country's fallback. */
export const SUPPORTED_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
};

/** Spec §9: US territories count as the US. */
export const US_TERRITORIES: readonly string[] = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'];

/** Spec §9: Afterpay's default number of instalments. */
export const DEFAULT_INSTALLMENTS = 4;

export const PROVIDER_NAMES: Readonly<Record<InstallmentProvider, string>> = { afterpay: 'Afterpay', clearpay: 'Clearpay' };

/**
 * The provider locale (`en_US`, `fr_CA`) for a store country and a shopper language; a language the country
 * does not support falls back to its first one. Undefined for a country the providers do not serve.
 */
export function installmentLocale(country: string, language: string): string | undefined {
  const upper = country.trim().toUpperCase();
  const served = US_TERRITORIES.includes(upper) ? 'US' : upper;
  const languages = Object.hasOwn(SUPPORTED_LANGUAGES, served) ? SUPPORTED_LANGUAGES[served] : undefined;
  if (!languages) return undefined;
  const wanted = language.trim().toLowerCase().split(/[-_]/)[0];
  return `${languages.includes(wanted) ? wanted : languages[0]}_${served}`;
}

/** Spec §5: Clearpay for en_GB; Afterpay for en_US, en_CA, fr_CA, en_AU and en_NZ. */
export function providerFor(locale: string): InstallmentProvider {
  return locale === 'en_GB' ? 'clearpay' : 'afterpay';
}

/** Spec §5: available only if every cart item is PHYSICAL (and there is something to pay for). */
export function isAvailableFor(productTypes: readonly string[]): boolean {
  return productTypes.length > 0 && productTypes.every((type) => type === 'PHYSICAL');
}

/** Spec §5: in range when the price is greater than the minimum and not greater than the maximum. */
export function isInRange(priceCents: number, minCents: number, maxCents: number): boolean {
  return priceCents > minCents && priceCents <= maxCents;
}

/** Spec §5's out-of-range text: the bound the price is outside of, as `format` writes amounts. */
export function outOfRangeMessage(priceCents: number, minCents: number, maxCents: number, format: (cents: number) => string): string {
  return priceCents > maxCents ? `available for orders up to ${format(maxCents)}` : `available for orders over ${format(minCents)}`;
}

/** One instalment of a price split in `count` (the first instalment takes any odd cent). */
export function instalmentCents(priceCents: number, count: number): number {
  return Math.ceil(priceCents / count);
}
