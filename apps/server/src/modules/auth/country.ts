import geoip from 'geoip-country';
import { normaliseAddress, PRIVATE_NETWORKS } from './client-address.ts';

/**
 * The country of a client address: private and loopback addresses are the configured home
 * country (a hospital network is at home); others are looked up in geoip-country's database.
 * Null when the address is unknown.
 */
export function countryOf(address: string, homeCountry: string): string | null {
  if (PRIVATE_NETWORKS.contains(address)) return homeCountry;
  return geoip.lookup(normaliseAddress(address))?.country ?? null;
}

export interface CountryRules {
  home: string;
  allow: readonly string[];
  block: readonly string[];
}

/** Interactions are unavailable from a blocked country (specification §4). */
export function isCountryBlocked(address: string, rules: CountryRules): boolean {
  const country = countryOf(address, rules.home);
  return country !== null && rules.block.includes(country);
}

/** Njurfunktion is available only from an allowed country; an unknown one is not allowed. */
export function isCountryAllowed(address: string, rules: CountryRules): boolean {
  const country = countryOf(address, rules.home);
  return country !== null && rules.allow.includes(country);
}
