import { COUNTRIES } from '@banca/contracts/enums';
import { firstTimezoneOf, MAIN_TIMEZONE, timezonesOf } from './timezones';

describe('firstTimezoneOf', () => {
  it.each([
    ['VE', 'America/Caracas'],
    ['CO', 'America/Bogota'],
    ['CL', 'America/Santiago'],
    ['MX', 'America/Mexico_City'],
    ['US', 'America/New_York'],
    ['ES', 'Europe/Madrid'],
    ['GB', 'Europe/London'],
    ['DE', 'Europe/Berlin'],
    ['JP', 'Asia/Tokyo'],
    ['AE', 'Asia/Dubai'],
  ])('gives %s the zone %s', (country, zone) => {
    expect(firstTimezoneOf(country)).toBe(zone);
  });

  it('is empty for a country with no zone, an unknown code or none', () => {
    expect(firstTimezoneOf('ZZ')).toBe('');
    expect(firstTimezoneOf('')).toBe('');
    expect(firstTimezoneOf(null)).toBe('');
  });

  it('overrides the alphabetical first only with a zone of that country, and only where it is wrong', () => {
    for (const [country, zone] of Object.entries(MAIN_TIMEZONE)) {
      const zones = timezonesOf(country);
      expect(zones).toContain(zone);
      expect(zones[0]).not.toBe(zone);
    }
  });

  it('knows every country the API accepts, each with a zone the browser knows', () => {
    const known = new Set(Intl.supportedValuesOf('timeZone'));
    for (const country of COUNTRIES) {
      expect(known.has(firstTimezoneOf(country))).toBe(true);
    }
  });
});
