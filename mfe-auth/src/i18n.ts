import { mergeLocaleParts, registerNamespace } from '@salon/i18n';
import emailVerificationEn from './features/email-verification/locales/en.json';
import emailVerificationFr from './features/email-verification/locales/fr.json';
import emailVerificationPl from './features/email-verification/locales/pl.json';
import personalDataEn from './features/personal-data/locales/en.json';
import personalDataFr from './features/personal-data/locales/fr.json';
import personalDataPl from './features/personal-data/locales/pl.json';
import preferredSalonEn from './features/preferred-salon/locales/en.json';
import preferredSalonFr from './features/preferred-salon/locales/fr.json';
import preferredSalonPl from './features/preferred-salon/locales/pl.json';
import registerEn from './features/auth-dialog/stages/register/locales/en.json';
import registerFr from './features/auth-dialog/stages/register/locales/fr.json';
import registerPl from './features/auth-dialog/stages/register/locales/pl.json';
import signInEn from './features/auth-dialog/stages/sign-in/locales/en.json';
import signInFr from './features/auth-dialog/stages/sign-in/locales/fr.json';
import signInPl from './features/auth-dialog/stages/sign-in/locales/pl.json';
import socialEn from './features/auth-dialog/stages/social/locales/en.json';
import socialFr from './features/auth-dialog/stages/social/locales/fr.json';
import socialPl from './features/auth-dialog/stages/social/locales/pl.json';
import errorsEn from './lib/locales/en.json';
import errorsFr from './lib/locales/fr.json';
import errorsPl from './lib/locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The auth remote's i18n namespace. */
export const AUTH_NAMESPACE = 'auth';

/*
 * One namespace, but each part keeps its copy beside its code under its own top-level
 * key (`signIn.*`, `register.*`, `social.*`, `personalData.*`, `emailVerification.*`,
 * `preferredSalon.*`, `errors.*`), so parts change their strings without
 * touching each other's files. src/locales holds the frame's copy (titles, back,
 * standalone page).
 */
/** The parts merged into the namespace, per language. */
export const AUTH_LOCALE_PARTS = {
  pl: [pl, errorsPl, signInPl, registerPl, socialPl, personalDataPl, emailVerificationPl, preferredSalonPl],
  en: [en, errorsEn, signInEn, registerEn, socialEn, personalDataEn, emailVerificationEn, preferredSalonEn],
  fr: [fr, errorsFr, signInFr, registerFr, socialFr, personalDataFr, emailVerificationFr, preferredSalonFr],
};

/** The namespace's copy in each language. */
export const AUTH_RESOURCES = mergeLocaleParts(AUTH_LOCALE_PARTS);

// Registered on import: dialog-host.tsx imports this file, so the copy is there before the first render.
registerNamespace(AUTH_NAMESPACE, AUTH_RESOURCES);
