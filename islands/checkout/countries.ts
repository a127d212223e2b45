/**
 * The country choices of the address: the countries the page's root names (`data-countries`), else a list of
 * common ones; names in the page's language, sorted for it. The quote says whether the store ships there.
 */
export const COMMON_COUNTRIES: readonly string[] = [
  'US', 'CA', 'MX', 'GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'LU', 'AT', 'CH', 'IT', 'ES', 'PT', 'DK', 'SE', 'NO', 'FI', 'IS',
  'PL', 'CZ', 'GR', 'AU', 'NZ', 'JP', 'KR', 'SG', 'HK', 'TW', 'IN', 'AE', 'IL', 'ZA', 'BR', 'AR', 'CL', 'CO', 'PR',
];

export interface CountryChoice {
  code: string;
  name: string;
}

/** `"US, CA"` → `["US", "CA"]`; undefined when the text names no country. */
export function parseCountryList(text: string | undefined): string[] | undefined {
  const codes = (text ?? '').split(/[\s,]+/).map((c) => c.toUpperCase()).filter((c) => /^[A-Z]{2}$/.test(c));
  return codes.length > 0 ? [...new Set(codes)] : undefined;
}

export function countryChoices(codes: readonly string[], locale: string, selected?: string): CountryChoice[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  // A country chosen before (or defaulted) stays selectable even when the list does not name it.
  const all = selected && !codes.includes(selected) ? [...codes, selected] : codes;
  const collator = new Intl.Collator(locale);
  return all.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}
