import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { DEV_IDP_MESSAGE_TYPE, DevIdentityProviderSchema, DevIdentityTokenRequestSchema, DevIdentityTokenSchema } from '@salon/contracts/identity-api';
import type { Language } from '@salon/contracts/languages';
import { isLanguage } from '@salon/contracts/languages';
import { escapeHtml } from '@salon/contracts/html';
import { emailOf } from '../../../plugins/app/identity/inputs.ts';
import type { DevelopmentIdentity } from '../../../plugins/app/identity/social-tokens.ts';

/*
 * The local identity provider of development (DESIGN.md: "a local identity provider issues
 * tokens signed by a local key; it cannot be switched on in production"). It stands in
 * for Google and Apple so their whole flows run offline:
 * - GET  /api/dev/idp/jwks.json: its public key;
 * - GET  /api/dev/idp/{google|apple}/authorize?redirect_origin=&nonce=&lang=: a page to
 *   pick a seeded test identity or enter another; the signed ID token (with the nonce, if
 *   one was given) goes to the opener with
 *   postMessage({ type: 'salon-dev-idp', provider, idToken, user }, redirect_origin),
 *   then the page closes;
 * - POST /api/dev/idp/{google|apple}/token {subject, email, firstName?, lastName?, nonce?}:
 *   the same token as JSON, for tests and scripts.
 * The page's script is a file of its own (no inline code or event handler attributes) and
 * reads its data from a JSON script element, so a strict Content-Security-Policy (the
 * page's own, or the site's when served through the gateway) allows it. Everything the
 * page shows is escaped.
 * Registration throws in production or without the development tools.
 */

const ProviderParams = Type.Object({ provider: DevIdentityProviderSchema });
const NonceSchema = DevIdentityTokenRequestSchema.properties.nonce;

/**
 * The page's own policy when the API serves it directly: its script and token call only,
 * from this origin; no inline code, no framing.
 */
export const SIGN_IN_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The seeded customers registered with Google and Apple (api/src/db/seed/customers.ts). */
export const DEVELOPMENT_IDENTITIES = {
  google: [{ subject: 'google-dev-ewa', email: 'ewa.google@example.com', firstName: 'Ewa', lastName: 'Zielińska' }],
  apple: [{ subject: 'apple-dev-jan', email: 'jan.apple@example.com', firstName: 'Jan', lastName: 'Wiśniewski' }],
} as const;

const TEXTS: Record<Language, Record<string, string>> = {
  pl: {
    title: 'Logowanie testowe: {provider}',
    notice: 'Tylko w środowisku deweloperskim. Nie używa prawdziwego konta {provider}.',
    pick: 'Wybierz testową tożsamość',
    other: 'Albo podaj inną',
    subject: 'Identyfikator',
    email: 'E-mail',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    submit: 'Zaloguj',
    done: 'Gotowe. Możesz zamknąć to okno.',
  },
  en: {
    title: 'Development sign-in: {provider}',
    notice: 'Development only. No real {provider} account is used.',
    pick: 'Pick a test identity',
    other: 'Or enter another',
    subject: 'Subject',
    email: 'E-mail',
    firstName: 'First name',
    lastName: 'Last name',
    submit: 'Sign in',
    done: 'Done. You can close this window.',
  },
  fr: {
    title: 'Connexion de développement\u00a0: {provider}',
    notice: 'Développement uniquement. Aucun vrai compte {provider} n’est utilisé.',
    pick: 'Choisissez une identité de test',
    other: 'Ou saisissez-en une autre',
    subject: 'Identifiant',
    email: 'E-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    submit: 'Se connecter',
    done: 'Terminé. Vous pouvez fermer cette fenêtre.',
  },
};

/** JSON safe inside a script element: no "<" can close it or open a comment. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const PAGE_SCRIPT = String.raw`(() => {
  const data = JSON.parse(document.getElementById('idp-data').textContent);
  const result = document.getElementById('result');
  async function signIn(identity) {
    let response;
    let body;
    try {
      response = await fetch(data.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data.nonce ? { ...identity, nonce: data.nonce } : identity),
      });
      body = await response.json();
    } catch (error) {
      result.textContent = String(error);
      return;
    }
    if (!response.ok) { result.textContent = body.code + (body.field ? ' (' + body.field + ')' : ''); return; }
    const message = { type: data.messageType, provider: data.provider, idToken: body.idToken, user: identity };
    result.dataset.idToken = body.idToken;
    result.textContent = data.done;
    if (window.opener) { window.opener.postMessage(message, data.redirectOrigin); window.close(); }
  }
  for (const button of document.querySelectorAll('[data-identity]')) {
    button.addEventListener('click', () => signIn(data.identities[Number(button.dataset.identity)]));
  }
  document.getElementById('other').addEventListener('submit', (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    signIn({ subject: form.get('subject'), email: form.get('email'), firstName: form.get('firstName') || undefined, lastName: form.get('lastName') || undefined });
  });
})();
`;

interface SignInPage {
  provider: 'google' | 'apple';
  language: Language;
  /** Where postMessage may deliver the token (the opener's origin). */
  redirectOrigin: string;
  nonce: string | null;
  identities: readonly DevelopmentIdentity[];
}

