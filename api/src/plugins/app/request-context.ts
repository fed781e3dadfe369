import fp from 'fastify-plugin';
import { API_HEADERS, type ApiVersion } from '@salon/contracts/api';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@salon/contracts/languages';
import { invalidValue } from '../../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** From Accept-Language (pl-pl, en-gb, fr-fr; any tag of those languages). */
    language: Language;
    /** X-Brand, when sent. */
    brand: string | null;
    /** X-Client-Name, when sent ('web' from the site). */
    clientName: string | null;
    /** X-Api-Version (2, 3 or 4), when sent. */
    apiVersion: ApiVersion | null;
  }
}

/** The language of the first tag of Accept-Language we speak ('en-GB,en;q=0.9' → en). */
export function languageOf(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const primary = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

const MAX_HEADER_LENGTH = 64;

function optionalHeader(value: string | string[] | undefined, name: string): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === '') return null;
  if (text.length > MAX_HEADER_LENGTH) throw invalidValue(name);
  return text;
}

/**
 * Reads the headers of spec section 7 that every call may carry. None is required: the
 * tracker's beacon carries no custom headers. A version other than 2, 3 or 4 is a 400.
 */
export default fp(
  async (app) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.decorateRequest('brand', null);
    app.decorateRequest('clientName', null);
    app.decorateRequest('apiVersion', null);
    app.addHook('onRequest', async (request) => {
      const { headers } = request;
      request.language = languageOf(headers['accept-language']);
      request.brand = optionalHeader(headers[API_HEADERS.brand.toLowerCase()], API_HEADERS.brand);
      request.clientName = optionalHeader(headers[API_HEADERS.clientName.toLowerCase()], API_HEADERS.clientName);
      const version = optionalHeader(headers[API_HEADERS.apiVersion.toLowerCase()], API_HEADERS.apiVersion);
      if (version !== null) {
        if (!['2', '3', '4'].includes(version)) throw invalidValue(API_HEADERS.apiVersion);
        request.apiVersion = Number(version) as ApiVersion;
      }
    });
  },
  { name: 'request-context' },
);
