/** The SQLSTATE of a database error, whether raised by the driver or wrapped by the query builder (as its cause). */
export function sqlState(error: unknown): string | undefined {
  for (const candidate of [(error as { cause?: unknown })?.cause, error]) {
    const code = (candidate as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint (or unique index) a database error names, if any: which rule a write broke. */
export function sqlConstraint(error: unknown): string | undefined {
  for (const candidate of [(error as { cause?: unknown })?.cause, error]) {
    const constraint = (candidate as { constraint?: unknown } | undefined)?.constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** The DETAIL of a database error (what a function raising it says besides its message), if any. */
export function sqlDetail(error: unknown): string | undefined {
  for (const candidate of [(error as { cause?: unknown })?.cause, error]) {
    const detail = (candidate as { detail?: unknown } | undefined)?.detail;
    if (typeof detail === 'string') return detail;
  }
  return undefined;
}
