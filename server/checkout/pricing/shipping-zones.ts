// Finds the shipping zone that serves a destination: the first zone naming its country (and region, when the
// zone lists regions); a "*" zone serves only the countries no zone names.
import type { ShippingDestination } from '../../../schemas/checkout';
import type { ShippingZone } from '../../../schemas/checkout-settings';

export function zoneForDestination(zones: readonly ShippingZone[], destination: ShippingDestination): ShippingZone | null {
  const country = destination.country.toUpperCase();
  const named = zones.filter((zone) => zone.countries.includes(country));
  // A country some zone names is never served by "*", even when that zone's regions leave this region out:
  // the owner chose where in that country they ship.
  const candidates = named.length > 0 ? named : zones.filter((zone) => zone.countries.includes('*'));
  return candidates.find((zone) => zoneCoversRegion(zone, destination.region)) ?? null;
}

function zoneCoversRegion(zone: ShippingZone, region: string): boolean {
  if (zone.regions.length === 0) return true;
  const wanted = region.trim().toLowerCase();
  return zone.regions.some((name) => name.trim().toLowerCase() === wanted);
}

/** Whether a list of countries ("US", "*") includes the destination's country. */
export function countriesInclude(countries: readonly string[], country: string): boolean {
  return countries.includes('*') || countries.includes(country.toUpperCase());
}
