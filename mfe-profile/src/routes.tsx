import './i18n.ts';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes } from 'react-router';
import { store as defaultStore, type ProfileStore } from './app/store.ts';
import { useProfileSync } from './hooks/use-profile-sync.ts';
import { ProfileLayout } from './components/profile-layout.tsx';
import { ProfileSectionPage } from './components/profile-section-page.tsx';
import { CampaignsSection } from './features/campaigns/components/campaigns-section.tsx';
import { LoyaltyHistorySection } from './features/loyalty-history/components/loyalty-history-section.tsx';
import { MessagesSection } from './features/messages/components/messages-section.tsx';
import { MyDetailsSection } from './features/my-details/components/my-details-section.tsx';
import { NotificationsBell } from './features/notifications/components/notifications-bell.tsx';
import { ReservationsSection } from './features/reservations/components/reservations-section.tsx';
import { VouchersSection } from './features/vouchers/components/vouchers-section.tsx';
import {
  PROFILE_DEFAULT_SECTION,
  PROFILE_PATH,
  PROFILE_SECTIONS,
  PROFILE_SECTION_SEGMENTS,
  profileSectionPath,
  type ProfileSection,
} from './lib/profile-paths.ts';

/** What each section shows. */
const SECTION_CONTENT: Partial<Record<ProfileSection, ComponentType>> = {
  details: MyDetailsSection,
  reservations: ReservationsSection,
  vouchers: VouchersSection,
  campaigns: CampaignsSection,
  messages: MessagesSection,
  visits: LoyaltyHistorySection,
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
                element={<ProfileSectionPage section={section}>{Content && <Content />}</ProfileSectionPage>}
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
