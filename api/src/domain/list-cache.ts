/**
 * Answers of list queries, remembered briefly: totals (counting 100,000 rows costs ~25 ms on
 * PGlite) and the pages of the plain users list every staff member lands on. An entry only goes
 * stale when rows are written, so writers clear their namespace; another API instance's writes
 * show within LIST_CACHE_MS (`LIST_CACHE_MS` in the environment; 0 turns the cache off).
 *
 * Each namespace carries a generation, bumped by every invalidation: an answer computed while a
 * write was in flight is returned but not kept, so a read never outlives the write it raced with.
 */
export const LIST_CACHE_MS = 10_000;
const LIMIT = 1_000;

export class ListCache {
  private readonly entries = new Map<string, { value: unknown; at: number }>();
  private readonly generations = new Map<string, number>();

  constructor(private readonly ttlMs = LIST_CACHE_MS) {}

  async get<T>(namespace: string, key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const id = `${namespace}\u0000${key}`;
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at <= this.ttlMs) return hit.value as T;
    const generation = this.generationOf(namespace);
    const value = await compute();
    if (generation === this.generationOf(namespace)) {
      if (this.entries.size >= LIMIT) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, { value, at: Date.now() });
    }
    return value;
  }

  invalidate(namespace: string): void {
    this.generations.set(namespace, this.generationOf(namespace) + 1);
    const prefix = `${namespace}\u0000`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }

  private generationOf(namespace: string): number {
    return this.generations.get(namespace) ?? 0;
  }
}
