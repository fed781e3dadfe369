import * as platform from './index.ts';

/**
 * The package is one copy per page shared by remotes of different versions: removing
 * or renaming an export breaks remotes already deployed. This list only ever grows.
 */
const PUBLIC_API = [
  'bus',
  'useBusEvent',
  'adoptLanguageFromAddress',
  'getCurrentLanguage',
  'setCurrentLanguage',
  'useCurrentLanguage',
  'loadRuntimeConfig',
  'getRuntimeConfig',
  'useRuntimeConfig',
  'setRuntimeConfigForTests',
  'getTokens',
  'getAccessToken',
  'setTokens',
  'clearTokens',
  'isAuthenticated',
  'refreshTokens',
  'setSessionUser',
  'logout',
  'useSession',
  'apiFetch',
  'apiRequest',
  'ApiRequestError',
  'createBaseQuery',
  'track',
  'startTracking',
  'stopTracking',
  'flushTracking',
  'getTrackingQueueLength',
  'loadRegistry',
  'registerRegistry',
  'loadRemoteModule',
  'RemoteLoadError',
  'noteRemoteFailure',
  'remoteVersion',
  'flushRemoteHealth',
  'visitorId',
  'exactQuery',
  'isExactQuery',
  'takeLogoutNotice',
  'hasLogoutNotice',
  'savePreferredSalon',
  'withoutLinkSecrets',
] as const;

it('keeps every published export', () => {
  for (const name of PUBLIC_API) expect(platform).toHaveProperty(name);
});

it('exposes nothing unreviewed (add new exports to the list above)', () => {
  expect(Object.keys(platform).sort()).toEqual([...PUBLIC_API].sort());
});
