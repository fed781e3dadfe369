import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserProfile } from '@salon/contracts/identity-api';
import { CheckboxField } from '@salon/forms';
import { commonErrorMessage } from '@salon/i18n';
import { Alert, Button, Dialog } from '@salon/ui';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { useSaveConsents } from '../hooks/use-save-consents.ts';
import { canGrantEmailConsent, consentsToOffer, isGranted } from '../lib/after-booking.ts';

type Values = { Email: boolean; Telemarketing: boolean };

export interface ConsentsDialogProps {
  profile: UserProfile;
  visitId: string;
  /** Closed, saved or not. */
  onDone: (saved: boolean) => void;
}

/**
 * After booking: the marketing consents, for the +50 loyalty points per visit both
 * bring (spec part 1, sections 1 and 5). Only consents not granted yet are offered; the
 * e-mail one only with a confirmed e-mail, which is explained otherwise. Nothing is
 * ticked in advance (consents default to not granted).
 */
export function ConsentsDialog({ profile, visitId, onDone }: ConsentsDialogProps) {
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
    <Dialog
      open
      onClose={close}
      title={t('visitDetails.afterBooking.consents.title')}
      footer={
        <Actions>
          <Button variant="secondary" onClick={close}>
            {t('visitDetails.afterBooking.consents.later')}
          </Button>
          {offered.length > 0 && (
            <Button type="submit" form={formId} disabled={saving}>
              {saving ? t('visitDetails.afterBooking.consents.saving') : t('visitDetails.afterBooking.consents.save')}
            </Button>
          )}
        </Actions>
      }
    >
      <Text>{t('visitDetails.afterBooking.consents.text')}</Text>
      {emailNeedsConfirmation && <Alert tone="info">{t('visitDetails.afterBooking.consents.emailNeedsConfirmation')}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <Formik<Values> initialValues={{ Email: false, Telemarketing: false }} onSubmit={submit}>
        <Form id={formId} noValidate aria-label={t('visitDetails.afterBooking.consents.formLabel')}>
          {offered.includes('Email') && <CheckboxField name="Email" label={t('visitDetails.afterBooking.consents.email')} />}
          {offered.includes('Telemarketing') && (
            <CheckboxField name="Telemarketing" label={t('visitDetails.afterBooking.consents.telemarketing')} />
          )}
        </Form>
      </Formik>
    </Dialog>
  );
}

const Text = styled.p`
  margin-top: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;
