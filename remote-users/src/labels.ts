/** Spanish names of the users' codes (SPEC.md sections 3 and 6). */
import type { Country, DocumentType, Language, Role, UserLevel } from '@banca/shared-auth';

export const USER_LEVELS: Record<UserLevel, { label: string; color: string }> = {
  admin: { label: 'Administrador', color: 'volcano' },
  advanced: { label: 'Avanzado', color: 'geekblue' },
  intermediate: { label: 'Intermedio', color: 'gold' },
  seller: { label: 'Vendedor', color: 'green' },
};

export const ROLES: Record<Role, string> = {
  admin: 'Administrador',
  operator: 'Operador',
  client: 'Cliente',
  ticket_seller: 'Vendedor de Tickets',
};

export const COUNTRIES: Record<Country, string> = {
  VE: 'Venezuela',
  CO: 'Colombia',
  CL: 'Chile',
  MX: 'México',
  US: 'Estados Unidos',
  ES: 'España',
  GB: 'Reino Unido',
  DE: 'Alemania',
  JP: 'Japón',
  AE: 'Emiratos Árabes Unidos',
};

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

/** A code outside the known lists is shown as it came. */
export const labelOf = <K extends string>(labels: Record<K, string>, code: string | null | undefined): string =>
  code ? (labels[code as K] ?? code) : '—';
