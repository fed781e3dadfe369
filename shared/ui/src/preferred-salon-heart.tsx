import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { bus, track, useSession } from '@salon/platform';
import { IconButton } from './button.tsx';
import { HeartIcon } from './icons.tsx';

export interface PreferredSalonHeartProps {
  salonId: string;
  salonName: string;
  /**
   * Render nothing for a guest instead of asking them to sign in: the salon directory
   * shows the heart to signed-in customers only (spec part 2, section 4 "Preferred salon").
   */
  signedInOnly?: boolean;
}

/**
 * The heart beside a salon: a toggle-like button, pressed when this is the customer's
 * preferred salon (the session's `preferredSalonId`).
 * - A guest is asked to sign in (`auth:open`, back to this page afterwards), or sees
 *   nothing with `signedInOnly`: a signed-out visitor never has a preferred salon.
 * - Pressing the heart of another salon asks the account remote to confirm and save it
 *   (the held bus event `preferred-salon:choose`); the heart follows the session once
 *   it is saved.
 * - Pressing the heart of the preferred salon un-sets nothing (the spec has no way to
 *   have none): it says how to change it.
 */
export function PreferredSalonHeart({ salonId, salonName, signedInOnly = false }: PreferredSalonHeartProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const { authenticated, user } = useSession();
  const [hint, setHint] = useState(false);
  const noteId = useId();
  const preferredSalonId = authenticated ? (user?.preferredSalonId ?? null) : null;
  const pressed = preferredSalonId === salonId;

  if (!authenticated && signedInOnly) return null;

  const press = () => {
    if (!authenticated) {
      track('preferred-salon-heart', { salonId, outcome: 'sign-in' }, 'ui');
      bus.emit('auth:open', { stage: 'IDENTIFICATION', returnPath: `${location.pathname}${location.search}` });
      return;
    }
    if (pressed) {
      setHint(true);
      return;
    }
    track('preferred-salon-heart', { salonId, outcome: 'chosen' }, 'ui');
    bus.emit('preferred-salon:choose', { salonId, salonName });
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
      {pressed && hint && <Hint role="status">{t('preferredSalonHeart.changeHint')}</Hint>}
    </Wrapper>
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
