import {
  CANARY_BUCKETS,
  canaryBucket,
  inCanary,
  isVisitorId,
  newVisitorId,
  resolveEntry,
  resolveRegistry,
  visitorCookie,
  visitorIdFromCookies,
} from './canary.ts';
import type { Registry } from './registry.ts';

const ids = Array.from({ length: 10_000 }, () => newVisitorId());

const stable = { entry: '/remotes/booking/v1-aaaaaaaa/mf-manifest.json', version: 'v1-aaaaaaaa' };
const canary = { entry: '/remotes/booking/v2-bbbbbbbb/mf-manifest.json', version: 'v2-bbbbbbbb' };

describe('the canary split', () => {
  it.each([1, 10, 25, 50, 90])('gives %s %% of 10,000 random visitors the canary, within 1.5 points', (percent) => {
    const share = ids.filter((id) => inCanary('booking', percent, id)).length / ids.length;
    expect(Math.abs(share * 100 - percent)).toBeLessThan(1.5);
  });

  it('spreads buckets evenly: each tenth of the range holds 10 % ± 1.5 of visitors', () => {
    const tenths = new Array<number>(10).fill(0);
    for (const id of ids) tenths[Math.floor(canaryBucket('booking', id) / (CANARY_BUCKETS / 10))]! += 1;
    for (const count of tenths) expect(Math.abs(count / ids.length - 0.1)).toBeLessThan(0.015);
  });

  it('is sticky: the same visitor gets the same answer every time', () => {
    for (const id of ids.slice(0, 500)) {
      const first = resolveEntry('booking', { ...stable, canary: { ...canary, percent: 30 } }, id);
      for (let i = 0; i < 3; i++) expect(resolveEntry('booking', { ...stable, canary: { ...canary, percent: 30 } }, id)).toEqual(first);
    }
  });

  it('only adds visitors when the share grows: nobody in the canary at 10 % is out of it at 50 %', () => {
    const at10 = ids.filter((id) => inCanary('booking', 10, id));
    expect(at10.every((id) => inCanary('booking', 50, id))).toBe(true);
  });

  it('draws each remote apart: the canaries of two remotes at 10 % share about 1 % of visitors, not 10 %', () => {
    const both = ids.filter((id) => inCanary('booking', 10, id) && inCanary('shop', 10, id)).length / ids.length;
    expect(both).toBeLessThan(0.03);
  });

  it('gives a visitor without an id the stable version', () => {
    expect(resolveEntry('booking', { ...stable, canary: { ...canary, percent: 99.99 } }, undefined)).toEqual({ ...stable, canary: false });
  });

  it('resolves a whole registry to one version per remote, without canaries', () => {
    const registry: Registry = {
      revision: 'r1',
      updatedAt: '2026-11-27T10:00:00.000Z',
      remotes: { booking: { ...stable, canary: { ...canary, percent: 50 } }, jobs: { entry: '/remotes/jobs/v1-cccccccc/mf-manifest.json', version: 'v1-cccccccc' } },
    };
    const inside = ids.find((id) => inCanary('booking', 50, id))!;
    const outside = ids.find((id) => !inCanary('booking', 50, id))!;
    expect(resolveRegistry(registry, inside).remotes).toEqual({ booking: canary, jobs: registry.remotes.jobs });
    expect(resolveRegistry(registry, outside).remotes).toEqual({ booking: stable, jobs: registry.remotes.jobs });
    expect(resolveRegistry(registry, inside).revision).toBe('r1');
  });
});

describe('the visitor id', () => {
  it('is read from a Cookie header among others, and refused when it is not one of ours', () => {
    const id = newVisitorId();
    expect(isVisitorId(id)).toBe(true);
    expect(visitorIdFromCookies(`a=1; salon_visitor=${id}; b=2`)).toBe(id);
    expect(visitorIdFromCookies('salon_visitor=short')).toBeUndefined();
    expect(visitorIdFromCookies('salon_visitor=<script>alert(1)</script>-aaaaaaaaaaaaaaaa')).toBeUndefined();
    expect(visitorIdFromCookies(undefined)).toBeUndefined();
  });

  it('is kept by a first-party, long-lived cookie, Secure on https', () => {
    expect(visitorCookie('0123456789abcdef', true)).toBe('salon_visitor=0123456789abcdef; Path=/; Max-Age=34560000; SameSite=Lax; Secure');
    expect(visitorCookie('0123456789abcdef', false)).not.toContain('Secure');
  });
});
