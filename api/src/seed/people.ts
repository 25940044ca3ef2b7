/**
 * Made-up people: names, e-mail, identity document and phone in the style of their country.
 * E-mails are kept unique because they double as usernames (users and seller accounts).
 */
import { COUNTRIES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, type CountryInfo } from './catalog';
import type { DocumentType } from '@banca/contracts/enums';
import type { Random } from './random';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  documentType: DocumentType;
  documentNumber: string;
  phone: string;
  country: CountryInfo;
  city: string;
  language: 'es' | 'en';
}

/** "José Hernández" -> "jose.hernandez": e-mail addresses carry no accents. */
function emailLocalPart(firstName: string, lastName: string): string {
  return `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
}

export class PeopleFactory {
  private readonly emailsTaken = new Set<string>();
  private readonly documentsTaken = new Set<string>();

  constructor(private readonly random: Random) {}

  /** Marks an address as used (the demo accounts' ones) so no one else gets it. */
  reserveEmail(email: string): void {
    this.emailsTaken.add(email.toLowerCase());
  }

  /** `email` itself when free, otherwise the same address with a number added to its local part. */
  claimEmail(email: string): string {
    const [local, domain] = email.toLowerCase().split('@');
    let candidate = `${local}@${domain}`;
    for (let n = 2; this.emailsTaken.has(candidate); n++) candidate = `${local}${n}@${domain}`;
    this.emailsTaken.add(candidate);
    return candidate;
  }

  /** firstname.lastname@domain, with a number added when that address is taken. */
  uniqueEmail(firstName: string, lastName: string, domain: string = this.random.pick(EMAIL_DOMAINS)): string {
    return this.claimEmail(`${emailLocalPart(firstName, lastName)}@${domain}`);
  }

  person(country: CountryInfo = this.random.weighted(COUNTRIES, (c) => c.weight), city?: string): Person {
    const firstName = this.random.pick(FIRST_NAMES);
    // Two surnames now and then, as is common in the region.
    const lastName = this.random.chance(0.2)
      ? `${this.random.pick(LAST_NAMES)} ${this.random.pick(LAST_NAMES)}`
      : this.random.pick(LAST_NAMES);
    const { documentType, documentNumber } = this.document(country);
    return {
      firstName,
      lastName,
      email: this.uniqueEmail(firstName, lastName.split(' ')[0]),
      documentType,
      documentNumber,
      phone: this.phone(country),
      country,
      city: city ?? this.random.pick(country.cities),
      language: country.code === 'US' && this.random.chance(0.3) ? 'en' : 'es',
    };
  }

  document(country: CountryInfo): { documentType: DocumentType; documentNumber: string } {
    for (;;) {
      const document = this.documentOf(country);
      if (!this.documentsTaken.has(document.documentNumber)) {
        this.documentsTaken.add(document.documentNumber);
        return document;
      }
    }
  }

  private documentOf(country: CountryInfo): { documentType: DocumentType; documentNumber: string } {
    const r = this.random;
    switch (country.code) {
      case 'VE':
        // Cédula: V- for Venezuelans, E- for resident foreigners.
        return r.chance(0.95)
          ? { documentType: 'DNI', documentNumber: `V-${r.int(4_000_000, 32_999_999)}` }
          : { documentType: 'DNI', documentNumber: `E-${r.int(80_000_000, 84_999_999)}` };
      case 'CO':
        return { documentType: 'ID Card', documentNumber: `CC ${r.int(10_000_000, 1_199_999_999)}` };
      case 'CL': {
        const body = r.int(8_000_000, 26_999_999);
        return { documentType: 'DNI', documentNumber: `${groupThousands(body)}-${rutCheckDigit(body)}` };
      }
      case 'MX':
        return { documentType: 'ID Card', documentNumber: `INE ${r.digits(13)}` };
      case 'US':
        return { documentType: 'Passport', documentNumber: String(r.int(500_000_000, 599_999_999)) };
      case 'ES': {
        const number = r.int(10_000_000, 79_999_999);
        return { documentType: 'DNI', documentNumber: `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}` };
      }
    }
  }

  phone(country: CountryInfo): string {
    const r = this.random;
    switch (country.code) {
      case 'VE':
        return `+58 ${r.pick(['412', '414', '416', '424', '426'])}-${r.digits(7)}`;
      case 'CO':
        return `+57 3${r.int(0, 2)}${r.int(0, 9)} ${r.digits(7)}`;
      case 'CL':
        return `+56 9 ${r.digits(4)} ${r.digits(4)}`;
      case 'MX':
        return `+52 ${r.pick(['55', '33', '81'])} ${r.digits(4)} ${r.digits(4)}`;
      case 'US':
        return `+1 ${r.pick(['305', '786', '407', '212'])}-${r.int(200, 999)}-${r.digits(4)}`;
      case 'ES':
        return `+34 6${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`;
    }
  }
}

/** Chilean RUT check digit (modulo 11). */
function rutCheckDigit(body: number): string {
  let sum = 0;
  let factor = 2;
  for (let n = body; n > 0; n = Math.floor(n / 10)) {
    sum += (n % 10) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

/** 12345678 -> "12.345.678" (the Spanish-speaking world's thousands separator). */
export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
