import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { CheckboxField, TextAreaField, TextField } from '@salon/forms';
import type { ApiError } from '@salon/contracts/api';
import { commonErrorMessage } from '@salon/i18n';
import { useSession } from '@salon/platform';
import { Alert, media } from '@salon/ui';
import { useBookingDispatch, useBookingSelector } from '../../../app/hooks.ts';
import { ReservationConfirmButton } from '../../../components/details-widget/reservation-confirm-button.tsx';
import { HeldSlotNotice } from '../../../components/held-slot-notice.tsx';
import { RESERVATION_STEP_PATHS } from '../../../lib/booking-paths.ts';
import { trackBooking, trackRecommendation } from '../../../lib/booking-tracking.ts';
import { clearStoredContact, readStoredContact, rememberContact } from '../../../lib/contact-store.ts';
import {
  contactChanged,
  errorChanged,
  lastVisitFromCardChanged,
  selectReservationDraft,
  stageChanged,
} from '../../../lib/reservation-draft-slice.ts';
import { destinationPath, nextStep } from '../../../lib/reservation-steps.ts';
import { leftUnanswered, newIdempotencyKey, useCreateVisitMutation } from '../api/create-visit.ts';
import {
  CLIENT_NOTE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  contactFilled,
  contactFormSchema,
  initialContactValues,
  samePhone,
  type ContactFormValues,
} from '../lib/contact-form.ts';
import { reservationErrorCopy, type ReservationErrorCopy } from '../../../lib/reservation-errors.ts';
import { EMPTY_VISIT_ADDRESS, toVisitLocation, visitAddressFilled, visitAddressFormSchema, type VisitAddressValues } from '../lib/visit-address.ts';
import { VisitAddressFields } from './visit-address-fields.tsx';
import '../reservation-form-copy.ts';

const FORM_ID = 'reservation-final-form';

/** The final form's values: the contact, and where the visit happens when it is at the customer's place. */
type ReservationFormValues = ContactFormValues & { location: VisitAddressValues };

/**
 * The final form (spec part 1, sections 2, 4, 5, 8): contact first name, last name and
 * phone, remember-me for signed-out customers, the different-phone warning for
 * signed-in ones, an optional note, and the confirm button, disabled until the three
 * fields are filled. A visit at the customer's place (the virtual area's salons) asks for
 * the address too, and waits for it as well (decision 0028). It books the visit (POST
 * /api/visits with the slot's hold) and opens the visit's details. The guard in front of
 * it guarantees service, salon and date.
 */
