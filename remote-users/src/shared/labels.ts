/** Spanish names of the users' codes (the roles' and game kinds' are the kit's, shared by every app). */
import type { Country, DocumentType, Language, UserLevel } from '@banca/contracts';

export const USER_LEVELS: Record<UserLevel, { label: string; color: string }> = {
  admin: { label: 'Administrador', color: 'volcano' },
  advanced: { label: 'Avanzado', color: 'geekblue' },
  intermediate: { label: 'Intermedio', color: 'gold' },
  seller: { label: 'Vendedor', color: 'green' },
};

/** The countries the API accepts, in the order the form offers them. */
export const COUNTRY_CODES: readonly Country[] = ['VE', 'CO', 'CL', 'MX', 'US', 'ES', 'GB', 'DE', 'JP', 'AE'];

/** Country names in Spanish from the runtime's CLDR data (Intl.DisplayNames), not a hand-written list. */
const regionNames = new Intl.DisplayNames(['es'], { type: 'region' });
export const COUNTRIES = Object.fromEntries(COUNTRY_CODES.map((code) => [code, regionNames.of(code) ?? code])) as Record<Country, string>;

export const DOCUMENT_TYPES: Record<DocumentType, string> = {
  DNI: 'DNI',
  Passport: 'Pasaporte',
  'ID Card': 'Cédula de identidad',
  Other: 'Otro',
};

export const LANGUAGES: Record<Language, string> = {
  es: 'Español',
  en: 'Inglés',
};
