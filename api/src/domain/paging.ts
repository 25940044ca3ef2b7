/** Pages and searches of the lists. */
import { PAGE_SIZE } from '@banca/contracts/limits';

/** `text` with LIKE's wildcards escaped, so that a search for "50%" looks for that text. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of a search: the text, trimmed and lower case, anywhere. */
export function likePattern(search: string): string {
  return `%${escapeLike(search.trim().toLowerCase())}%`;
}

/** Rows skipped before `page` (from 1). */
export const pageOffset = (page: number, pageSize = PAGE_SIZE): number => (page - 1) * pageSize;

export function totalPages(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
