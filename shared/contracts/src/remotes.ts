import type { ComponentType } from 'react';
import type { BlogBanner } from './blog-api.ts';
import type { RecentVisit, Visit } from './reservations-api.ts';
import { isUnderPath } from './site-paths.ts';

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

/**
 * The blog remote's widgets of the home page, in the page's order. Each default export
 * brings its own Redux provider (the page's blog store) and copy, so it works mounted
 * alone; it draws the skeleton of its final box while its data loads
 * (`@salon/ui/home-widgets`, which the shell shows while the remote's code loads) and
 * on an API failure draws nothing (the teaser: a short retry), never breaking the page.
 * - `./HomeBanners` (`HomeBannersProps`): rest/jldbanner, a carousel of links; its first
 *   picture is the page's LCP.
 * - `./HomeVideos`: rest/getytlinks, thumbnails whose player is created on click only.
 * - `./BlogTeaser`: rest/blogpost, the 12 newest posts and a link to /blog.
 * - `./BlogSlider`: rest/blogpromotedpost in a sideways row, below 789 px wide only.
 * The last three take no props.
 */
export const BLOG_HOME_WIDGETS = ['./HomeBanners', './HomeVideos', './BlogTeaser', './BlogSlider'] as const;
export type BlogHomeWidget = (typeof BLOG_HOME_WIDGETS)[number];
export type BlogHomeWidgetModule = { default: ComponentType };

/**
 * Props of blog's `./HomeBanners`. `banners`: the rest/jldbanner answer the host already
 * has (the shell asks for it while the remote loads, to show the first picture early);
 * the widget draws them at once instead of its skeleton, and its own answer wins once
 * it arrives.
 */
export interface HomeBannersProps {
  banners?: BlogBanner[];
}
export type HomeBannersModule = { default: ComponentType<HomeBannersProps> };

/** Exposed modules the shell loads; a build without them cannot be published. */
export const REQUIRED_EXPOSES: Readonly<Record<RemoteName, readonly string[]>> = {
  booking: ['./routes', './ReservationCard', './embed', './VisitCard', './RecentVisitCard', './PreferredSalonPicker'],
  auth: ['./dialog-host'],
  salons: ['./routes'],
  blog: ['./routes', ...BLOG_HOME_WIDGETS],
  jobs: ['./routes'],
  profile: ['./routes'],
  shop: ['./routes'],
};

/** The remote owning a pathname, or undefined when no remote does. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) =>
    REMOTE_ROUTE_PREFIXES[name].some((prefix) => isUnderPath(pathname, prefix)),
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
