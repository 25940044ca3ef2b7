/** Pages and searches of the lists. */
import { PAGE_SIZE } from '@banca/contracts/limits';

/** Escapes LIKE wildcards so a search for "50%" looks for that text. */
export function likePattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows skipped before `page` (from 1). */
export const pageOffset = (page: number, pageSize = PAGE_SIZE): number => (page - 1) * pageSize;

export function totalPages(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
