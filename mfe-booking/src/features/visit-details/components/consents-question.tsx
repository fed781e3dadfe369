import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserProfile } from '@salon/contracts/identity-api';
import { CheckboxField } from '@salon/forms';
import { commonErrorMessage } from '@salon/i18n';
import { Alert, Button } from '@salon/ui';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { useSaveConsents } from '../hooks/use-save-consents.ts';
import { canGrantEmailConsent, consentsToOffer, isGranted } from '../lib/after-booking.ts';
import { QuestionPanel } from './question-panel.tsx';

type Values = { Email: boolean; Telemarketing: boolean };

export interface ConsentsQuestionProps {
  profile: UserProfile;
  visitId: string;
  /** Answered, saved or not. */
  onDone: (saved: boolean) => void;
  /** Take the focus on arrival: it replaces the question just answered. */
  focusOnMount?: boolean;
}

/**
 * After booking: the marketing consents, for the +50 loyalty points per visit both
 * bring (spec part 1, sections 1 and 5), in the page below the visit's summary
 * (decision 0026). Only consents not granted yet are offered; the e-mail one only with
 * a confirmed e-mail, which is explained otherwise. Nothing is ticked in advance
 * (consents default to not granted).
 */
export function ConsentsQuestion({ profile, visitId, onDone, focusOnMount = false }: ConsentsQuestionProps) {
  const { t } = useTranslation('booking');
  const formId = useId();
  const { save, saving } = useSaveConsents();
  const [error, setError] = useState<string | null>(null);
  const [emailBlocked, setEmailBlocked] = useState(false);
  const offered = consentsToOffer(profile).filter((channel) => !(emailBlocked && channel === 'Email'));
  const emailNeedsConfirmation = emailBlocked || (!isGranted(profile, 'Email') && !canGrantEmailConsent(profile));

  const close = () => {
    trackBooking('after-booking-consents', { visitId, outcome: 'dismissed' });
    onDone(false);
  };

  const submit = async (values: Values) => {
    if (saving) return;
    const consents = offered.map((channel) => ({ channel, granted: values[channel] }));
    if (!consents.some((consent) => consent.granted)) {
      // Nothing ticked: as "not now", without a request.
      close();
      return;
    }
    setError(null);
    const result = await save(consents);
    if (result.ok) {
      trackBooking('after-booking-consents', {
        visitId,
        outcome: 'saved',
        email: values.Email && offered.includes('Email'),
        telemarketing: values.Telemarketing && offered.includes('Telemarketing'),
      });
      onDone(true);
      return;
    }
    trackBooking('after-booking-consents', { visitId, outcome: 'failed', code: result.code });
    if (result.code === 'INVALID_VALUE' && result.field === 'marketingConsents') {
      // The e-mail stopped being confirmed meanwhile (an e-mail change): offer the rest.
      setEmailBlocked(true);
      setError(t('visitDetails.afterBooking.consents.emailNotConfirmedError'));
    } else {
      setError(commonErrorMessage(result.code));
    }
  };

  return (
    <Formik<Values> initialValues={{ Email: false, Telemarketing: false }} onSubmit={submit}>
      <QuestionPanel
        title={t('visitDetails.afterBooking.consents.title')}
        focusOnMount={focusOnMount}
        actions={
          <>
            {offered.length > 0 && (
              <Button type="submit" form={formId} disabled={saving}>
                {saving ? t('visitDetails.afterBooking.consents.saving') : t('visitDetails.afterBooking.consents.save')}
              </Button>
            )}
            <Button variant="secondary" onClick={close}>
              {t('visitDetails.afterBooking.consents.later')}
            </Button>
          </>
        }
      >
        <p>{t('visitDetails.afterBooking.consents.text')}</p>
        {emailNeedsConfirmation && <Alert tone="info">{t('visitDetails.afterBooking.consents.emailNeedsConfirmation')}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <Fields id={formId} noValidate aria-label={t('visitDetails.afterBooking.consents.formLabel')}>
          {offered.includes('Email') && <CheckboxField name="Email" label={t('visitDetails.afterBooking.consents.email')} />}
          {offered.includes('Telemarketing') && (
            <CheckboxField name="Telemarketing" label={t('visitDetails.afterBooking.consents.telemarketing')} />
          )}
        </Fields>
      </QuestionPanel>
    </Formik>
  );
}

const Fields = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
