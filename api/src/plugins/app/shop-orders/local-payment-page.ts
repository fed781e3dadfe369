import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '@salon/contracts/languages';
import { escapeHtml } from '@salon/contracts/html';
import { formatPln } from '../../../lib/money.ts';

/*
 * The local stand-in's payment page (development and tests): the order's voucher and
 * amount, and one form with two buttons, pay or refuse. No script at all, and its one
 * style element is allowed by its hash, so the page passes a strict
 * Content-Security-Policy (its own below, or the site's through the gateway).
 */

const TEXTS = {
  pl: {
    title: 'Płatność testowa',
    notice: 'Strona testowa środowiska deweloperskiego. Zastępuje Stripe Checkout i nie pobiera żadnych pieniędzy.',
    summary: 'Zamówienie',
    voucher: 'Voucher',
    entries: 'Liczba wizyt',
    amount: 'Do zapłaty',
    order: 'Numer zamówienia',
    choose: 'Wynik płatności',
    pay: 'Zapłać {amount}',
    refuse: 'Odmów płatności',
    closedTitle: 'Ta płatność jest zamknięta',
    closed: 'Zamówienie zostało już opłacone lub anulowane albo minął czas na płatność.',
    back: 'Wróć do zamówienia',
    language: 'Język strony',
  },
  en: {
    title: 'Test payment',
    notice: 'A development test page. It stands in for Stripe Checkout and takes no money.',
    summary: 'Order',
    voucher: 'Voucher',
    entries: 'Visits included',
    amount: 'To pay',
    order: 'Order number',
    choose: 'Payment outcome',
    pay: 'Pay {amount}',
    refuse: 'Refuse the payment',
    closedTitle: 'This payment is closed',
    closed: 'The order has been paid or cancelled already, or the time to pay has run out.',
    back: 'Back to the order',
    language: 'Page language',
  },
  fr: {
    title: 'Paiement de test',
    notice: 'Page de test de l’environnement de développement. Elle remplace Stripe Checkout et ne prélève aucun argent.',
    summary: 'Commande',
    voucher: 'Bon',
    entries: 'Visites incluses',
    amount: 'À payer',
    order: 'Numéro de commande',
    choose: 'Résultat du paiement',
    pay: 'Payer {amount}',
    refuse: 'Refuser le paiement',
    closedTitle: 'Ce paiement est clos',
    closed: 'La commande a déjà été payée ou annulée, ou le délai de paiement est écoulé.',
    back: 'Retour à la commande',
    language: 'Langue de la page',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Each language's name in itself, for the switcher. */
const LANGUAGE_NAMES: Record<Language, string> = { pl: 'Polski', en: 'English', fr: 'Français' };

/** Dark text on white (16:1), a blue primary button with white text (6.7:1), a visible focus ring. */
const STYLE = [
  'body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}',
  'main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}',
  'h1{font-size:1.5rem;margin:0 0 .5rem}',
  'h2{font-size:1.125rem;margin:1.5rem 0 .5rem}',
  '.notice{padding:.75rem;border-left:4px solid #92400e;background:#fffbeb}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}',
  'dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}',
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}',
  'button,.link{font:inherit;min-height:2.75rem;padding:.5rem 1rem;border-radius:.375rem;border:2px solid #1d4ed8;cursor:pointer}',
  '.pay{background:#1d4ed8;color:#fff}.refuse{background:#fff;color:#1a1a1a;border-color:#4b5563}',
  '.link{display:inline-block;color:#1d4ed8;text-decoration:underline}',
  'button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}',
  'nav ul{list-style:none;display:flex;gap:1rem;padding:0;margin:0 0 1rem}',
  'nav a{color:#1d4ed8}nav a[aria-current]{color:#1a1a1a;font-weight:600;text-decoration:none}',
].join('');

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The page's own policy when the API serves it directly: nothing loads, its one style
 * element by hash; the form posts to this origin and the redirect that follows goes to
 * the site (`siteOrigin`, PUBLIC_URL's origin; form-action covers redirects too).
 */
export function localPaymentPagePolicy(siteOrigin: string): string {
  return `default-src 'none'; style-src ${STYLE_HASH}; img-src 'none'; form-action 'self' ${siteOrigin}; base-uri 'none'; frame-ancestors 'none'`;
}

export interface LocalPaymentPage {
  language: Language;
  /** The page's own path (`/api/shop/payments/local/{sessionId}`): the form posts there, the switcher links there. */
  path: string;
  orderId: string;
  voucherName: string;
  entries: number;
  amount: number;
  /** Open: the form; closed: a notice and a link back to the order. */
  state: 'open' | 'closed';
  /** The order page on the site, for a closed session. */
  orderUrl: string;
}

/** The page as HTML; every text it shows is escaped. */
export function renderLocalPaymentPage(page: LocalPaymentPage): string {
  const texts = TEXTS[page.language];
  const t = (key: keyof typeof texts) => escapeHtml(texts[key]);
  const amount = formatPln(page.amount, page.language);
  const switcher = LANGUAGES.map((language) => {
    const current = language === page.language ? ' aria-current="true"' : '';
    return `<li><a href="${escapeHtml(`${page.path}?lang=${language}`)}" lang="${language}" hreflang="${language}"${current}>${LANGUAGE_NAMES[language]}</a></li>`;
  }).join('');
  const summary = `<section aria-labelledby="summary"><h2 id="summary">${t('summary')}</h2><dl>
<dt>${t('voucher')}</dt><dd>${escapeHtml(page.voucherName)}</dd>
<dt>${t('entries')}</dt><dd>${page.entries}</dd>
<dt>${t('amount')}</dt><dd>${escapeHtml(amount)}</dd>
<dt>${t('order')}</dt><dd>${escapeHtml(page.orderId)}</dd>
</dl></section>`;
  const action =
    page.state === 'open'
      ? `<form method="post" action="${escapeHtml(`${page.path}?lang=${page.language}`)}" aria-labelledby="choose">
<h2 id="choose">${t('choose')}</h2>
<div class="actions">
<button class="pay" type="submit" name="outcome" value="paid">${escapeHtml(texts.pay.replace('{amount}', amount))}</button>
<button class="refuse" type="submit" name="outcome" value="failed">${t('refuse')}</button>
</div>
</form>`
      : `<section aria-labelledby="closed"><h2 id="closed">${t('closedTitle')}</h2><p>${t('closed')}</p>
<p><a class="link" href="${escapeHtml(page.orderUrl)}">${t('back')}</a></p></section>`;
  return `<!doctype html>
<html lang="${page.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><meta name="robots" content="noindex"><title>${t('title')}</title><style>${STYLE}</style></head>
<body>
<main>
<nav aria-label="${t('language')}"><ul>${switcher}</ul></nav>
<h1>${t('title')}</h1>
<p class="notice">${t('notice')}</p>
${summary}
${action}
</main>
</body>
</html>`;
}
