import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION_NAMESPACE } from './messages.ts';
import styled from 'styled-components';
import { formatCountdown } from '@salon/i18n';
import { Button, VisuallyHidden } from '@salon/ui';

/** The spec's default wait between two code requests (part 1, section 9). */
export const DEFAULT_RESEND_SECONDS = 30;

export interface ResendButtonProps {
  /**
   * Sends a new code. A rejected promise means nothing was sent: no new countdown, so
   * the customer may try again at once (the caller shows why it failed).
   */
  onResend(): Promise<unknown> | void;
  /** Seconds to wait after a code was sent; 30 by default, 60 in the e-mail and phone flows. */
  cooldownSeconds?: number;
  /** Whether a code was just sent when this shows, so the wait starts at once (default). */
  coolingDownAtStart?: boolean;
}

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * "Wyślij kod ponownie", disabled for a countdown (m:ss) after a code was sent and while
 * a new one is being sent (spec part 1, section 2; part 2 "Resend-code button"). The
 * time left shows beside the label every second, but only the start and the end of the
 * wait are announced: a screen reader reading a clock each second is noise.
 */
export function ResendButton({ onResend, cooldownSeconds = DEFAULT_RESEND_SECONDS, coolingDownAtStart = true }: ResendButtonProps) {
  const { t } = useTranslation(VALIDATION_NAMESPACE);
  // A deadline rather than a decrement: timers in a background tab run late, the clock does not.
  const [deadline, setDeadline] = useState<number | null>(() => (coolingDownAtStart ? Date.now() + cooldownSeconds * 1000 : null));
  const [remaining, setRemaining] = useState(() => (coolingDownAtStart ? cooldownSeconds : 0));
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = window.setInterval(() => {
      const left = secondsLeft(deadline);
      setRemaining(left);
      if (left === 0) {
        setDeadline(null);
        setAnnouncement(t('resendButton.readyAnnouncement'));
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline, t]);

  const resend = useCallback(async () => {
    setSending(true);
    try {
      await onResend();
    } catch {
      // Nothing was sent: the button stays available. The caller reports the failure.
      if (mounted.current) setSending(false);
      return;
    }
    if (!mounted.current) return;
    setSending(false);
    setDeadline(Date.now() + cooldownSeconds * 1000);
    setRemaining(cooldownSeconds);
    setAnnouncement(t('resendButton.waitAnnouncement', { time: formatCountdown(cooldownSeconds) }));
  }, [cooldownSeconds, onResend, t]);

  const counting = remaining > 0;

  return (
    <Row>
      <Button variant="ghost" size="sm" disabled={counting || sending} aria-busy={sending || undefined} onClick={() => void resend()}>
        {t('resendButton.label')}
        {counting && <Time aria-hidden="true">{formatCountdown(remaining)}</Time>}
      </Button>
      {counting && <VisuallyHidden>{t('resendButton.countdown', { time: formatCountdown(remaining) })}</VisuallyHidden>}
      {/* Present from the start: a live region only announces changes. */}
      <VisuallyHidden role="status">{sending ? t('resendButton.sending') : announcement}</VisuallyHidden>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
`;

const Time = styled.span`
  font-variant-numeric: tabular-nums;
`;
