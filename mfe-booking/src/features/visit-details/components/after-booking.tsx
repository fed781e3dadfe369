import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Visit } from '@salon/contracts/reservations-api';
import { useSession } from '@salon/platform';
import { Alert, ConfirmDialog } from '@salon/ui';
import { useGetProfileQuery } from '../../../api/get-profile.ts';
import { useBookingSelector } from '../../../app/hooks.ts';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { selectReservationDraft } from '../../../lib/reservation-draft-slice.ts';
import { useSavePreferredSalon } from '../../../lib/use-save-preferred-salon.ts';
import { isJustBooked, signedInQuestions, takeAfterBookingTurn, type SignedInQuestion } from '../lib/after-booking.ts';
import { AccountSuggestion } from './account-suggestion.tsx';
import { ConsentsDialog } from './consents-dialog.tsx';

/**
 * The questions right after a booking, on its details page (spec part 1, section 4).
 * Asked once per booking: only when the draft has just finished this visit, and never
 * again for it in this browser session (a reload starts a fresh draft; going back to
 * the page finds the visit already asked about). Whether the customer is signed in is
 * taken when the turn starts: signing in from the suggestion does not start the
 * signed-in questions on top of it.
 */
export function AfterBooking({ visit }: { visit: Visit }) {
  const draft = useBookingSelector(selectReservationDraft);
  const { authenticated } = useSession();
  const [who, setWho] = useState<'customer' | 'guest' | null>(null);
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current) return;
    decided.current = true;
    if (isJustBooked(draft, visit) && takeAfterBookingTurn(visit.id)) setWho(authenticated ? 'customer' : 'guest');
  }, [draft, visit, authenticated]);

  if (who === 'guest') return <AccountSuggestion visit={visit} />;
  if (who === 'customer') return <SignedInQuestions visit={visit} areaVirtual={draft.area?.virtual ?? false} />;
  return null;
}

function SignedInQuestions({ visit, areaVirtual }: { visit: Visit; areaVirtual: boolean }) {
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
  const next = () => setStep((value) => value + 1);

  return (
    <>
      {savedSalon && <Alert tone="success">{t('visitDetails.afterBooking.preferredSalon.saved', { salon: visit.salon.name })}</Alert>}
      {savedConsents && <Alert tone="success">{t('visitDetails.afterBooking.consents.saved')}</Alert>}
      {current === 'preferred-salon' && (
        <PreferredSalonQuestion
          visit={visit}
          onDone={(saved) => {
            setSavedSalon(saved);
            next();
          }}
        />
      )}
      {current === 'consents' && profile && (
        <ConsentsDialog
          profile={profile}
          visitId={visit.id}
          onDone={(saved) => {
            setSavedConsents(saved);
            next();
          }}
        />
      )}
    </>
  );
}

function PreferredSalonQuestion({ visit, onDone }: { visit: Visit; onDone: (saved: boolean) => void }) {
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
    <ConfirmDialog
      open
      title={t('visitDetails.afterBooking.preferredSalon.title', { salon: visit.salon.name })}
      confirmLabel={status === 'saving' ? t('visitDetails.afterBooking.preferredSalon.saving') : t('visitDetails.afterBooking.preferredSalon.confirm')}
      cancelLabel={t('visitDetails.afterBooking.preferredSalon.decline')}
      onConfirm={() => void confirm()}
      onCancel={() => {
        track('declined');
        onDone(false);
      }}
    >
      <p>{t('visitDetails.afterBooking.preferredSalon.text')}</p>
      {status === 'failed' && <Alert tone="error">{t('visitDetails.afterBooking.preferredSalon.saveError')}</Alert>}
    </ConfirmDialog>
  );
}
