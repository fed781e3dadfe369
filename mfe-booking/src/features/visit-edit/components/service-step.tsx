import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, EmptyState, Spinner } from '@salon/ui';
import { useGetServicesQuery, type Service } from '../../../api/get-services.ts';
import { useBookingDispatch, useBookingSelector } from '../../../app/hooks.ts';
import { ServiceList } from '../../../components/services/service-list.tsx';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { sortServices } from '../../../lib/service-order.ts';
import { useEditStepPath } from '../hooks/use-edit-step-path.ts';
import { nextEditStep } from '../lib/edit-steps.ts';
import { editServiceSelected, selectVisitEdit } from '../store/visit-edit-slice.ts';
import { Layout } from './common-step.tsx';
import type { EditStepProps } from './edit-step-screen.tsx';
import { OtherServicesNote } from './other-services-note.tsx';
import '../visit-edit-copy.ts';

/**
 * The service step (`/rezerwacja/edytuj/usluga`): the services of the visit's salon
 * (the edit stays in its salon), in the booking's order, the current one selected.
 * Choosing one stores it and goes back to the date step (spec part 1, section 2).
 */
export function ServiceStep({ visit, reservation, others }: EditStepProps) {
  const { t } = useTranslation('booking');
  const dispatch = useBookingDispatch();
  const navigate = useNavigate();
  const headingId = useId();
  const stepPath = useEditStepPath(visit.id);
  const chosen = useBookingSelector(selectVisitEdit).service;
  const salon = reservation.salon;
  const services = useGetServicesQuery({ salonId: salon.id });
  const sorted = useMemo(() => sortServices(services.data ?? []), [services.data]);

  useEffect(() => {
    trackBooking('edit-step-view', { step: 'service', visitId: visit.id });
  }, [visit.id]);

  const choose = (service: Service) => {
    trackBooking('edit-service-chosen', { visitId: visit.id, serviceId: service.id });
    dispatch(editServiceSelected({ id: service.id, name: service.name }));
    void navigate(stepPath(nextEditStep('service')));
  };

  return (
    <Layout>
      <p id={headingId}>{t('visitEdit.service.intro', { salon: salon.name })}</p>
      <OtherServicesNote others={others} />
      {services.isError ? (
        <EmptyState
          title={t('visitEdit.service.errorTitle')}
          description={t('visitEdit.service.errorText')}
          action={<Button onClick={() => void services.refetch()}>{t('visitEdit.service.retry')}</Button>}
        />
      ) : !services.data ? (
        <Spinner label={t('visitEdit.service.loading')} />
      ) : sorted.length === 0 ? (
        <EmptyState title={t('visitEdit.service.empty')} />
      ) : (
        <ServiceList
          services={sorted}
          selectedId={chosen?.id ?? reservation.service.id}
          onChoose={choose}
          aria-labelledby={headingId}
        />
      )}
    </Layout>
  );
}
