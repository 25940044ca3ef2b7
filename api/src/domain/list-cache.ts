/**
 * Answers of list queries, remembered briefly: the pages of the plain users list every staff member
 * lands on. An entry only goes stale when rows are written, so writers clear their namespace — on
 * every API instance that shares the database, through the invalidation channel
 * (../db/invalidations.ts). `LIST_CACHE_MS` in the environment sets the lifetime; 0 turns it off.
 *
 * The cache carries a generation, bumped by every invalidation: an answer computed while a write
 * was in flight (here or on another instance) is returned but not kept, so a read never outlives the
 * write it raced with. An entry is served only after the channel is in step (`synced()`): every
 * write answered before this read arrived, on any instance, has been heard. While the channel may
 * miss another instance's message, nothing is served from memory.
 */
import { type Invalidations, LocalInvalidations } from '../db/invalidations';

export const LIST_CACHE_MS = 10_000;
const LIMIT = 1_000;

export class ListCache {
  private readonly entries = new Map<string, { value: unknown; at: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs = LIST_CACHE_MS,
    private readonly invalidations: Invalidations = new LocalInvalidations(),
  ) {
    invalidations.subscribe('lists', (namespace) => this.forget(namespace));
  }

  async get<T>(namespace: string, key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0 || !this.invalidations.live) return compute();
    const id = `${namespace}\u0000${key}`;
    const hit = this.entries.get(id);
    // Served only once every write committed before this read was heard (and did not forget it).
    if (hit && Date.now() - hit.at <= this.ttlMs && (await this.invalidations.synced()) && this.entries.get(id) === hit) {
      return hit.value as T;
    }
    const generation = this.generation;
    const value = await compute();
    if (generation === this.generation && this.invalidations.live) {
      if (this.entries.size >= LIMIT) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, { value, at: Date.now() });
    }
    return value;
  }

  /** Clears `namespace` here at once and on the other instances before the promise settles. */
  invalidate(namespace: string): Promise<void> {
    return this.invalidations.publish('lists', namespace);
  }

  /** Forgets `namespace`, or everything when it is not given. */
  private forget(namespace: string | undefined): void {
    this.generation++;
    if (namespace === undefined) {
      this.entries.clear();
      return;
    }
    const prefix = `${namespace}\u0000`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }
}
