import './i18n.ts';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes } from 'react-router';
import { store as defaultStore, type ProfileStore } from './app/store.ts';
import { ProfileLayout } from './components/profile-layout.tsx';
import { ProfileSectionPage } from './components/profile-section-page.tsx';
import {
  PROFILE_DEFAULT_SECTION,
  PROFILE_PATH,
  PROFILE_SECTIONS,
  PROFILE_SECTION_SEGMENTS,
  profileSectionPath,
} from './lib/profile-paths.ts';

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
      <Routes>
        <Route path={PROFILE_PATH} element={<ProfileLayout />}>
          <Route index element={<Navigate to={profileSectionPath(PROFILE_DEFAULT_SECTION)} replace />} />
          {PROFILE_SECTIONS.map((section) => (
            <Route
              key={section}
              path={PROFILE_SECTION_SEGMENTS[section]}
              element={<ProfileSectionPage section={section} />}
            />
          ))}
        </Route>
        {/* Spec: unknown paths redirect to root. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Provider>
  );
}
