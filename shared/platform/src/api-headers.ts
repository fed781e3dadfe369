import { API_HEADERS, CLIENT_NAME, type ApiVersion } from '@salon/contracts/api';
import { LANGUAGE_LOCALES } from '@salon/contracts/languages';
import { getCurrentLanguage } from './language.ts';
import { getRuntimeConfig } from './runtime-config.ts';

/** Internal: what varies between calls in the headers of buildApiHeaders. */
export interface ApiHeaderOptions {
  accessToken?: string | null;
  apiVersion?: ApiVersion;
  captcha?: { token: string; action: string };
  /** Set when the body is JSON; a FormData body sets its own multipart type. */
  json?: boolean;
  /** A call's own headers; they cannot replace the standard ones, which are set after them. */
  extra?: Record<string, string>;
}

/**
 * Internal: the headers every API call carries (spec section 7): language, brand and
 * client name always, then bearer token, API version and captcha when given. Kept
 * apart from http.ts so the session's refresh call sends the same headers without
 * going through the 401 handling it is part of.
 */
export function buildApiHeaders(options: ApiHeaderOptions = {}): Headers {
  const headers = new Headers(options.extra);
  headers.set('Accept', 'application/json');
  headers.set(API_HEADERS.language, LANGUAGE_LOCALES[getCurrentLanguage()]);
  headers.set(API_HEADERS.brand, getRuntimeConfig().brand);
  headers.set(API_HEADERS.clientName, CLIENT_NAME);
  if (options.json) headers.set('Content-Type', 'application/json');
  if (options.accessToken) headers.set(API_HEADERS.authorization, `Bearer ${options.accessToken}`);
  if (options.apiVersion !== undefined) headers.set(API_HEADERS.apiVersion, String(options.apiVersion));
  if (options.captcha) {
    headers.set(API_HEADERS.captchaToken, options.captcha.token);
    headers.set(API_HEADERS.captchaAction, options.captcha.action);
  }
  return headers;
}

/** Internal: the absolute-or-same-origin URL of an API path, with `undefined` query values dropped. */
export function apiUrl(path: string, query?: Record<string, string | number | boolean | null | undefined>): string {
  // A trailing slash in the configured base would double the one every path starts with.
  const base = `${getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '')}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${search}`;
}
