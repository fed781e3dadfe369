import { BLOG_HOME_WIDGETS, REMOTE_NAMES, REMOTE_ROUTE_PREFIXES, REQUIRED_EXPOSES, remoteForPath } from './remotes.ts';
import { isMaintenanceActive } from './runtime-config.ts';

describe('remoteForPath', () => {
  it.each([
    ['/rezerwacja', 'booking'],
    ['/rezerwacja/edytuj/termin', 'booking'],
    ['/wizyty/abc', 'booking'],
    ['/salony/M123', 'salons'],
    ['/blog', 'blog'],
    ['/pracuj-z-nami/warszawa', 'jobs'],
    ['/profil/moje-dane', 'profile'],
    ['/sklep', 'shop'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('does not match a prefix that only starts the same way', () => {
    expect(remoteForPath('/blogger')).toBeUndefined();
    expect(remoteForPath('/o-nas')).toBeUndefined();
  });

  it('gives every prefix to exactly one remote', () => {
    const all = REMOTE_NAMES.flatMap((n) => REMOTE_ROUTE_PREFIXES[n]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('REQUIRED_EXPOSES', () => {
  it("makes a blog build without the home page's widgets unpublishable", () => {
    expect(BLOG_HOME_WIDGETS).toEqual(['./HomeBanners', './HomeVideos', './BlogTeaser', './BlogSlider']);
    expect(REQUIRED_EXPOSES.blog).toEqual(['./routes', ...BLOG_HOME_WIDGETS]);
  });
});

describe('isMaintenanceActive', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is off when disabled, whatever the dates', () => {
    expect(isMaintenanceActive({ enabled: false, startDate: null, endDate: null }, now)).toBe(false);
  });
  it('is on when enabled and either date is missing', () => {
    expect(isMaintenanceActive({ enabled: true, startDate: null, endDate: '2026-11-21T00:00:00Z' }, now)).toBe(true);
    expect(isMaintenanceActive({ enabled: true, startDate: '2026-11-23T00:00:00Z', endDate: null }, now)).toBe(true);
  });
  it('is on only inside the window when both dates are set', () => {
    const m = { enabled: true, startDate: '2026-11-22T10:00:00Z', endDate: '2026-11-22T14:00:00Z' };
    expect(isMaintenanceActive(m, now)).toBe(true);
    expect(isMaintenanceActive(m, new Date('2026-11-22T15:00:00Z'))).toBe(false);
    expect(isMaintenanceActive(m, new Date('2026-11-22T09:59:59Z'))).toBe(false);
  });
});
