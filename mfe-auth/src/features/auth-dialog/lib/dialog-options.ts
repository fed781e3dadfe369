import type { AuthStage, BusEvents } from '@salon/contracts/events';

/** How the authentication dialog is opened, with every default filled in. */
export interface AuthDialogOptions {
  stage: AuthStage;
  fullScreen: boolean;
  /** Whether the visitor may dismiss it (close button, backdrop, Escape). */
  closable: boolean;
  bottomDocked: boolean;
  /** Where to go after a successful sign-in (used by the sign-in stages). */
  returnPath: string | null;
}

/**
 * The `auth:open` payload with the spec's defaults: identification stage, closes by
 * backdrop, not full screen, not bottom docked (spec part 1, section 2).
 */
export function authDialogOptions(payload: BusEvents['auth:open']): AuthDialogOptions {
  return {
    stage: payload.stage ?? 'IDENTIFICATION',
    fullScreen: payload.fullScreen ?? false,
    closable: payload.closable ?? true,
    bottomDocked: payload.bottomDocked ?? false,
    returnPath: payload.returnPath ?? null,
  };
}
