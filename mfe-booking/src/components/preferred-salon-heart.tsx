import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { bus, useSession } from '@salon/platform';
import { Alert, ConfirmDialog, IconButton } from '@salon/ui';
import { trackBooking } from '../lib/booking-tracking.ts';
import { useSavePreferredSalon } from '../lib/use-save-preferred-salon.ts';

export interface PreferredSalonHeartProps {
  salonId: string;
  salonName: string;
}

/**
 * The heart beside a salon (spec part 1, section 4): a toggle-like button, pressed when
 * this is the customer's preferred salon. A guest is asked to sign in (`auth:open`,
 * back to this page afterwards); a signed-in customer confirms, then the profile is
 * saved with this salon. Pressing the heart of the preferred salon un-sets nothing (the
 * spec has no way to have none): it says how to change it.
 */
export function PreferredSalonHeart({ salonId, salonName }: PreferredSalonHeartProps) {
  const { t } = useTranslation('booking');
  const location = useLocation();
  const { authenticated, user } = useSession();
  const { save, status, reset } = useSavePreferredSalon();
  const [confirming, setConfirming] = useState(false);
  const [hint, setHint] = useState(false);
  const noteId = useId();
  const preferredSalonId = authenticated ? (user?.preferredSalonId ?? null) : null;
  const pressed = preferredSalonId === salonId;

  const press = () => {
    if (!authenticated) {
      trackBooking('preferred-salon-heart', { salonId, outcome: 'sign-in' });
      bus.emit('auth:open', { stage: 'IDENTIFICATION', returnPath: `${location.pathname}${location.search}` });
      return;
    }
    if (pressed) {
      setHint(true);
      return;
    }
    reset();
    setConfirming(true);
  };

  const confirm = async () => {
    if (status === 'saving') return;
    const saved = await save(salonId);
    trackBooking('preferred-salon-heart', { salonId, outcome: saved ? 'saved' : 'failed' });
    if (saved) setConfirming(false);
  };

  const cancel = () => {
    trackBooking('preferred-salon-heart', { salonId, outcome: 'declined' });
    setConfirming(false);
  };

  return (
    <Wrapper>
      <HeartButton
        aria-label={t('preferredSalonHeart.label', { salon: salonName })}
        aria-pressed={pressed}
        aria-describedby={pressed ? noteId : undefined}
        size="sm"
        onClick={press}
      >
        <HeartIcon filled={pressed} />
      </HeartButton>
      {pressed && <Note id={noteId}>{t('preferredSalonHeart.current')}</Note>}
      {pressed && hint && (
        <Hint role="status">{t('preferredSalonHeart.changeHint')}</Hint>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('preferredSalonHeart.confirmTitle', { salon: salonName })}
        confirmLabel={status === 'saving' ? t('preferredSalonHeart.saving') : t('preferredSalonHeart.confirm')}
        cancelLabel={t('preferredSalonHeart.cancel')}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        <p>{preferredSalonId ? t('preferredSalonHeart.replaceText') : t('preferredSalonHeart.text')}</p>
        {status === 'failed' && <Alert tone="error">{t('preferredSalonHeart.saveError')}</Alert>}
      </ConfirmDialog>
    </Wrapper>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Wrapper = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const HeartButton = styled(IconButton)`
  color: ${({ theme }) => theme.colors.primary};
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Hint = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
