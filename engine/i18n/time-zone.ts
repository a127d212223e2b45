/**
 * The IANA time zone a site names, checked once: an unknown zone would make
 * every `Intl.DateTimeFormat` throw, so it falls back to UTC.
 */

export const DEFAULT_TIME_ZONE = 'America/New_York';

const checked = new Map<string, string>();

export function resolveTimeZone(zone: string | undefined): string {
  const name = zone ?? DEFAULT_TIME_ZONE;
  let resolved = checked.get(name);
  if (resolved === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      resolved = name;
    } catch {
      resolved = 'UTC';
    }
    checked.set(name, resolved);
  }
  return resolved;
}
