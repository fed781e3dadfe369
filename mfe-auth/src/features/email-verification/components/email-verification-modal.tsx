import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sessionUserOf, type UserProfile } from '@salon/contracts/identity-api';
import { bus, setSessionUser } from '@salon/platform';
import { Alert, Button, Dialog, Spinner } from '@salon/ui';
import { useGetProfileQuery } from '../../../api/profile.ts';
import { StageActions, StageSection, StageText } from '../../../components/stage-layout.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { shortErrorKey } from '../lib/short-error-key.ts';
import { baseStageOf, type BaseStage, type ConfirmTarget } from '../lib/verification-stages.ts';
import { ConfirmationStage } from './confirmation-stage.tsx';
import { EmailStage } from './email-stage.tsx';
import { LogoutButton } from './logout-button.tsx';

export interface EmailVerificationModalProps {
  open: boolean;
  /** The customer finished (success stage), or closed a closable modal: the host closes it. */
  onClose: () => void;
  /**
   * Opened by the customer to add, confirm or change the address (`auth:email-change`
   * from the profile): a close button, Escape and the backdrop close it, and there is no
   * sign-out. Forced (the default) at start-up: only success or signing out end it.
   */
  closable?: boolean;
}

/** Where the customer is; null until they move, when the base stage follows the profile. */
type Step =
  | { stage: BaseStage; notice: string | null }
  | { stage: 'confirmation'; address: string; target: ConfirmTarget }
  | { stage: 'success'; address: string };

const TITLE_KEYS = {
  'with-email': 'emailVerification.titles.withEmail',
  'without-email': 'emailVerification.titles.withoutEmail',
  confirmation: 'emailVerification.titles.confirmation',
  success: 'emailVerification.titles.success',
} as const;

/**
 * The forced e-mail verification modal (spec part 2, "Email-verification modal" and
 * "E-mail modal flow"): full screen, with no close button, Escape or backdrop. It starts
 * in with-email or without-email by the profile, a sent code leads to confirmation, a
 * right code to success, which updates the session and lets the customer go on. Logging
 * out is the only other way out. Its state starts afresh each time it opens.
 */
export function EmailVerificationModal({ open, onClose, closable = false }: EmailVerificationModalProps) {
  return open ? <VerificationDialog onClose={onClose} closable={closable} /> : null;
}

function VerificationDialog({ onClose, closable }: { onClose: () => void; closable: boolean }) {
  const { t } = useTranslation('auth');
  const { data: profile, error, isFetching, refetch } = useGetProfileQuery();
  const [moved, setMoved] = useState<Step | null>(null);
  const step: Step | null = moved ?? (profile ? { stage: baseStageOf(profile), notice: null } : null);
  const body = useRef<HTMLDivElement>(null);

  // A new stage: focus its first control, so keyboard and screen reader users follow.
  const shownStage = useRef(step?.stage);
  useEffect(() => {
    if (shownStage.current === step?.stage) return;
    shownStage.current = step?.stage;
    const root = body.current;
    const first = root?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])');
    (first ?? root)?.focus();
  }, [step?.stage]);

  const confirmed = (updated: UserProfile) => {
    const user = sessionUserOf(updated);
    setSessionUser(user);
    bus.emit('profile:updated', { user });
    setMoved({ stage: 'success', address: updated.email ?? '' });
  };

  const backToBase = (notice: string | null) => {
    // The profile is refetched after a change, so it knows an address entered here.
    if (profile) setMoved({ stage: baseStageOf(profile), notice });
    else setMoved(null);
  };

  let content;
  if (!step) {
    content =
      error && !isFetching ? (
        <StageSection>
          <Alert tone="error">{t(shortErrorKey(apiErrorOf(error)))}</Alert>
          <StageActions>
            <Button onClick={() => void refetch()}>{t('emailVerification.retry')}</Button>
          </StageActions>
        </StageSection>
      ) : (
        <Spinner label={t('emailVerification.loading')} />
      );
  } else if (step.stage === 'confirmation') {
    content = (
      <ConfirmationStage
        address={step.address}
        target={step.target}
        onConfirmed={confirmed}
        onLocked={() => backToBase('errors.INVALID_TOKEN_TOO_MANY_TIMES')}
        onChangeAddress={() => backToBase(null)}
      />
    );
  } else if (step.stage === 'success') {
    content = (
      <StageSection>
        <StageText>{t('emailVerification.success.text', { email: step.address })}</StageText>
        <StageActions>
          <Button onClick={onClose}>{t('emailVerification.success.close')}</Button>
        </StageActions>
      </StageSection>
    );
  } else if (profile) {
    content = (
      <EmailStage
        key={step.stage}
        stage={step.stage}
        profile={profile}
        notice={step.notice}
        onCodeSent={(address, target) => setMoved({ stage: 'confirmation', address, target })}
      />
    );
  }

  // A confirmed address is being changed, not confirmed: its own title.
  const changing = closable && step?.stage === 'with-email' && profile?.emailConfirmed === true && !profile.unconfirmedEmail;
  const title = changing ? t('emailVerification.titles.change') : t(TITLE_KEYS[step?.stage ?? 'with-email']);
  return (
    // Forced, it is never closable: onClose is then only what the Dialog requires and cannot fire.
    <Dialog open onClose={onClose} title={title} closable={closable} closeOnBackdrop={false} fullScreen>
      <Body ref={body} tabIndex={-1}>
        {content}
        {!closable && step?.stage !== 'success' && <LogoutButton />}
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: min(100%, 480px);
  margin: 0 auto;
  outline: none;
`;
