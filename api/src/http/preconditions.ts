/**
 * Optimistic concurrency over HTTP (RFC 9110): a record's detail reads answer its version as a
 * strong `ETag`, and its writes take `If-Match`. The domain turns the condition into the WHERE of
 * the write's UPDATE (`domain/versions.ts`), so checking and writing are one atomic step.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VersionCondition } from '../domain/versions';
import { invalidField } from '../errors';

/** The strong entity tag of a record's version: `"7"`. */
const etagOf = (version: number): string => `"${version}"`;

/** The answer of a detail read or a write: the record as the body, its version as the ETag. */
export function withETag<T>(reply: FastifyReply, { record, version }: { record: T; version: number }): T {
  void reply.header('etag', etagOf(version));
  return record;
}

const MAX_VERSION = 2 ** 31 - 1;

const malformed = () => {
  const message = 'El encabezado «If-Match» no es válido: envía la etiqueta ETag recibida al leer el registro (por ejemplo "3") o *.';
  return invalidField('if-match', message);
};

/**
 * The entity-tags of a list (`#entity-tag`: commas with optional spaces, empty elements allowed),
 * each as `{ weak, opaque }`; undefined when the text is not such a list. An opaque tag may hold
 * commas, so the list is read tag by tag rather than split.
 */
function entityTags(text: string): { weak: boolean; opaque: string }[] | undefined {
  const tags: { weak: boolean; opaque: string }[] = [];
  // An element: optional W/, then a quoted opaque tag of etagc (%x21 / %x23-7E / obs-text).
  const element = /[ \t,]*(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"[ \t]*(?:,|$)/y;
  let at = 0;
  while (at < text.length) {
    if (/^[ \t,]*$/.test(text.slice(at))) break;
    element.lastIndex = at;
    const match = element.exec(text);
    if (!match) return undefined;
    tags.push({ weak: Boolean(match[1]), opaque: match[2] });
    at = element.lastIndex;
  }
  return tags;
}

/**
 * Reads `If-Match` as a condition on the version: no header or `*` is unconditional (every write
 * here targets a record that exists); weak tags and tags this server never issued match nothing.
 * Its comparison is the strong one. A header that is neither `*` nor a list of entity-tags is a
 * 400 naming it.
 */
export function ifMatchOf(request: FastifyRequest): VersionCondition {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header.join(', ') : header;
  if (text.trim() === '*') return undefined;
  const tags = entityTags(text);
  if (!tags || tags.length === 0) throw malformed();
  return tags
    .filter((tag) => !tag.weak && /^(0|[1-9][0-9]{0,9})$/.test(tag.opaque))
    .map((tag) => Number(tag.opaque))
    .filter((version) => version <= MAX_VERSION);
}
