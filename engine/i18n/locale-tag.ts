/**
 * Turns the locale a site or template names (`en_US`, `fr-FR`, `bogus!`) into
 * a tag `Intl` accepts, falling back to `en`.
 */

const canonical = new Map<string, string>();

export const FALLBACK_LOCALE = 'en';

export function toIntlLocale(locale: string): string {
  let tag = canonical.get(locale);
  if (tag === undefined) {
    tag = canonicalize(locale);
    canonical.set(locale, tag);
  }
  return tag;
}

function canonicalize(locale: string): string {
  // Java-style tags (`en_US`) and the legacy `UK` region show up in older content.
  const candidate = locale.trim().replace(/_/g, '-').replace(/-UK$/i, '-GB');
  if (candidate === '') return FALLBACK_LOCALE;
  try {
    return Intl.getCanonicalLocales(candidate)[0] ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}
