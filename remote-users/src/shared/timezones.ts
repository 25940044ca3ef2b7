/**
 * Country → timezone.
 *
 * The zones of each country come from `countries-and-timezones` (maintained, MIT, the IANA
 * database's country assignments, ~12 kB gzipped, plain ES module). Its lists — like the browser's
 * own `Intl.Locale#getTimeZones()` — are sorted alphabetically, so for countries with several
 * zones "first" would be an outlying region rather than the capital's zone. With v3.10:
 *
 *   VE America/Caracas ✓   CO America/Bogota ✓   GB Europe/London ✓   DE Europe/Berlin ✓
 *   JP Asia/Tokyo ✓        AE Asia/Dubai ✓
 *   CL America/Coyhaique ✗ MX America/Bahia_Banderas ✗ US America/Adak ✗ ES Africa/Ceuta ✗
 *
 * The first timezone is therefore the country's main zone — the one of its capital, as the IANA
 * `zone.tab` also lists first — where alphabetical order gets it wrong (below), else the package's
 * first. Every main zone is checked (in the tests) to be one of the package's zones of that country.
 */
import { getCountry } from 'countries-and-timezones';

export const MAIN_TIMEZONE: Readonly<Record<string, string>> = {
  CL: 'America/Santiago',
  ES: 'Europe/Madrid',
  MX: 'America/Mexico_City',
  US: 'America/New_York',
};

/** Every IANA zone of a country (empty for an unknown code). */
export function timezonesOf(country: string): string[] {
  return getCountry(country as Parameters<typeof getCountry>[0])?.timezones ?? [];
}

/** The timezone a user of `country` gets: its main zone, else its first, else '' (none). */
export function firstTimezoneOf(country: string | null | undefined): string {
  if (!country) return '';
  const zones = timezonesOf(country);
  const main = MAIN_TIMEZONE[country];
  return main && zones.includes(main) ? main : (zones[0] ?? '');
}
