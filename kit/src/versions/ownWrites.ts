/**
 * Which versions of a record this page's own writes produced. A user's tabs, or a booth's form
 * and its sellers, each keep the ETag of what they read; after a write of one of them the record
 * has a new version, and the others would be refused as stale although nothing they show changed
 * but by us. A write whose If-Match was `from` and answered `to` proves that no one else wrote in
 * between, so an edit based on `from` may be sent as based on `to`. Changes by anyone else are
 * never followed: such an edit still gets 412.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Per query client (one per page; a fresh one per test): record key → from-ETag → to-ETag. */
const chains = new WeakMap<QueryClient, Map<string, Map<string, string>>>();

const chainOf = (client: QueryClient, record: QueryKey) => {
  let records = chains.get(client);
  if (!records) {
    records = new Map();
    chains.set(client, records);
  }
  const key = JSON.stringify(record);
  let chain = records.get(key);
  if (!chain) {
    chain = new Map();
    records.set(key, chain);
  }
  return chain;
};

/** Notes that this page's write took the record from version `from` to `to`. */
export function noteOwnWrite(client: QueryClient, record: QueryKey, from: string | null | undefined, to: string | null): void {
  if (from && to && from !== to) chainOf(client, record).set(from, to);
}

/** The newest version our own writes took `etag` to (itself when none did). */
export function ownVersionAfter(client: QueryClient, record: QueryKey, etag: string | null | undefined): string | null {
  if (!etag) return null;
  const chain = chainOf(client, record);
  const seen = new Set<string>();
  let current = etag;
  while (chain.has(current) && !seen.has(current)) {
    seen.add(current);
    current = chain.get(current)!;
  }
  return current;
}
