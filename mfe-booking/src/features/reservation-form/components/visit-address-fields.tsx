import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VISIT_LOCATION_LIMITS } from '@salon/contracts/reservations-api';
import { Fieldset, FieldsetHint, Legend, TextField } from '@salon/forms';
import { media } from '@salon/ui';
import '../reservation-form-copy.ts';

/**
 * Where the team comes to, for a visit at the customer's place (decision 0028): street
 * with house and flat number, postcode and town, with the browser's address autofill.
 * Fields of the final form's `location`.
 */
export function VisitAddressFields() {
  const { t } = useTranslation('booking');
  const hintId = useId();
  return (
    <Group aria-describedby={hintId}>
      <Legend>{t('reservationForm.address.legend')}</Legend>
      <FieldsetHint id={hintId}>{t('reservationForm.address.hint')}</FieldsetHint>
      <TextField
        name="location.address"
        label={t('reservationForm.address.street')}
        hint={t('reservationForm.address.streetHint')}
        autoComplete="street-address"
        maxLength={VISIT_LOCATION_LIMITS.address}
      />
      <Town>
        <TextField name="location.postcode" label={t('reservationForm.address.postcode')} hint={t('reservationForm.address.postcodeHint')} autoComplete="postal-code" inputMode="numeric" maxLength={8} />
        <TextField name="location.city" label={t('reservationForm.address.city')} autoComplete="address-level2" maxLength={VISIT_LOCATION_LIMITS.city} />
      </Town>
    </Group>
  );
}

const Group = styled(Fieldset)`
  gap: ${({ theme }) => theme.space.md};
`;

const Town = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${media.up('tablet')} {
    grid-template-columns: 10rem 1fr;
  }
`;