/** The sign-in page; every text it shows is escaped, its data travels as JSON (no inline code). */
export function renderSignInPage(page: SignInPage): string {
  const texts = TEXTS[page.language];
  const name = page.provider === 'google' ? 'Google' : 'Apple';
  const t = (key: string) => escapeHtml(texts[key]!.replace('{provider}', name));
  const data = {
    messageType: DEV_IDP_MESSAGE_TYPE,
    provider: page.provider,
    tokenUrl: `/api/dev/idp/${page.provider}/token`,
    redirectOrigin: page.redirectOrigin,
    nonce: page.nonce,
    identities: page.identities,
    done: texts.done!.replace('{provider}', name),
  };
  const buttons = page.identities
    .map((identity, index) => {
      const label = `${[identity.firstName, identity.lastName].filter(Boolean).join(' ')} <${identity.email}>`;
      return `<li><button type="button" data-identity="${index}">${escapeHtml(label)}</button></li>`;
    })
    .join('');
  const field = (key: string, type: string, required: boolean) =>
    `<p><label for="${key}">${t(key)}</label> <input id="${key}" name="${key}" type="${type}"${required ? ' required' : ''}></p>`;
  return `<!doctype html>
<html lang="${page.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${t('title')}</title></head>
<body>
<main>
<h1>${t('title')}</h1>
<p>${t('notice')}</p>
<h2>${t('pick')}</h2>
<ul>${buttons}</ul>
<h2>${t('other')}</h2>
<form id="other">${field('subject', 'text', true)}${field('email', 'email', true)}${field('firstName', 'text', false)}${field('lastName', 'text', false)}
<button type="submit">${t('submit')}</button></form>
<p id="result" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="idp-data">${jsonForHtml(data)}</script>
<script src="/api/dev/idp/page.js"></script>
</body>
</html>`;
}

/**
 * GET /api/dev/idp/jwks.json, GET /api/dev/idp/page.js, GET /api/dev/idp/{provider}/authorize,
 * POST /api/dev/idp/{provider}/token. Throws at registration in production or without the
 * development tools.
 */
const devIdentityProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const development = app.socialTokens.development;
  if (process.env.NODE_ENV === 'production' || !app.identityConfig.developmentTools || !development) {
    throw new Error('the development identity provider cannot run in production');
  }

  app.get(
    '/dev/idp/jwks.json',
    {
      schema: {
        tags: ['development'],
        operationId: 'getDevIdentityProviderKeys',
        summary: "The development provider's public keys",
        security: [],
        // Open to any field: the answer is serialised by this schema, and a key's fields depend on its type.
        response: { 200: Type.Object({}, { additionalProperties: true, description: 'A JSON Web Key Set (RFC 7517)' }), 401: ApiErrorSchema },
      },
    },
    async () => development.jwks,
  );

  app.get(
    '/dev/idp/page.js',
    {
      schema: {
        tags: ['development'],
        operationId: 'getDevSignInPageScript',
        summary: 'Script of the development sign-in page',
        security: [],
        response: { 200: { description: 'The script', content: { 'text/javascript': { schema: Type.String() } } }, 401: ApiErrorSchema },
      },
    },
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(PAGE_SCRIPT),
  );

  app.get(
    '/dev/idp/:provider/authorize',
    {
      schema: {
        tags: ['development'],
        operationId: 'showDevSignInPage',
        summary: 'Development sign-in page: pick or enter a test identity',
        security: [],
        params: ProviderParams,
        querystring: Type.Object({
          redirect_origin: Type.Optional(Type.String({ pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$', maxLength: 200 })),
          nonce: NonceSchema,
          lang: Type.Optional(Type.String({ maxLength: 5 })),
        }),
        response: {
          200: { description: 'The sign-in page', content: { 'text/html': { schema: Type.String() } } },
          400: ApiErrorSchema,
          401: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const html = renderSignInPage({
        provider,
        language: isLanguage(request.query.lang) ? request.query.lang : request.language,
        redirectOrigin: request.query.redirect_origin ?? app.identityConfig.publicUrl,
        nonce: request.query.nonce ?? null,
        identities: DEVELOPMENT_IDENTITIES[provider],
      });
      return reply
        .header('content-security-policy', SIGN_IN_PAGE_POLICY)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  app.post(
    '/dev/idp/:provider/token',
    {
      schema: {
        tags: ['development'],
        operationId: 'issueDevIdentityToken',
        summary: 'A signed ID token for a test identity',
        security: [],
        params: ProviderParams,
        body: DevIdentityTokenRequestSchema,
        response: { 200: DevIdentityTokenSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const provider = request.params.provider === 'google' ? 'GOOGLE' : 'APPLE';
      const { subject, email, firstName, lastName, nonce } = request.body;
      const idToken = await development.sign(provider, {
        subject,
        email: emailOf(email),
        ...(firstName?.trim() ? { firstName: firstName.trim() } : {}),
        ...(lastName?.trim() ? { lastName: lastName.trim() } : {}),
        ...(nonce ? { nonce } : {}),
      });
      return { idToken };
    },
  );
};

export default devIdentityProviderRoutes;
