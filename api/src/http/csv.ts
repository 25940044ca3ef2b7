/**
 * CSV files that Excel in Spanish opens as they are: fields separated by semicolons, a byte order
 * mark so it reads UTF-8, and text that could start a formula quoted with a leading apostrophe
 * (CSV injection).
 */
const SEPARATOR = ';';

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file: a header line and one line per row, with the byte order mark first. */
export function csvFile(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(SEPARATOR)).join('\r\n')}\r\n`;
}
