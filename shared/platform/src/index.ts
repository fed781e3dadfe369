/**
 * @salon/platform: runtime services every app shares. A federation singleton: one copy
 * per page for the shell and every remote, so keep this surface backward compatible.
 */
export { bus, useBusEvent } from './event-bus.ts';
export { adoptLanguageFromAddress, getCurrentLanguage, setCurrentLanguage, useCurrentLanguage, type SetLanguageOptions } from './language.ts';
export {
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfigForTests,
  useRuntimeConfig,
  type DeepPartial,
  type RuntimeConfigSource,
} from './runtime-config.ts';
export {
  clearTokens,
  getAccessToken,
  getTokens,
  hasLogoutNotice,
  isAuthenticated,
  logout,
  refreshTokens,
  setSessionUser,
  setTokens,
  takeLogoutNotice,
  useSession,
} from './session.ts';
export { ApiRequestError, apiFetch, apiRequest, type ApiFetchOptions, type ApiResponse } from './http.ts';
export { createBaseQuery, type ApiQueryArgs, type ApiQueryMeta } from './base-query.ts';
export { flushTracking, getTrackingQueueLength, startTracking, stopTracking, track } from './tracking.ts';
export { loadRegistry, loadRemoteModule, registerRegistry, RemoteLoadError } from './remote-loader.ts';
export { flushRemoteHealth, noteRemoteFailure, remoteVersion } from './remote-health.ts';
export { visitorId } from './visitor.ts';
export { exactQuery, isExactQuery } from './navigation.ts';
export { withoutLinkSecrets } from './link-secrets.ts';
export { savePreferredSalon, type PreferredSalonCalls } from './preferred-salon.ts';
