import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@salon/ui';
import { StepNavigation } from '../../../components/step-navigation.tsx';
import type { EditStep } from '../../../lib/booking-paths.ts';
import { useEditStepPath } from '../hooks/use-edit-step-path.ts';
import { EDIT_NAVIGATION_STEPS } from '../lib/edit-steps.ts';

/**
 * The frame of an edit step: title, breadcrumb, noindex (a visit is private) and, on
 * desktop, the 3-step navigation (service, date, confirm). The mobile-only common step
 * is not one of the three, so it marks none. Its links name the visit, as every edit address does.
 */
export function EditPage({ step, visitId, children }: { step: EditStep; visitId: string; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  const stepPath = useEditStepPath(visitId);
  return (
    <Page title={t(`edit.titles.${step}`)} breadcrumbs={[{ label: t('breadcrumbs.edit') }]} noindex>
      <StepNavigation
        label={t('edit.navigationLabel')}
        current={step}
        steps={EDIT_NAVIGATION_STEPS.map((id) => ({ id, label: t(`edit.steps.${id}`), to: stepPath(id) }))}
      />
      {children}
    </Page>
  );
}