export function ReservationFormScreen() {
  const { t } = useTranslation('booking');
  const dispatch = useBookingDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const draft = useBookingSelector(selectReservationDraft);
  const { authenticated, user } = useSession();
  const [createVisit] = useCreateVisitMutation();
  const [failure, setFailure] = useState<ReservationErrorCopy | null>(null);
  // The API refused a different phone once: the customer has been told, the next try books anyway.
  const serverWarnedRef = useRef(false);
  // One key per booking: kept while the API's answer is lost (the customer's own retry is
  // then the same booking), a new one once it answered.
  const idempotencyKeyRef = useRef(newIdempotencyKey());

  // The virtual area's salons come to the customer: only their visits take an address.
  const atCustomerPlace = draft.area?.virtual === true;

  // First values only: later session or storage changes must not overwrite what is typed.
  const [initialValues] = useState<ReservationFormValues>(() => ({
    ...initialContactValues({ draftContact: draft.contact, user, authenticated, stored: readStoredContact() }),
    location: EMPTY_VISIT_ADDRESS,
  }));
  const validationSchema = useMemo(
    () => (atCustomerPlace ? contactFormSchema.concat(visitAddressFormSchema) : contactFormSchema),
    [atCustomerPlace],
  );

  // An error belongs to the submit that caused it; coming back to the form starts clean.
  useEffect(() => {
    if (draft.error) dispatch(errorChanged(null));
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const profilePhone = authenticated ? (user?.phone ?? null) : null;

  const onSubmit = async (values: ReservationFormValues, helpers: FormikHelpers<ReservationFormValues>) => {
    const { service, salon, date } = draft;
    if (!service || !salon || !date) return;
    const contact = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim() };
    const location = atCustomerPlace ? toVisitLocation(values.location) : null;
    const remember = !authenticated && values.rememberContact;
    const differentPhone = profilePhone !== null && !samePhone(contact.phone, profilePhone);
    dispatch(contactChanged({ ...contact, rememberContact: remember }));
    dispatch(errorChanged(null));
    setFailure(null);

    const result = await createVisit({
      visit: {
        salonId: salon.id,
        hairdresserId: draft.hairdresser?.id ?? null,
        serviceId: service.id,
        contact: location ? { ...contact, location } : contact,
        dateTime: date,
        ...(draft.holdId ? { holdId: draft.holdId } : {}),
        ...(values.clientNote.trim() ? { clientNote: values.clientNote.trim() } : {}),
        // The warning was on screen (or the API already said so): the customer books for someone else knowingly.
        ...(differentPhone || serverWarnedRef.current ? { acceptDifferentPhone: true } : {}),
      },
      idempotencyKey: idempotencyKeyRef.current,
    });
    if (!('error' in result) || !leftUnanswered(result.error as ApiError)) idempotencyKeyRef.current = newIdempotencyKey();

    if ('error' in result || !result.data.visitId) {
      const copy = reservationErrorCopy('error' in result ? result.error : null);
      if (copy.code === 'DIFFERENT_PHONE_NUMBER') serverWarnedRef.current = true;
      const message = t(copy.message.key, copy.message.params);
      const explanation = copy.explanation ? t(copy.explanation.key, copy.explanation.params) : commonErrorMessage(copy.apiCode);
      dispatch(errorChanged({ message, explanation }));
      setFailure(copy);
      if (copy.field) helpers.setFieldError(copy.field, message);
      trackBooking('reservation-failed', { code: copy.apiCode, salonId: salon.id, serviceId: service.id });
      return;
    }

    const { visitId } = result.data;
    const price = salon.servicePrice ?? service.price ?? null;
    trackBooking('reservation-created', {
      visitId,
      salonId: salon.id,
      serviceId: service.id,
      hairdresserId: draft.hairdresser?.id ?? null,
      dateTime: date,
      signedIn: authenticated,
    });
    trackRecommendation('purchase', { serviceId: service.id, salonId: salon.id, price: price?.value ?? null, currency: price?.currency ?? null });
    if (remember) {
      rememberContact({
        ...contact,
        salonId: salon.id,
        serviceId: service.id,
        hairdresserName: draft.hairdresser?.name ?? null,
      });
    } else {
      clearStoredContact();
    }
    dispatch(lastVisitFromCardChanged(false));
    dispatch(stageChanged('finished'));
    // The booking's query keys (campaign tags) go along, as on every step.
    navigate({ pathname: destinationPath(nextStep({ ...draft, stage: 'finished' }), visitId), search });
  };

  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
      <StyledForm id={FORM_ID} noValidate aria-label={t('reservationForm.formLabel')}>
        <Intro>{t(atCustomerPlace ? 'reservationForm.introAtCustomerPlace' : 'reservationForm.intro')}</Intro>
        <HeldSlotNotice expiresAt={draft.holdExpiresAt} changeTimeTo={`${RESERVATION_STEP_PATHS['salon-date']}${search}`} />
        <ProfilePrefill />
        <Names>
          <TextField name="firstName" label={t('reservationForm.fields.firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
          <TextField name="lastName" label={t('reservationForm.fields.lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
        </Names>
        <TextField
          name="phone"
          type="tel"
          inputMode="tel"
          label={t('reservationForm.fields.phone')}
          hint={t('reservationForm.fields.phoneHint')}
          autoComplete="tel"
        />
        <DifferentPhoneWarning profilePhone={profilePhone} />
        {atCustomerPlace && <VisitAddressFields />}
        {!authenticated && <CheckboxField name="rememberContact" label={t('reservationForm.fields.rememberContact')} />}
        <TextAreaField name="clientNote" label={t('reservationForm.fields.clientNote')} rows={3} maxLength={CLIENT_NOTE_MAX_LENGTH} />
        {draft.error && (
          <Alert tone="error" title={draft.error.message}>
            {draft.error.explanation && <p>{draft.error.explanation}</p>}
            {failure?.backToDate && (
              <p>
                <Link to={{ pathname: RESERVATION_STEP_PATHS['salon-date'], search }}>{t('reservationForm.errors.backToDate')}</Link>
              </p>
            )}
          </Alert>
        )}
        <ConfirmBar atCustomerPlace={atCustomerPlace} />
      </StyledForm>
    </Formik>
  );
}

/** Signed in while the profile was still loading: fill the untouched fields once it arrives. */
function ProfilePrefill() {
  const { user, authenticated } = useSession();
  const { values, setValues, dirty } = useFormikContext<ReservationFormValues>();
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!authenticated || !user || filledFor.current === user.id) return;
    filledFor.current = user.id;
    if (dirty || values.firstName || values.lastName || values.phone) return;
    void setValues({ ...values, firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' }, false);
  }, [authenticated, user, dirty, values, setValues]);
  return null;
}

/** Spec: a warning when a signed-in customer's phone differs from the profile phone. */
function DifferentPhoneWarning({ profilePhone }: { profilePhone: string | null }) {
  const { t } = useTranslation('booking');
  const { values } = useFormikContext<ReservationFormValues>();
  const differs = useMemo(
    () => profilePhone !== null && values.phone.trim() !== '' && !samePhone(values.phone, profilePhone),
    [profilePhone, values.phone],
  );
  if (!differs) return null;
  return (
    <Alert tone="warning" title={t('reservationForm.differentPhone.title')}>
      <p>{t('reservationForm.differentPhone.text')}</p>
    </Alert>
  );
}

/**
 * The confirm button; sticky at the bottom of the screen on phones so it is always at
 * hand. Disabled while a required field is empty: the three of the contact, and the
 * address of a visit at the customer's place.
 */
function ConfirmBar({ atCustomerPlace }: { atCustomerPlace: boolean }) {
  const { values, isSubmitting } = useFormikContext<ReservationFormValues>();
  const filled = contactFilled(values) && (!atCustomerPlace || visitAddressFilled(values.location));
  return (
    <Sticky>
      <ClearOfConfirmBar />
      <ReservationConfirmButton mode="create" disabled={!filled} busy={isSubmitting} />
    </Sticky>
  );
}

/*
 * While the bar sticks to the bottom of a phone's screen, the page's scrollport ends above
 * it: the browser scrolls a field that takes the focus out from under the bar instead of
 * leaving it hidden there (WCAG 2.4.11). Chrome does not scroll a field that is partly in
 * the viewport, so a margin on the fields would not do.
 */
const ClearOfConfirmBar = createGlobalStyle`
  ${media.down('tablet')} {
    html {
      scroll-padding-bottom: 6rem;
    }
  }
`;

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${media.up('tablet')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Sticky = styled.div`
  ${media.down('tablet')} {
    position: sticky;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
    margin: 0 -${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;
