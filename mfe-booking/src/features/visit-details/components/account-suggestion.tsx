import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { Visit } from '@salon/contracts/reservations-api';
import { bus } from '@salon/platform';
import { Button } from '@salon/ui';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { useGetPhoneAccountQuery } from '../api/get-phone-account.ts';
import { QuestionPanel } from './question-panel.tsx';

/**
 * After a guest's booking (spec part 1, section 4): the booking's phone has an account →
 * sign in to see and manage the visits; it has none → create an account, with what it
 * brings. In the page below the visit's summary, not over it (decision 0026). Both open
 * the authentication dialog (`auth:open`), which comes back to this page. Nothing is
 * shown when the lookup fails (rate limit, network): a wrong suggestion would be worse
 * than none.
 */
export function AccountSuggestion({ visit, onFinished }: { visit: Visit; onFinished: () => void }) {
  const { t } = useTranslation('booking');
  const location = useLocation();
  const { data: account, isError } = useGetPhoneAccountQuery(visit.contact.phone);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (isError) trackBooking('after-booking-account', { visitId: visit.id, outcome: 'unavailable' });
  }, [isError, visit.id]);

  if (!account || !open) return null;
  const registered = account.registered;
  const track = (outcome: string) => trackBooking('after-booking-account', { visitId: visit.id, registered, outcome });

  const close = () => {
    track('dismissed');
    setOpen(false);
    onFinished();
  };
  const openAuth = () => {
    track(registered ? 'sign-in' : 'register');
    setOpen(false);
    bus.emit('auth:open', { stage: 'IDENTIFICATION', returnPath: `${location.pathname}${location.search}` });
  };

  return (
    <QuestionPanel
      title={registered ? t('visitDetails.afterBooking.account.registeredTitle') : t('visitDetails.afterBooking.account.newTitle')}
      actions={
        <>
          <Button onClick={openAuth}>
            {registered ? t('visitDetails.afterBooking.account.signIn') : t('visitDetails.afterBooking.account.register')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('visitDetails.afterBooking.account.later')}
          </Button>
        </>
      }
    >
      {registered ? (
        <>
          <p>{t('visitDetails.afterBooking.account.registeredText')}</p>
          {!account.hasPassword && <p>{t('visitDetails.afterBooking.account.socialNote')}</p>}
        </>
      ) : (
        <>
          <p>{t('visitDetails.afterBooking.account.newText')}</p>
          <Benefits>
            <li>{t('visitDetails.afterBooking.account.benefitVisits')}</li>
            <li>{t('visitDetails.afterBooking.account.benefitRepeat')}</li>
            <li>{t('visitDetails.afterBooking.account.benefitPoints')}</li>
          </Benefits>
        </>
      )}
    </QuestionPanel>
  );
}

const Benefits = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;
