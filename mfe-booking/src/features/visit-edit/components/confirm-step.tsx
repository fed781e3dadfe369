import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@salon/contracts/api';
import { commonErrorMessage, formatTime } from '@salon/i18n';
import { exactQuery } from '@salon/platform';
import { Alert } from '@salon/ui';
import { useBookingDispatch, useBookingSelector } from '../../../app/hooks.ts';
import { ReservationConfirmButton } from '../../../components/details-widget/reservation-confirm-button.tsx';
import { HeldSlotNotice } from '../../../components/held-slot-notice.tsx';
import { searchWithoutEditVisit } from '../../../lib/booking-paths.ts';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { reservationErrorCopy } from '../../../lib/reservation-errors.ts';
import { useEditReservationMutation } from '../api/edit-reservation.ts';
import { useEditStepPath } from '../hooks/use-edit-step-path.ts';
import { editPayload } from '../lib/edit-payload.ts';
import { EDIT_FALLBACK_PATH } from '../lib/edit-steps.ts';
import { editReset, selectVisitEdit } from '../store/visit-edit-slice.ts';
import type { EditStepProps } from './edit-step-screen.tsx';
import { OtherServicesNote } from './other-services-note.tsx';
import { useVisitDate } from './visit-facts.tsx';
import '../visit-edit-copy.ts';

const FORM_ID = 'visit-edit-confirm';

/** What the step shows for a failed edit: both texts (spec part 1, section 8), and whether to offer the date step. */
interface EditFailure {
  message: string;
  explanation: string;
  backToDate: boolean;
}

/** The edit call's own refusals (the visit was cancelled or started meanwhile). */
const VISIT_STATE_CODES = new Set(['RESERVATION_CANCELLED', 'RESERVATION_EXPIRED']);

/**
 * The confirm step (`/rezerwacja/edytuj/potwierdz`): the visit before and after the
 * change (service, date, time, hairdresser), the contact read-only (spec part 1,
 * section 5) and the confirm button with its edit label. It sends the spec's edit
 * payload; on failure both the message and the explanation show (section 8), the
 * generic text when the code has none. Until when the new time is held shows above the
 * button. Success goes home (section 4), with the edit state reset; the visit's cached
 * details are the API's new answer.
 */
export function ConfirmStep({ visit, reservation, others }: EditStepProps) {
  const { t } = useTranslation('booking');
  const dispatch = useBookingDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const stepPath = useEditStepPath(visit.id);
  const edit = useBookingSelector(selectVisitEdit);
  const visitDate = useVisitDate();
  const [editReservation, { isLoading }] = useEditReservationMutation();
  const [failure, setFailure] = useState<EditFailure | null>(null);
  // The API refused a different phone once: the customer has been told, the next try goes through.
  const phoneWarnedRef = useRef(false);
  const doneRef = useRef(false);

  useEffect(() => {
    trackBooking('edit-step-view', { step: 'confirm', visitId: visit.id });
  }, [visit.id]);
  // The edit state goes once the step has left the screen: reset while it is still there,
  // the step would load again the visit its address names.
  useEffect(
    () => () => {
      if (doneRef.current) dispatch(editReset());
    },
    [dispatch],
  );

  const any = t('visitEdit.facts.anyHairdresser');
  const before = {
    service: reservation.service.name,
    date: visitDate(reservation.startDateTime),
    time: formatTime(reservation.startDateTime),
    hairdresser: visit.selectedHairdresser ? reservation.hairdresserName : any,
  };
  const after = {
    service: (edit.service ?? reservation.service).name,
    date: edit.date ? visitDate(edit.date) : '',
    time: edit.date ? formatTime(edit.date) : '',
    hairdresser: edit.hairdresser?.name ?? any,
  };
  const rows = ['service', 'date', 'time', 'hairdresser'] as const;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = editPayload(edit, visit, reservation, { acceptDifferentPhone: phoneWarnedRef.current });
    if (!body || isLoading) return;
    setFailure(null);
    const result = await editReservation({ visitId: visit.id, reservationId: reservation.id, body });
    if ('error' in result) {
      const apiCode = isApiError(result.error) ? result.error.code : 'UNKNOWN_ERROR';
      const copy = reservationErrorCopy(result.error);
      if (copy.code === 'DIFFERENT_PHONE_NUMBER') phoneWarnedRef.current = true;
      setFailure(
        copy.code && copy.explanation
          ? { message: t(copy.message.key, copy.message.params), explanation: t(copy.explanation.key, copy.explanation.params), backToDate: copy.backToDate }
          : VISIT_STATE_CODES.has(apiCode)
            ? { message: t(`visitEdit.errors.${apiCode}.message`), explanation: t(`visitEdit.errors.${apiCode}.explanation`), backToDate: false }
            : { message: t('visitEdit.confirm.failed'), explanation: commonErrorMessage(apiCode), backToDate: false },
      );
      trackBooking('reservation-edit-failed', { code: apiCode, visitId: visit.id });
      return;
    }
    trackBooking('reservation-edited', {
      visitId: visit.id,
      reservationId: reservation.id,
      salonId: reservation.salon.id,
      serviceId: body.serviceId,
      hairdresserId: body.hairdresserId,
      dateTime: body.startDateTime,
    });
    // Home, where the visit's id stays behind and the query's other keys go along.
    doneRef.current = true;
    await navigate({ pathname: EDIT_FALLBACK_PATH, search: searchWithoutEditVisit(search) }, { state: exactQuery() });
  };

  return (
    <Form id={FORM_ID} onSubmit={(event) => void submit(event)} aria-label={t('visitEdit.confirm.formLabel')} noValidate>
      <Table>
        <caption>{t('visitEdit.confirm.summary')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('visitEdit.confirm.before')}</th>
            <th scope="col">{t('visitEdit.confirm.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row} data-changed={before[row] !== after[row] || undefined}>
              <th scope="row">{t(`visitEdit.facts.${row}`)}</th>
              <td>{before[row]}</td>
              <td>{after[row]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <OtherServicesNote others={others} />

      <section aria-labelledby={`${FORM_ID}-contact`}>
        <h2 id={`${FORM_ID}-contact`}>{t('visitEdit.confirm.contact')}</h2>
        <Contact>
          <div>
            <dt>{t('visitEdit.confirm.firstName')}</dt>
            <dd>{visit.contact.firstName}</dd>
          </div>
          <div>
            <dt>{t('visitEdit.confirm.lastName')}</dt>
            <dd>{visit.contact.lastName}</dd>
          </div>
          <div>
            <dt>{t('visitEdit.confirm.phone')}</dt>
            <dd>{visit.contact.phone}</dd>
          </div>
        </Contact>
        <Muted>{t('visitEdit.confirm.contactNote')}</Muted>
      </section>

      {failure && (
        <Alert tone="error" title={failure.message}>
          <p>{failure.explanation}</p>
          {failure.backToDate && <Link to={stepPath('date')}>{t('visitEdit.confirm.changeTime')}</Link>}
        </Alert>
      )}

      <HeldSlotNotice expiresAt={edit.holdExpiresAt} changeTimeTo={stepPath('date')} />
      <ReservationConfirmButton mode="edit" busy={isLoading} />
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 720px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th[scope='row'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
  }

  tr[data-changed] td:last-child {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

const Contact = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }

  dt {
    min-width: 8em;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
