import type { Sex } from '@salon/contracts/catalog-api';
import {
  MARKETING_CHANNELS,
  type MarketingChannel,
  type MarketingConsent,
  type UpdateProfile,
  type UserProfile,
} from '@salon/contracts/identity-api';

/*
 * What the personal-data modal asks (spec part 1, section 2 "Dialogs": only what is
 * missing among sex, birthday and marketing consents) and what it sends back.
 */

/** Which of the three the profile lacks; the modal asks these and only these. */
export interface MissingPersonalData {
  sex: boolean;
  birthday: boolean;
  consents: boolean;
}

/**
 * What the profile lacks: no sex; no birthday, or one without its day or month; a
 * marketing channel with no recorded answer. A consent refused is an answer, so a
 * customer who said no is not asked again at every login.
 */
export function missingPersonalData(profile: Pick<UserProfile, 'sex' | 'birthday' | 'marketingConsents'>): MissingPersonalData {
  const answered = new Set(profile.marketingConsents.map((consent) => consent.channel));
  return {
    sex: profile.sex === null,
    birthday: profile.birthday === null || profile.birthday.day === null || profile.birthday.month === null,
    consents: !MARKETING_CHANNELS.every((channel) => answered.has(channel)),
  };
}

export function isAnythingMissing(missing: MissingPersonalData): boolean {
  return missing.sex || missing.birthday || missing.consents;
}

/** Whether the e-mail consent can be given: the API wants a present, confirmed address (spec part 2). */
export function canGrantEmailConsent(profile: Pick<UserProfile, 'email' | 'emailConfirmed'>): boolean {
  return profile.email !== null && profile.emailConfirmed;
}

/** The form's values; selects hold strings, '' for "not chosen". */
export interface PersonalDataValues {
  sex: '' | Sex;
  birthday: { day: string; month: string };
  consents: Record<MarketingChannel, boolean>;
}

/** The form as it opens: nothing chosen, consents as the profile has them (not granted by default). */
export function initialValuesOf(profile: Pick<UserProfile, 'marketingConsents'>): PersonalDataValues {
  const granted = (channel: MarketingChannel) => profile.marketingConsents.some((consent) => consent.channel === channel && consent.granted);
  return { sex: '', birthday: { day: '', month: '' }, consents: { Email: granted('Email'), Telemarketing: granted('Telemarketing') } };
}

/** The birthday to save (both chosen), or null when the customer left it empty. */
export function birthdayOf(values: PersonalDataValues): { day: number; month: number } | null {
  const { day, month } = values.birthday;
  return day !== '' && month !== '' ? { day: Number(day), month: Number(month) } : null;
}

/** The changes for PUT /api/users/me among the questions asked; null when there are none. */
export function profileChangesOf(
  values: PersonalDataValues,
  asked: MissingPersonalData,
): Partial<Pick<UpdateProfile, 'sex' | 'marketingConsents'>> | null {
  const changes: Partial<Pick<UpdateProfile, 'sex' | 'marketingConsents'>> = {};
  if (asked.sex && values.sex !== '') changes.sex = values.sex;
  // Saving records both answers, ticked or not: that is what makes the consents known.
  if (asked.consents) changes.marketingConsents = MARKETING_CHANNELS.map((channel): MarketingConsent => ({ channel, granted: values.consents[channel] }));
  return Object.keys(changes).length > 0 ? changes : null;
}

