import { salonImage, type SalonPhoto, type SalonPhotoKind } from '../../lib/salon-photos.ts';
import type { SalonImageRow } from '../schema.ts';
import { Random } from './random.ts';
import type { SalonSpec } from './salon-list.ts';

/*
 * Which pictures of the photo library each seeded salon shows. A salon takes the next
 * pictures of its kind's pool (barbershops barber scenes, the mobile teams theirs,
 * every other salon the hair-salon scenes), so salons listed next to each other never
 * share a picture until the pool wraps round; suggested salons also get two or three
 * wide panoramas for the 17:6 gallery.
 */

const kindOf = (spec: SalonSpec): SalonPhotoKind => (spec.kind === 'barber' ? 'barber' : spec.kind === 'mobile' ? 'mobile' : 'salon');

/** Hands out pictures to salons in the order they are asked for; one per seed run. */
export class SalonPictures {
  private readonly pools = new Map<SalonPhotoKind, string[]>();
  private readonly panoramas: string[];
  /** Per pool: where the next salon starts, and what the previous salon took. */
  private readonly next = new Map<string, number>();
  private readonly previous = new Map<string, ReadonlySet<string>>();
  /** Per city: the pictures its salons show first (the list's thumbnails). */
  private readonly firsts = new Map<string, Set<string>>();

  constructor(photos: readonly SalonPhoto[]) {
    for (const kind of ['salon', 'barber', 'mobile'] as const) {
      const ids = photos.filter((photo) => photo.kind === kind && !photo.panorama).map((photo) => photo.id);
      this.pools.set(kind, new Random(`pictures:${kind}`).shuffle(ids));
    }
    this.panoramas = new Random('pictures:panorama').shuffle(photos.filter((photo) => photo.panorama).map((photo) => photo.id));
  }

  /**
   * The next `count` ids of a pool, at most half of it: a salon never shows one picture
   * twice, and shares none with the salon before it in the pool. With `city`, the first
   * picture is also one no other salon of that city starts with (when the pool allows).
   */
  private take(pool: readonly string[], key: string, count: number, city?: string): string[] {
    if (pool.length === 0) return [];
    const length = Math.min(count, Math.max(1, Math.floor(pool.length / 2)));
    const block = (start: number) => Array.from({ length }, (_, i) => pool[(start + i) % pool.length]!);
    const previous = this.previous.get(key) ?? new Set<string>();
    const firsts = city === undefined ? new Set<string>() : (this.firsts.get(city) ?? new Set<string>());
    let start = this.next.get(key) ?? 0;
    for (let tries = 0; tries < pool.length; tries += 1, start += 1) {
      const candidate = block(start);
      if (!firsts.has(candidate[0]!) && candidate.every((id) => !previous.has(id))) break;
    }
    const taken = block(start);
    this.next.set(key, start + length);
    this.previous.set(key, new Set(taken));
    if (city !== undefined) this.firsts.set(city, firsts.add(taken[0]!));
    return taken;
  }

  /**
   * `count` pictures for a salon, from its kind's pool, or the hair-salon pool when a
   * library (the chain's own photographs, say) has none of that kind.
   */
  images(spec: SalonSpec, count: number): SalonImageRow[] {
    const kind = kindOf(spec);
    const own = this.pools.get(kind) ?? [];
    const [pool, key] = own.length > 0 ? [own, kind] : [this.pools.get('salon') ?? [], 'salon'];
    return this.take(pool, key, count, spec.city).map(salonImage);
  }

  /** The wide 17:6 set: two or three panoramas for a suggested salon, none for the others. */
  widePanoramas(spec: SalonSpec): SalonImageRow[] {
    if (!spec.suggested) return [];
    const count = spec.id === 'M101' ? 3 : new Random(`pictures:wide:${spec.id}`).int(2, 3);
    return this.take(this.panoramas, 'panorama', count).map(salonImage);
  }
}
