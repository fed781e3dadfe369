import { MARKETING_CHANNELS, type MarketingChannel, type MarketingConsent, type UserProfile } from '@salon/contracts/identity-api';

/*
 * The marketing consents of the "my details" tab (spec part 2, section 4 "Marketing
 * consents"): two channels, an "all" box, and the e-mail consent that needs a present,
 * confirmed address.
 */

/** Each channel granted or not; a channel the profile has no answer for is not granted. */
export type ConsentState = Record<MarketingChannel, boolean>;

export function consentStateOf(consents: readonly MarketingConsent[]): ConsentState {
  const granted = (channel: MarketingChannel) => consents.some((consent) => consent.channel === channel && consent.granted);
  return { Email: granted('Email'), Telemarketing: granted('Telemarketing') };
}

/** The save body's list: both channels, granted or not. */
export function consentsOf(state: ConsentState): MarketingConsent[] {
  return MARKETING_CHANNELS.map((channel) => ({ channel, granted: state[channel] }));
}

type EmailFields = Pick<UserProfile, 'email' | 'emailConfirmed' | 'unconfirmedEmail'>;

/**
 * Why the e-mail consent cannot be given now, or null when it can: no e-mail at all
 * ('missing'), or an address not confirmed yet, the current one or a pending new one
 * ('unconfirmed') (spec part 2, section 4: consents need a present and verified e-mail).
 */
export function emailConsentBlock(profile: EmailFields): 'missing' | 'unconfirmed' | null {
  if (profile.email === null && profile.unconfirmedEmail === null) return 'missing';
  if (profile.email === null || !profile.emailConfirmed || profile.unconfirmedEmail !== null) return 'unconfirmed';
  return null;
}

/**
 * Whether the e-mail box is disabled: it cannot be given now and is not given. One given
 * earlier stays withdrawable (our choice: withdrawing must stay as easy as giving,
 * GDPR art. 7(3); the API accepts it).
 */
export function isEmailConsentDisabled(profile: EmailFields, state: ConsentState): boolean {
  return emailConsentBlock(profile) !== null && !state.Email;
}

/** The channels the "all" box sets: both, or only telemarketing while the e-mail consent cannot be given (spec part 2, section 4). */
export function channelsOfAll(profile: EmailFields): MarketingChannel[] {
  return emailConsentBlock(profile) === null ? [...MARKETING_CHANNELS] : ['Telemarketing'];
}

/** "All" is ticked when every consent it sets is granted (spec part 2, section 4). */
export function isAllChecked(state: ConsentState, channels: readonly MarketingChannel[]): boolean {
  return channels.every((channel) => state[channel]);
}

/** Toggling "all" grants every consent it sets, or withdraws them when all were granted. */
export function toggledAll(state: ConsentState, channels: readonly MarketingChannel[]): ConsentState {
  const granted = !isAllChecked(state, channels);
  return channels.reduce<ConsentState>((next, channel) => ({ ...next, [channel]: granted }), { ...state });
}

/** The warning ("give both consents") shows while not both are granted (spec part 2, "Profile: my data"). */
export function showsConsentsWarning(state: ConsentState): boolean {
  return !MARKETING_CHANNELS.every((channel) => state[channel]);
}
