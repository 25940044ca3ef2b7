import type { FormInstance } from 'antd';
import { toApiError } from '@banca/shared-auth';

/**
 * Marks the fields a failed save names (`fields` of the API's error, e.g. a 409 on `username`) on
 * an antd form whose field names are the API's. Returns whether any field of the form was marked;
 * when none was, the caller shows the error's message on its own.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  const { fields } = toApiError(error);
  const names = new Set(form.getFieldsError().map((field) => field.name.join('.')));
  const marked = Object.entries(fields)
    .filter(([name]) => names.has(name))
    .map(([name, message]) => ({ name: name.split('.'), errors: [message] }));
  if (marked.length > 0) form.setFields(marked);
  return marked.length > 0;
}
