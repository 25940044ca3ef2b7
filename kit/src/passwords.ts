/** The rules of a password a form sets (an administrator's reset, one's own change), as the API checks them. */
import { MAX_LENGTH, MIN_PASSWORD_LENGTH } from '@banca/contracts/limits';
import type { FormRule } from 'antd';

export const PASSWORD_MESSAGES = {
  length: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  tooLong: `La contraseña debe tener como máximo ${MAX_LENGTH.password} caracteres.`,
  mismatch: 'Las contraseñas no coinciden.',
} as const;

/** A new password: at least MIN_PASSWORD_LENGTH characters, at most MAX_LENGTH.password. */
export const passwordRules = (required: boolean, requiredMessage: string = PASSWORD_MESSAGES.length): FormRule[] => [
  ...(required ? [{ required: true, message: requiredMessage }] : []),
  { min: MIN_PASSWORD_LENGTH, message: PASSWORD_MESSAGES.length },
  { max: MAX_LENGTH.password, message: PASSWORD_MESSAGES.tooLong },
];
