import { COUNTRIES, COUNTRY_LABELS } from '../src/enums';

describe('COUNTRY_LABELS', () => {
  it('names every accepted country as CLDR does in Spanish', () => {
    const cldr = new Intl.DisplayNames(['es'], { type: 'region' });
    expect(Object.keys(COUNTRY_LABELS)).toEqual([...COUNTRIES]);
    for (const code of COUNTRIES) expect(COUNTRY_LABELS[code]).toBe(cldr.of(code));
  });
});
