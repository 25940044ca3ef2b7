/** The validation rules of the user dialog's forms, with their Spanish messages. */
import type { FormRule as Rule } from 'antd';

export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 128;

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
  usernameLength: 'El usuario debe tener al menos 3 caracteres.',
  usernameFormat: 'El usuario solo puede tener letras, números y los signos . _ @ + -',
  passwordLength: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  percentageRequired: 'Ingresa un porcentaje.',
  percentageRange: 'El porcentaje debe estar entre 0 y 100.',
  percentageDecimals: 'El porcentaje admite como máximo 2 decimales.',
  salesLimitRequired: 'Ingresa el límite de venta.',
  salesLimitInteger: 'El límite de venta debe ser un número entero mayor o igual a 0.',
} as const;

export const emailRules: Rule[] = [...requiredText(MESSAGES.email), { type: 'email', message: MESSAGES.emailFormat }];

export const usernameRules: Rule[] = [
  { min: 3, message: MESSAGES.usernameLength },
  { pattern: /^[A-Za-z0-9._@+-]+$/, message: MESSAGES.usernameFormat },
];

export const passwordRules = (required: boolean, requiredMessage: string = MESSAGES.passwordLength): Rule[] => [
  ...(required ? [{ required: true, message: requiredMessage }] : []),
  { min: MIN_PASSWORD_LENGTH, message: MESSAGES.passwordLength },
  { max: MAX_PASSWORD_LENGTH, message: `La contraseña debe tener como máximo ${MAX_PASSWORD_LENGTH} caracteres.` },
];

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** 0–100 with the forms' step of 0.01. */
export const percentageRules: Rule[] = [
  { required: true, message: MESSAGES.percentageRequired },
  {
    validator: async (_, value: unknown) => {
      if (value === null || value === undefined || value === '') return;
      if (!isNumber(value) || value < 0 || value > 100) throw new Error(MESSAGES.percentageRange);
      if (!hasTwoDecimalsAtMost(value)) throw new Error(MESSAGES.percentageDecimals);
    },
  },
];

/** An integer ≥ 0. */
export const salesLimitRules: Rule[] = [
  { required: true, message: MESSAGES.salesLimitRequired },
  {
    validator: async (_, value: unknown) => {
      if (value === null || value === undefined || value === '') return;
      if (!isNumber(value) || !Number.isInteger(value) || value < 0) throw new Error(MESSAGES.salesLimitInteger);
    },
  },
];
