/**
 * CSV files (every export: reports, exposure, booth days) that Excel in Spanish opens as they are: fields separated by semicolons (the comma is
 * the decimal mark there), amounts with two decimals and a decimal comma, no thousands separator,
 * CRLF line ends, and a UTF-8 byte-order mark so the accents of 'Lotería' or 'Agencia El Ávila'
 * are read as UTF-8 and not as Windows-1252.
 */
export const BOM = '\uFEFF';
export const SEPARATOR = ';';
export const EOL = '\r\n';

/**
 * A text field: quoted (inner quotes doubled) when it holds the separator, a quote or a line
 * break (RFC 4180). A label that starts like a formula (= + - @) gets a leading apostrophe, so a
 * booth named '=HYPERLINK(…)' stays text in the spreadsheet (OWASP: CSV injection).
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 1234.5 → '1234,50'; -315.5 → '-315,50'. */
export function csvAmount(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2).replace('.', ',');
}
