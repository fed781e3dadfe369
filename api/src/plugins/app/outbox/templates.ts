import { colonIn } from '@salon/contracts/french-typography';
import type { Language } from '@salon/contracts/languages';
import type { MessageChannel } from '../../../db/schema.ts';
import { formatPln } from '../../../lib/money.ts';

/*
 * What customers receive, in Polish, English and French. A template renders a subject
 * (e-mail only) and a plain-text body from its parameters.
 */

/** Why a code was sent; each purpose has its own challenge and wording. */
export const CODE_PURPOSES = [
  'REGISTER_EMAIL',
  'REGISTER_PHONE',
  'LOGIN_SMS',
  'LOGIN_EMAIL',
  'RESET_EMAIL',
  'RESET_PHONE',
  'GOOGLE_PHONE',
  'APPLE_PHONE',
  'EMAIL_CHANGE',
  'EMAIL_CONFIRM',
  'PHONE_CHANGE',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

type Texts = Record<Language, string>;

const CODE_SUBJECTS: Record<CodePurpose, Texts> = {
  REGISTER_EMAIL: { pl: 'Kod rejestracji', en: 'Your registration code', fr: "Votre code d'inscription" },
  REGISTER_PHONE: { pl: 'Kod rejestracji', en: 'Your registration code', fr: "Votre code d'inscription" },
  LOGIN_SMS: { pl: 'Kod logowania', en: 'Your sign-in code', fr: 'Votre code de connexion' },
  LOGIN_EMAIL: { pl: 'Kod logowania', en: 'Your sign-in code', fr: 'Votre code de connexion' },
  RESET_EMAIL: { pl: 'Kod zmiany hasła', en: 'Your password reset code', fr: 'Votre code de réinitialisation du mot de passe' },
  RESET_PHONE: { pl: 'Kod zmiany hasła', en: 'Your password reset code', fr: 'Votre code de réinitialisation du mot de passe' },
  GOOGLE_PHONE: { pl: 'Kod weryfikacyjny', en: 'Your verification code', fr: 'Votre code de vérification' },
  APPLE_PHONE: { pl: 'Kod weryfikacyjny', en: 'Your verification code', fr: 'Votre code de vérification' },
  EMAIL_CHANGE: { pl: 'Potwierdź nowy adres e-mail', en: 'Confirm your new e-mail address', fr: 'Confirmez votre nouvelle adresse e-mail' },
  EMAIL_CONFIRM: { pl: 'Potwierdź adres e-mail', en: 'Confirm your e-mail address', fr: 'Confirmez votre adresse e-mail' },
  PHONE_CHANGE: { pl: 'Kod zmiany numeru telefonu', en: 'Your phone change code', fr: 'Votre code de changement de numéro' },
};

const CODE_LINE: Record<Language, (code: string, minutes: number) => string> = {
  pl: (code, minutes) => `Twój kod: ${code}. Jest ważny ${minutes} minut. Nie podawaj go nikomu.`,
  en: (code, minutes) => `Your code: ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
  fr: (code, minutes) => `Votre code\u00a0: ${code}. Il est valable ${minutes} minutes. Ne le communiquez à personne.`,
};

const LINK_LINE: Texts = {
  pl: 'Możesz też potwierdzić adres, otwierając link:',
  en: 'You can also confirm the address by opening this link:',
  fr: "Vous pouvez aussi confirmer l'adresse en ouvrant ce lien\u00a0:",
};

const IGNORE_LINE: Texts = {
  pl: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
  en: 'If this was not you, ignore this message.',
  fr: "Si ce n'était pas vous, ignorez ce message.",
};

export interface RenderedMessage {
  subject: string | null;
  body: string;
}

/** The message carrying a code; an e-mail change also carries its confirmation link. */
export function renderCodeMessage(
  purpose: CodePurpose,
  channel: MessageChannel,
  language: Language,
  params: { code: string; validMinutes: number; link?: string },
): RenderedMessage {
  const codeLine = CODE_LINE[language](params.code, params.validMinutes);
  if (channel === 'SMS') return { subject: null, body: codeLine };
  const lines = [codeLine];
  if (params.link) lines.push('', LINK_LINE[language], params.link);
  lines.push('', IGNORE_LINE[language]);
  return { subject: CODE_SUBJECTS[purpose][language], body: lines.join('\n') };
}

const NOTICE_TEXTS = {
  PASSWORD_CHANGED: {
    subject: { pl: 'Hasło zostało zmienione', en: 'Your password was changed', fr: 'Votre mot de passe a été modifié' },
    body: {
      pl: 'Hasło do Twojego konta zostało zmienione. Jeśli to nie Ty, skontaktuj się z nami.',
      en: 'The password of your account was changed. If this was not you, contact us.',
      fr: "Le mot de passe de votre compte a été modifié. Si ce n'était pas vous, contactez-nous.",
    },
  },
  WELCOME: {
    subject: { pl: 'Witamy!', en: 'Welcome!', fr: 'Bienvenue\u00a0!' },
    body: {
      pl: 'Twoje konto zostało założone. Możesz teraz rezerwować wizyty i zbierać punkty.',
      en: 'Your account has been created. You can now book visits and collect points.',
      fr: 'Votre compte a été créé. Vous pouvez maintenant réserver des visites et cumuler des points.',
    },
  },
  EMAIL_CHANGED: {
    subject: { pl: 'Adres e-mail został zmieniony', en: 'Your e-mail address was changed', fr: 'Votre adresse e-mail a été modifiée' },
    body: {
      pl: 'Adres e-mail Twojego konta został zmieniony. Jeśli to nie Ty, skontaktuj się z nami.',
      en: 'The e-mail address of your account was changed. If this was not you, contact us.',
      fr: "L'adresse e-mail de votre compte a été modifiée. Si ce n'était pas vous, contactez-nous.",
    },
  },
} as const satisfies Record<string, { subject: Texts; body: Texts }>;
export type Notice = keyof typeof NOTICE_TEXTS;

/** Confirmations that carry no secret. */
export function renderNotice(notice: Notice, channel: MessageChannel, language: Language): RenderedMessage {
  const texts = NOTICE_TEXTS[notice];
  return { subject: channel === 'EMAIL' ? texts.subject[language] : null, body: texts.body[language] };
}

const UNSUBSCRIBE_LINE: Texts = {
  pl: 'Nie chcesz dostawać od nas wiadomości marketingowych e-mailem? Zrezygnuj tutaj:',
  en: 'Rather not get our marketing e-mails? Unsubscribe here:',
  fr: 'Vous ne souhaitez plus recevoir nos e-mails marketing\u00a0? Désabonnez-vous ici\u00a0:',
};

/**
 * The e-mail body with the unsubscribe link at its end, below the usual "-- " signature
 * separator (mail programs fold what follows it).
 */
export function withUnsubscribeFooter(body: string, language: Language, link: string): string {
  return `${body}\n\n-- \n${UNSUBSCRIBE_LINE[language]}\n${link}`;
}

/** What the recruitment e-mails say about an application (plugins/app/recruitment). */
export interface ApplicationMessageParams {
  applicationId: string;
  offerName: string;
  salonName: string;
  city: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  message: string | null;
  consentFutureRecruitment: boolean;
  cv: { fileName: string; size: number; sha256: string };
  /** When the application and its CV are deleted (Warsaw date, dd.MM.yyyy). */
  purgeDate: string;
}

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} kB`;

/**
 * To the chain's HR address, in Polish (offers and the team are Polish). The outbox keeps
 * text only, so the CV stays in the database with the application, and the mail names it
 * by the application's number, file name, size and SHA-256 (decision 0022).
 */
export function renderApplicationToHr(params: ApplicationMessageParams): RenderedMessage {
  const lines = [
    `Nowa aplikacja na stanowisko „${params.offerName}” — ${params.salonName}, ${params.city}.`,
    '',
    `Imię i nazwisko: ${params.firstName} ${params.lastName}`,
    `Telefon: ${params.phone}`,
    `E-mail: ${params.email}`,
    '',
    params.message ? `Wiadomość:\n${params.message}` : 'Bez wiadomości od kandydata.',
    '',
    'Zgody: na przetwarzanie danych w tej rekrutacji i polityka prywatności — udzielone.',
    params.consentFutureRecruitment
      ? 'Zgoda na udział w przyszłych rekrutacjach — udzielona.'
      : 'Zgoda na udział w przyszłych rekrutacjach — nieudzielona.',
    '',
    `CV w załączniku (PDF, ${kilobytes(params.cv.size)}, „${params.cv.fileName}”); jest też zapisane przy zgłoszeniu nr ${params.applicationId}.`,
    `SHA-256 pliku: ${params.cv.sha256}`,
    `Zgłoszenie i CV zostaną usunięte ${params.purgeDate}.`,
  ];
  return { subject: `Aplikacja: ${params.offerName} — ${params.salonName} (${params.firstName} ${params.lastName})`, body: lines.join('\n') };
}

const CONFIRMATION_TEXTS = {
  subject: {
    pl: (offer: string) => `Otrzymaliśmy Twoją aplikację: ${offer}`,
    en: (offer: string) => `We have received your application: ${offer}`,
    fr: (offer: string) => `Nous avons bien reçu votre candidature\u00a0: ${offer}`,
  },
  greeting: {
    pl: (name: string) => `Dzień dobry ${name},`,
    en: (name: string) => `Hello ${name},`,
    fr: (name: string) => `Bonjour ${name},`,
  },
  received: {
    pl: (offer: string, salon: string, city: string) => `dziękujemy za aplikację na stanowisko „${offer}” w salonie ${salon} (${city}). Otrzymaliśmy ją razem z Twoim CV.`,
    en: (offer: string, salon: string, city: string) => `thank you for applying for "${offer}" at ${salon} (${city}). We have received your application and your CV.`,
    fr: (offer: string, salon: string, city: string) => `merci pour votre candidature au poste «\u00a0${offer}\u00a0» au salon ${salon} (${city}). Nous l'avons bien reçue avec votre CV.`,
  },
  next: {
    pl: 'Nasz zespół rekrutacji zapozna się z nią i skontaktuje się z wybranymi osobami telefonicznie lub e-mailem.',
    en: 'Our recruitment team will review it and contact the shortlisted candidates by phone or e-mail.',
    fr: "Notre équipe de recrutement va l'examiner et contactera les candidats retenus par téléphone ou par e-mail.",
  },
  retention: {
    pl: (date: string) => `Twoje dane i CV przechowamy do ${date}, zgodnie z polityką prywatności.`,
    en: (date: string) => `We will keep your data and CV until ${date}, as our privacy policy says.`,
    fr: (date: string) => `Nous conserverons vos données et votre CV jusqu'au ${date}, conformément à notre politique de confidentialité.`,
  },
  reference: {
    pl: (id: string) => `Numer zgłoszenia: ${id}`,
    en: (id: string) => `Application number: ${id}`,
    fr: (id: string) => `Numéro de candidature\u00a0: ${id}`,
  },
} as const;

/** To the applicant, in the language of the request (the application itself is in Polish). */
export function renderApplicationConfirmation(language: Language, params: ApplicationMessageParams): RenderedMessage {
  const texts = CONFIRMATION_TEXTS;
  const body = [
    texts.greeting[language](params.firstName),
    '',
    texts.received[language](params.offerName, params.salonName, params.city),
    texts.next[language],
    '',
    texts.retention[language](params.purgeDate),
    texts.reference[language](params.applicationId),
  ].join('\n');
  return { subject: texts.subject[language](params.offerName), body };
}

/** What the e-mail of a paid voucher order says (plugins/app/shop-orders). */
export interface VoucherPurchaseParams {
  orderId: string;
  /** The voucher's name in the message's language. */
  voucherName: string;
  entries: number;
  /** Grosze, PLN. */
  amount: number;
  /** Where the customer's vouchers are: PUBLIC_URL/profil/vouchery. */
  vouchersLink: string;
}

const PURCHASE_TEXTS = {
  subject: {
    pl: (voucher: string) => `Twój voucher jest gotowy: ${voucher}`,
    en: (voucher: string) => `Your voucher is ready: ${voucher}`,
    fr: (voucher: string) => `Votre bon est prêt\u00a0: ${voucher}`,
  },
  thanks: {
    pl: 'Dziękujemy za zakup. Płatność została przyjęta, a voucher jest już na Twoim koncie.',
    en: 'Thank you for your purchase. The payment has been received and the voucher is in your account.',
    fr: 'Merci pour votre achat. Le paiement a bien été reçu et le bon est déjà sur votre compte.',
  },
  voucher: { pl: 'Voucher', en: 'Voucher', fr: 'Bon' },
  entries: { pl: 'Liczba wizyt', en: 'Visits included', fr: 'Visites incluses' },
  amount: { pl: 'Zapłacono', en: 'Paid', fr: 'Montant payé' },
  use: {
    pl: 'Podczas wizyty w salonie powiedz, że płacisz voucherem. Twoje vouchery i pozostałe wizyty:',
    en: 'At the salon, say you are paying with the voucher. Your vouchers and the visits left:',
    fr: 'Au salon, indiquez que vous payez avec le bon. Vos bons et les visites restantes\u00a0:',
  },
  reference: { pl: 'Numer zamówienia', en: 'Order number', fr: 'Numéro de commande' },
} as const;

/** To the customer, in their language, once the payment of a voucher order is confirmed. */
export function renderVoucherPurchase(language: Language, params: VoucherPurchaseParams): RenderedMessage {
  const texts = PURCHASE_TEXTS;
  const body = [
    texts.thanks[language],
    '',
    `${texts.voucher[language]}${colonIn(language)} ${params.voucherName}`,
    `${texts.entries[language]}${colonIn(language)} ${params.entries}`,
    `${texts.amount[language]}${colonIn(language)} ${formatPln(params.amount, language)}`,
    '',
    texts.use[language],
    params.vouchersLink,
    '',
    `${texts.reference[language]}${colonIn(language)} ${params.orderId}`,
  ].join('\n');
  return { subject: texts.subject[language](params.voucherName), body };
}
