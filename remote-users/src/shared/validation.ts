/** The validation rules of the user dialog's forms, with their Spanish messages. */
import {
  hasAtMostTwoDecimals,
  MAX_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
  MONEY,
  PERCENTAGE,
  PHONE_PATTERN,
  SALES_LIMIT,
  USERNAME_PATTERN,
} from '@banca/contracts/limits';
import {
  numberRules,
  optionalNumberRules,
  optionalPayoutRules,
  optionalPercentageRules,
  PASSWORD_MESSAGES,
  passwordRules,
  PRIZE_PLAN_MESSAGES,
} from '@banca/kit';
import type { FormRule as Rule } from 'antd';

export { MAX_LENGTH, MIN_PASSWORD_LENGTH, optionalPayoutRules, optionalPercentageRules, passwordRules };

/** A required text: empty or only spaces is refused (the API refuses it too). */
export const requiredText = (message: string): Rule[] => [{ required: true, whitespace: true, message }];
export const requiredChoice = (message: string): Rule[] => [{ required: true, message }];

export const MESSAGES = {
  firstName: 'El nombre es obligatorio.',
  lastName: 'El apellido es obligatorio.',
  documentType: 'El tipo de documento es obligatorio.',
  documentNumber: 'El número de documento es obligatorio.',
  email: 'El correo es obligatorio.',
  emailFormat: 'Ingresa un correo válido.',
  language: 'El idioma es obligatorio.',
  country: 'El país es obligatorio.',
  timezone: 'La zona horaria es obligatoria: el país elegido no tiene ninguna.',
  role: 'El rol es obligatorio.',
  usernameLength: `El usuario debe tener al menos ${MIN_USERNAME_LENGTH} caracteres.`,
  usernameFormat: 'El usuario solo puede tener letras, números y los signos . _ @ + -',
  passwordLength: PASSWORD_MESSAGES.length,
  phone: 'Escribe un teléfono válido: solo dígitos, espacios y los signos + - ( ), con 7 a 20 dígitos.',
  percentageRequired: 'Ingresa un porcentaje.',
  percentageRange: PRIZE_PLAN_MESSAGES.percentageRange,
  percentageDecimals: PRIZE_PLAN_MESSAGES.percentageDecimals,
  salesLimitRequired: 'Ingresa el límite de venta.',
  payoutRange: PRIZE_PLAN_MESSAGES.payoutRange,
  payoutDecimals: PRIZE_PLAN_MESSAGES.payoutDecimals,
  creditRange: `El límite de crédito debe estar entre 0 y ${MONEY.max.toLocaleString('es')}.`,
  creditDecimals: 'El límite de crédito admite como máximo 2 decimales.',
  salesLimitInteger: `El límite de venta debe ser un número entero entre ${SALES_LIMIT.min} y ${SALES_LIMIT.max.toLocaleString('es')}.`,
} as const;

export const emailRules: Rule[] = [...requiredText(MESSAGES.email), { type: 'email', message: MESSAGES.emailFormat }];

/** Optional; the API refuses what is not a phone number ('llámame') with the same rule. */
export const phoneRules: Rule[] = [
  { pattern: new RegExp(PHONE_PATTERN), transform: (value?: string) => value?.trim(), message: MESSAGES.phone },
];

export const usernameRules: Rule[] = [
  { min: MIN_USERNAME_LENGTH, message: MESSAGES.usernameLength },
  { pattern: new RegExp(USERNAME_PATTERN), message: MESSAGES.usernameFormat },
];

/** 0–100 with the forms' step of 0.01. */
export const percentageRules: Rule[] = numberRules(MESSAGES.percentageRequired, (value) => {
  if (value < PERCENTAGE.min || value > PERCENTAGE.max) return MESSAGES.percentageRange;
  return hasAtMostTwoDecimals(value) ? null : MESSAGES.percentageDecimals;
});

/** An integer ≥ 0. */
export const salesLimitRules: Rule[] = numberRules(MESSAGES.salesLimitRequired, (value) =>
  Number.isInteger(value) && value >= SALES_LIMIT.min && value <= SALES_LIMIT.max ? null : MESSAGES.salesLimitInteger,
);

/** An owner's credit limit in a currency: empty (no limit) or 0 … the API's maximum, two decimals at most. */
export const optionalCreditRules: Rule[] = optionalNumberRules((value) => {
  if (value < 0 || value > MONEY.max) return MESSAGES.creditRange;
  return hasAtMostTwoDecimals(value) ? null : MESSAGES.creditDecimals;
});
