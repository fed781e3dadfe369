import './i18n.ts';
import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@salon/ui';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes } from 'react-router';
import { store as defaultStore, type ProfileStore } from './app/store.ts';
import { useProfileSync } from './hooks/use-profile-sync.ts';
import { ProfileLayout } from './components/profile-layout.tsx';
import { ProfileSectionPage } from './components/profile-section-page.tsx';
import { NotificationsBell } from './features/notifications/components/notifications-bell.tsx';
import {
  PROFILE_DEFAULT_SECTION,
  PROFILE_PATH,
  PROFILE_SECTIONS,
  PROFILE_SECTION_SEGMENTS,
  profileSectionPath,
  type ProfileSection,
} from './lib/profile-paths.ts';

/**
 * What each section shows, each in a chunk of its own: a visit downloads the frame and the
 * section it opens, not every tab with its dialogs (the details' forms, the receipts).
 */
const SECTION_CONTENT: Record<ProfileSection, ComponentType> = {
  details: lazy(() => import('./features/my-details/components/my-details-section.tsx').then((m) => ({ default: m.MyDetailsSection }))),
  reservations: lazy(() => import('./features/reservations/components/reservations-section.tsx').then((m) => ({ default: m.ReservationsSection }))),
  vouchers: lazy(() => import('./features/vouchers/components/vouchers-section.tsx').then((m) => ({ default: m.VouchersSection }))),
  campaigns: lazy(() => import('./features/campaigns/components/campaigns-section.tsx').then((m) => ({ default: m.CampaignsSection }))),
  messages: lazy(() => import('./features/messages/components/messages-section.tsx').then((m) => ({ default: m.MessagesSection }))),
  visits: lazy(() => import('./features/loyalty-history/components/loyalty-history-section.tsx').then((m) => ({ default: m.LoyaltyHistorySection }))),
};

export interface ProfileRoutesProps {
  /** Only for tests, which want a fresh store each; the shell renders it without props. */
  store?: ProfileStore;
}

/**
 * The profile remote's `./routes`: `/profil` and its sections, all behind the session
 * guard, with absolute paths because the shell mounts it under a root splat. Default
 * export: the shell loads it with React.lazy.
 */
export default function ProfileRoutes({ store = defaultStore }: ProfileRoutesProps) {
  return (
    <Provider store={store}>
      <ProfileSync />
      <Routes>
        <Route path={PROFILE_PATH} element={<ProfileLayout aside={<NotificationsBell />} />}>
          <Route index element={<Navigate to={profileSectionPath(PROFILE_DEFAULT_SECTION)} replace />} />
          {PROFILE_SECTIONS.map((section) => {
            const Content = SECTION_CONTENT[section];
            return (
              <Route
                key={section}
                path={PROFILE_SECTION_SEGMENTS[section]}
                element={
                  <ProfileSectionPage section={section}>
                    <Suspense fallback={<Spinner />}>
                      <Content />
                    </Suspense>
                  </ProfileSectionPage>
                }
              />
            );
          })}
        </Route>
        {/* Spec: unknown paths redirect to root. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Provider>
  );
}

/** Keeps the profile's cache in step with changes other remotes make. */
function ProfileSync() {
  useProfileSync();
  return null;
}
