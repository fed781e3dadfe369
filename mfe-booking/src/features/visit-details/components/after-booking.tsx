import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Visit } from '@salon/contracts/reservations-api';
import { useSession } from '@salon/platform';
import { Alert, Button } from '@salon/ui';
import { useGetProfileQuery } from '../../../api/get-profile.ts';
import { useBookingSelector } from '../../../app/hooks.ts';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { selectReservationDraft } from '../../../lib/reservation-draft-slice.ts';
import { useSavePreferredSalon } from '../../../lib/use-save-preferred-salon.ts';
import { isJustBooked, signedInQuestions, takeAfterBookingTurn, type SignedInQuestion } from '../lib/after-booking.ts';
import { AccountSuggestion } from './account-suggestion.tsx';
import { ConsentsQuestion } from './consents-question.tsx';
import { QuestionPanel } from './question-panel.tsx';

/**
 * The confirmation at the top of the visit's page when the page ends the booking just
 * made: the visit is booked, and the confirmation with the manage link goes by SMS to
 * the booking's phone (decision 0024). Decided once, on arrival.
 */
export function BookedNotice({ visit }: { visit: Visit }) {
  const { t } = useTranslation('booking');
  const draft = useBookingSelector(selectReservationDraft);
  const [justBooked] = useState(() => isJustBooked(draft, visit));
  if (!justBooked || visit.status !== 'ACTIVE') return null;
  return (
    <Alert tone="success" title={t('visitDetails.booked.title')}>
      <p>{t('visitDetails.booked.text', { phone: visit.contact.phone })}</p>
    </Alert>
  );
}

/**
 * The questions right after a booking (spec part 1, section 4), in the page below the
 * visit's summary: the confirmation is what the customer sees first, and nothing covers
 * it (decision 0026). Asked once per booking: only when the draft has just finished this
 * visit, and never again for it in this browser session (a reload starts a fresh draft;
 * going back to the page finds the visit already asked about). Whether the customer is
 * signed in is taken when the turn starts: signing in from the suggestion does not start
 * the signed-in questions on top of it. `onFinished` is called when an answer removes the
 * last question, so the page can keep the focus that was on it.
 */
export function AfterBooking({ visit, onFinished }: { visit: Visit; onFinished: () => void }) {
  const draft = useBookingSelector(selectReservationDraft);
  const { authenticated } = useSession();
  const [who, setWho] = useState<'customer' | 'guest' | null>(null);
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current) return;
    decided.current = true;
    if (isJustBooked(draft, visit) && takeAfterBookingTurn(visit.id)) setWho(authenticated ? 'customer' : 'guest');
  }, [draft, visit, authenticated]);

  if (who === 'guest') return <AccountSuggestion visit={visit} onFinished={onFinished} />;
  if (who === 'customer') return <SignedInQuestions visit={visit} areaVirtual={draft.area?.virtual ?? false} onFinished={onFinished} />;
  return null;
}

function SignedInQuestions({ visit, areaVirtual, onFinished }: { visit: Visit; areaVirtual: boolean; onFinished: () => void }) {
  const { t } = useTranslation('booking');
  // Fresh: the turn is decided on the profile as it is now, not on what an earlier step cached.
  const { currentData: profile, isFetching } = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const [questions, setQuestions] = useState<SignedInQuestion[] | null>(null);
  const [step, setStep] = useState(0);
  const [savedSalon, setSavedSalon] = useState(false);
  const [savedConsents, setSavedConsents] = useState(false);

  // Decided on the profile as it was at the booking; a save refetches it, which must not reshuffle the turn.
  useEffect(() => {
    if (profile && !isFetching && questions === null) setQuestions(signedInQuestions(profile, visit.salon, areaVirtual));
  }, [profile, isFetching, questions, visit.salon, areaVirtual]);

  const current = questions?.[step];
  const next = () => {
    if (questions && step + 1 >= questions.length) onFinished();
    setStep((value) => value + 1);
  };
  // A question that follows an answered one takes the focus; the first one leaves it on the page.
  const following = step > 0;

  return (
    <>
      {savedSalon && <Alert tone="success">{t('visitDetails.afterBooking.preferredSalon.saved', { salon: visit.salon.name })}</Alert>}
      {savedConsents && <Alert tone="success">{t('visitDetails.afterBooking.consents.saved')}</Alert>}
      {current === 'preferred-salon' && (
        <PreferredSalonQuestion
          visit={visit}
          focusOnMount={following}
          onDone={(saved) => {
            setSavedSalon(saved);
            next();
          }}
        />
      )}
      {current === 'consents' && profile && (
        <ConsentsQuestion
          profile={profile}
          visitId={visit.id}
          focusOnMount={following}
          onDone={(saved) => {
            setSavedConsents(saved);
            next();
          }}
        />
      )}
    </>
  );
}

function PreferredSalonQuestion({ visit, focusOnMount, onDone }: { visit: Visit; focusOnMount: boolean; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('booking');
  const { save, status } = useSavePreferredSalon();
  const track = (outcome: string) => trackBooking('after-booking-preferred-salon', { visitId: visit.id, salonId: visit.salon.id, outcome });

  const confirm = async () => {
    if (status === 'saving') return;
    const saved = await save(visit.salon.id);
    track(saved ? 'accepted' : 'failed');
    if (saved) onDone(true);
  };

  return (
    <QuestionPanel
      title={t('visitDetails.afterBooking.preferredSalon.title', { salon: visit.salon.name })}
      focusOnMount={focusOnMount}
      actions={
        <>
          <Button onClick={() => void confirm()} aria-busy={status === 'saving' || undefined}>
            {status === 'saving' ? t('visitDetails.afterBooking.preferredSalon.saving') : t('visitDetails.afterBooking.preferredSalon.confirm')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              track('declined');
              onDone(false);
            }}
          >
            {t('visitDetails.afterBooking.preferredSalon.decline')}
          </Button>
        </>
      }
    >
      <p>{t('visitDetails.afterBooking.preferredSalon.text')}</p>
      {status === 'failed' && <Alert tone="error">{t('visitDetails.afterBooking.preferredSalon.saveError')}</Alert>}
    </QuestionPanel>
  );
}
