/**
 * The event-bus map: every event remotes and the shell exchange, with its payload.
 * Events travel as `window` CustomEvents named `salon:<event>` so bundles built from
 * different versions of @salon/platform still hear each other. Events listed in
 * REPLAYED_EVENTS are state: a late subscriber gets the last value at once.
 */

/** Stages of the authentication dialog (spec part 1, section 2). */
export const AUTH_STAGES = [
  'IDENTIFICATION',
  'LOGIN',
  'LOGIN_PHONE',
  'USER_INACTIVE',
  'REGISTER_CHOOSE',
  'REGISTER_EMAIL_CODE_VERIFICATION',
  'REGISTER_PHONE_CODE_SEND',
  'REGISTER_PHONE_CODE_VERIFICATION',
  'REGISTER',
  'REGISTER_SECOND',
  'REGISTER_CONFIRMATION',
  'OVERRIDE_EMAIL',
  'OVERRIDE_EMAIL_SUCCESS',
  'RESET_PASSWORD',
  'RESET_PASSWORD_SECOND',
  'GOOGLE_PHONE',
  'GOOGLE_PHONE_VERIFICATION',
  'GOOGLE_EMAIL_CHANGE',
  'GOOGLE_REGISTER',
  'APPLE_PHONE',
  'APPLE_PHONE_CODE_VERIFICATION',
  'APPLE_REGISTER',
  'APPLE_EMAIL_CHANGE',
  'ERROR',
] as const;
export type AuthStage = (typeof AUTH_STAGES)[number];

export type LogoutReason = 'user' | 'forced' | 'inactive';

/** The signed-in customer as the session knows it (the full profile lives in the profile remote). */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  sex: 'F' | 'M' | null;
  preferredSalonId: string | null;
}

export interface SessionState {
  authenticated: boolean;
  user: SessionUser | null;
}

export interface BusEvents {
  /** Open the authentication dialog. Defaults (spec): closes by backdrop, not full screen, not bottom docked. */
  'auth:open': {
    stage?: AuthStage;
    fullScreen?: boolean;
    closable?: boolean;
    bottomDocked?: boolean;
    /** Where to go after a successful sign-in. */
    returnPath?: string;
  };
  'auth:login': { user: SessionUser | null };
  'auth:registered': { user: SessionUser | null };
  'auth:logout': { reason: LogoutReason };
  'auth:reset-password': { email?: string; phone?: string };
  /**
   * Open the e-mail modal to add, confirm or change the address (the profile's details):
   * the same stages as the forced verification, but closable.
   */
  'auth:email-change': Record<string, never>;
  /** State: replayed to late subscribers. */
  'session:changed': SessionState;
  /** The shell's quit confirmation on reservation screens. */
  'booking:reset': Record<string, never>;
  /**
   * A slot picked and held on salon details goes to the booking final form: the booking
   * root takes it (held until the booking remote has loaded), selects salon, area and
   * service, keeps the hold and opens the final form.
   */
  'booking:prefill': {
    salonId: string;
    serviceId: string;
    /** Start of the slot, local ISO without zone. */
    dateTime: string;
    /** The API's hold on the slot (POST /api/reservation-holds). */
    holdId: string;
    hairdresserId?: string | null;
    hairdresserName?: string | null;
  };
  /**
   * Ask the signed-in customer to make this salon their preferred one: the account
   * remote's dialog host confirms and saves, then emits `preferred-salon:changed`.
   */
  'preferred-salon:choose': { salonId: string; salonName: string };
  'preferred-salon:changed': { salonId: string | null };
  'profile:updated': { user: SessionUser };
  /** State: the language chosen in the shell. */
  'language:changed': { language: 'pl' | 'en' | 'fr' };
}

export type BusEventName = keyof BusEvents;

/** Events whose last value is kept and replayed to late subscribers. */
export const REPLAYED_EVENTS: ReadonlySet<BusEventName> = new Set<BusEventName>(['session:changed', 'language:changed']);

/**
 * Requests held until someone hears them: emitted while nobody listens (the remote that
 * handles it is still loading, e.g. the auth dialog host when the profile guard asks for
 * sign-in on arrival), the last payload waits and goes to the first subscriber, once.
 */
export const HELD_EVENTS: ReadonlySet<BusEventName> = new Set<BusEventName>([
  'auth:open',
  'auth:reset-password',
  'auth:email-change',
  'booking:prefill',
  'preferred-salon:choose',
]);

/** The prefix of every DOM event name on the bus. */
export const BUS_EVENT_PREFIX = 'salon:';
