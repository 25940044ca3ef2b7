/**
 * Totals of paginated lists, remembered briefly: counting 100,000 rows for every page turn is the
 * most expensive part of a list call, and a total only changes when rows are written. Writers
 * clear their namespace; another API instance's writes show within COUNT_CACHE_MS.
 */
export const COUNT_CACHE_MS = 10_000;
const LIMIT = 1_000;

export class CountCache {
  private readonly entries = new Map<string, { total: number; at: number }>();

  constructor(private readonly ttlMs = COUNT_CACHE_MS) {}

  async get(namespace: string, key: string, compute: () => Promise<number>): Promise<number> {
    const id = `${namespace}\u0000${key}`;
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at <= this.ttlMs) return hit.total;
    const total = await compute();
    if (this.entries.size >= LIMIT) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { total, at: Date.now() });
    return total;
  }

  invalidate(namespace: string): void {
    const prefix = `${namespace}\u0000`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }
}
