/*
 * A small seeded pseudo-random generator (mulberry32) for the seed: the same stream name
 * gives the same numbers on every run and every machine, so the seeded chain is
 * byte-identical for the same day. Each part of the seed draws from its own named
 * stream, so that adding a salon does not reshuffle every visit of the chain.
 */

/** A 32-bit FNV-1a hash: turns a stream name into a generator seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** '00'…'ff': formatting a number in base 16 is slow in V8, a table lookup is not. */
const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const hex32 = (n: number) => BYTE_HEX[n >>> 24]! + BYTE_HEX[(n >>> 16) & 0xff]! + BYTE_HEX[(n >>> 8) & 0xff]! + BYTE_HEX[n & 0xff]!;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export class Random {
  private state: number;

  constructor(stream: string) {
    this.state = hash(stream);
  }

  /** A float in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
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
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let target = this.next() * total;
    for (const item of items) {
      target -= weight(item);
      if (target < 0) return item;
    }
    return items[items.length - 1]!;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** `count` digits (at most 15) as text, leading zeros allowed. */
  digits(count: number): string {
    return String(this.int(0, 10 ** count - 1)).padStart(count, '0');
  }

  /** Letters, digits, '_' and '-' (the alphabet of Google's ids). */
  token(length: number): string {
    let text = '';
    for (let i = 0; i < length; i += 1) text += ALPHANUMERIC[this.int(0, ALPHANUMERIC.length - 1)];
    return text;
  }

  /** A version-4 UUID; the seed sets its ids itself so that two runs are identical. */
  uuid(): string {
    const a = this.word();
    const b = ((this.word() & 0xffff0fff) | 0x4000) >>> 0;
    const c = ((this.word() & 0x3fffffff) | 0x80000000) >>> 0;
    const d = this.word();
    const hb = hex32(b);
    const hc = hex32(c);
    return `${hex32(a)}-${hb.slice(0, 4)}-${hb.slice(4)}-${hc.slice(0, 4)}-${hc.slice(4)}${hex32(d)}`;
  }

  /** 32 random bits as an unsigned integer. */
  private word(): number {
    return (this.next() * 0x1_0000_0000) >>> 0;
  }
}
