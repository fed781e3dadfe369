import type { ComponentType } from 'react';
import type { RecentVisit, Visit } from './reservations-api.ts';

/**
 * The remotes of the platform and what the shell needs from each. This is the
 * contract between the shell, the remotes and the deploy tooling: the shell routes
 * URL prefixes with it, `deploy publish` refuses a build whose manifest lacks a
 * required exposed module, and the registry is keyed by these names.
 */
export const REMOTE_NAMES = ['booking', 'auth', 'salons', 'blog', 'jobs', 'profile', 'shop'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Path prefixes owned by each remote (a prefix matches itself and anything under `prefix/`). */
export const REMOTE_ROUTE_PREFIXES: Readonly<Record<RemoteName, readonly string[]>> = {
  booking: ['/rezerwacja', '/wizyty'],
  auth: [],
  salons: ['/salony'],
  blog: ['/blog'],
  jobs: ['/pracuj-z-nami'],
  profile: ['/profil'],
  shop: ['/sklep'],
};

/** Exposed modules the shell loads; a build without them cannot be published. */
export const REQUIRED_EXPOSES: Readonly<Record<RemoteName, readonly string[]>> = {
  booking: ['./routes', './ReservationCard', './embed', './VisitCard', './RecentVisitCard', './PreferredSalonPicker'],
  auth: ['./dialog-host'],
  salons: ['./routes'],
  blog: ['./routes'],
  jobs: ['./routes'],
  profile: ['./routes'],
  shop: ['./routes'],
};

/** The remote owning a pathname, or undefined when no remote does. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) =>
    REMOTE_ROUTE_PREFIXES[name].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}

/**
 * Default export of every `./routes` module: a component rendering the remote's
 * `<Routes>` with absolute paths (the shell mounts it under a root splat), wrapped in
 * the remote's own Redux store and i18n namespace.
 */
export type RemoteRoutesModule = { default: ComponentType };

/** Default export of auth's `./dialog-host`: mounted once by the shell, opened by `auth:open`. */
export type AuthDialogHostModule = { default: ComponentType };

/**
 * Props of booking's `./VisitCard` (the profile's reservations tab): an upcoming visit
 * with edit, add to calendar and cancel; `onCancelled` tells the host to reload its list.
 */
export interface VisitCardProps {
  visit: Visit;
  onCancelled?: () => void;
}

/** Props of booking's `./RecentVisitCard`: a past visit with "book again". */
export interface RecentVisitCardProps {
  visit: RecentVisit;
}

/** Props of booking's `./PreferredSalonPicker`: the preferred-salon modal, open while mounted; a choice saves and closes it. */
export interface PreferredSalonPickerProps {
  onClose: () => void;
}
