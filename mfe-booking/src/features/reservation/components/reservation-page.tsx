import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@salon/ui';
import { StepNavigation } from '../../../components/step-navigation.tsx';
import { RESERVATION_STEPS, RESERVATION_STEP_PATHS, type ReservationStep } from '../../../lib/booking-paths.ts';

/**
 * The frame of a booking step: its title, breadcrumb, search-engine meta and, on
 * desktop, the 4-step navigation. Only the area step is indexed and described; the
 * others are noindex (spec part 1, section 2). The step's own content comes with its
 * feature issue, as children.
 */
export function ReservationPage({ step, children }: { step: ReservationStep; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  const isArea = step === 'area';
  return (
    <Page
      title={t(`titles.${step}`)}
      breadcrumbs={[
        { label: t('breadcrumbs.reservation'), to: RESERVATION_STEP_PATHS.area },
        { label: t(`steps.${step}`) },
      ]}
      description={isArea ? t('meta.areaDescription') : undefined}
      noindex={!isArea}
    >
      <StepNavigation
        label={t('steps.navigationLabel')}
        current={step}
        steps={RESERVATION_STEPS.map((id) => ({ id, label: t(`steps.${id}`), to: RESERVATION_STEP_PATHS[id] }))}
      />
      {children}
    </Page>
  );
}
