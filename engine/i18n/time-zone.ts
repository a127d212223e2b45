/**
 * The IANA time zone a site names, checked once: an unknown zone would make
 * every `Intl.DateTimeFormat` throw, so it falls back to UTC.
 */

/**
 * UTC as the zone of CLDR's "GMT" metazone. Squarespace's engine (its CLDR data) names every UTC zone
 * (UTC, Etc/UTC, GMT, Zulu…) and its fallback for an unknown zone "Greenwich Mean Time" / "GMT", where
 * ICU says "Coordinated Universal Time" / "UTC" for most of them; ICU names Etc/GMT0 as CLDR does.
 */
const GMT = 'Etc/GMT0';

export const DEFAULT_TIME_ZONE = 'America/New_York';

const checked = new Map<string, string>();

export function resolveTimeZone(zone: string | undefined): string {
  const name = zone ?? DEFAULT_TIME_ZONE;
  let resolved = checked.get(name);
  if (resolved === undefined) {
    try {
      resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone === 'UTC' ? GMT : name;
    } catch {
      resolved = GMT;
    }
    checked.set(name, resolved);
  }
  return resolved;
}
