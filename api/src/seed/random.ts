/**
 * A small deterministic pseudo-random generator for the demo data set (mulberry32).
 * Never use it for secrets: it exists so the same options always build the same data.
 */

/** The constant every stream derives from; change it and every demo value changes. */
const BASE_SEED = 0x5eed_ba9c;

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /**
   * An independent stream per part of the seed (users, booths, tickets...), so that growing one
   * part (more users at a larger scale) leaves the data of the other parts unchanged.
   */
  static stream(name: string): Random {
    let hash = BASE_SEED;
    for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193) >>> 0;
    return new Random(hash);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** An amount in [min, max] with two decimals. */
  money(min: number, max: number): number {
    return Math.round(this.float(min, max) * 100) / 100;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: `weightOf` gives each item's relative share. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weightOf(item), 0);
    let target = this.next() * total;
    for (const item of items) {
      target -= weightOf(item);
      if (target < 0) return item;
    }
    return items[items.length - 1];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** `count` distinct integers of [min, max], ascending. */
  distinctInts(count: number, min: number, max: number): number[] {
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(this.int(min, max));
    return [...chosen].sort((a, b) => a - b);
  }

  /** `length` decimal digits as text, leading zeros kept ("0412"). */
  digits(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += String(this.int(0, 9));
    return text;
  }
}
