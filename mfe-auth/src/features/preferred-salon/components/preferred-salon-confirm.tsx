import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusEvents } from '@salon/contracts/events';
import { savePreferredSalon, track, useBusEvent, useSession } from '@salon/platform';
import { Alert, ConfirmDialog } from '@salon/ui';
import { getProfile, useUpdateProfileMutation } from '../../../api/profile.ts';
import { useAuthDispatch } from '../../../app/hooks.ts';

type Choice = BusEvents['preferred-salon:choose'];
type Status = 'idle' | 'saving' | 'failed';

const trackOutcome = (salonId: string, outcome: 'saved' | 'failed' | 'declined') =>
  track('preferred-salon-heart', { salonId, outcome }, 'auth');

/**
 * The confirm-and-save question for a preferred salon, asked for any remote's heart
 * (`preferred-salon:choose`, held until this host has loaded). It says whether the salon
 * is set for the first time or replaces the current one, saves it with the platform's
 * one rule (`savePreferredSalon`: the profile loaded afresh and sent back whole, then
 * `preferred-salon:changed` and the session, so every open remote follows) and keeps the
 * question open with a message when the save fails. Only a signed-in customer has a
 * preferred salon, so a request without a session is dropped.
 */
export function PreferredSalonConfirm() {
  const { t } = useTranslation('auth');
  const dispatch = useAuthDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const { authenticated, user } = useSession();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [status, setStatus] = useState<Status>('idle');

  useBusEvent('preferred-salon:choose', (payload) => {
    if (!authenticated) return;
    setStatus('idle');
    setChoice(payload);
  });

  const confirm = async () => {
    if (!choice || status === 'saving') return;
    setStatus('saving');
    try {
      await savePreferredSalon(choice.salonId, {
        loadProfile: () => dispatch(getProfile.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap(),
        updateProfile: (body) => updateProfile(body).unwrap(),
      });
      trackOutcome(choice.salonId, 'saved');
      setChoice(null);
      setStatus('idle');
    } catch (error) {
      console.warn('[auth] the preferred salon could not be saved', error);
      trackOutcome(choice.salonId, 'failed');
      setStatus('failed');
    }
  };

  const cancel = () => {
    if (choice) trackOutcome(choice.salonId, 'declined');
    setChoice(null);
  };

  const salon = choice?.salonName ?? '';
  return (
    <ConfirmDialog
      open={choice !== null}
      title={t('preferredSalon.confirmTitle', { salon })}
      confirmLabel={status === 'saving' ? t('preferredSalon.saving') : t('preferredSalon.confirm')}
      cancelLabel={t('preferredSalon.cancel')}
      onConfirm={() => void confirm()}
      onCancel={cancel}
    >
      <p>{user?.preferredSalonId ? t('preferredSalon.replaceText') : t('preferredSalon.text')}</p>
      {status === 'failed' && <Alert tone="error">{t('preferredSalon.saveError')}</Alert>}
    </ConfirmDialog>
  );
}
