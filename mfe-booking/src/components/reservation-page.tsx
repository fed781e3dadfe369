import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bookingStartPageHead } from '@salon/seo/site/booking/booking-start-page';
import { Page, media, useBreakpoint, useSeoPageContext } from '@salon/ui';
import { StepNavigation } from './step-navigation.tsx';
import { BackToSummaryButton, DetailsWidget, MobileDetailsSummary } from './details-widget/details-widget.tsx';
import { RESERVATION_STEPS, RESERVATION_STEP_PATHS, type ReservationStep } from '../lib/booking-paths.ts';

/**
 * The frame of a booking step: its title, breadcrumb, search-engine meta and, on
 * desktop, the 4-step navigation. Only the area step is indexed and described, with the
 * head @salon/seo builds and the gateway serves it with (decision 0034); the others are
 * noindex (spec part 1, section 2). After the area step the details widget
 * sums up the choices: beside the step on desktop, as a compact summary above it on
 * phones and tablets. The area step has nothing to sum up yet, but still gets the
 * back-to-summary button when the customer came there through an edit link.
 */
export function ReservationPage({ step, children }: { step: ReservationStep; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  const desktop = useBreakpoint() === 'desktop';
  const isArea = step === 'area';
  const withSummary = !isArea;
  const head = useBookingStartHead(isArea);
  return (
    <Page
      title={t(`titles.${step}`)}
      breadcrumbs={[
        { label: t('breadcrumbs.reservation'), to: RESERVATION_STEP_PATHS.area },
        { label: t(`steps.${step}`) },
      ]}
      head={head}
      canonical={isArea ? RESERVATION_STEP_PATHS.area : undefined}
      noindex={!isArea}
    >
      <StepNavigation
        label={t('steps.navigationLabel')}
        current={step}
        steps={RESERVATION_STEPS.map((id) => ({ id, label: t(`steps.${id}`), to: RESERVATION_STEP_PATHS[id] }))}
      />
      {isArea && <BackToSummaryButton step={step} />}
      {withSummary && !desktop && <MobileDetailsSummary step={step} />}
      <Layout $withAside={withSummary && desktop}>
        <Main>{children}</Main>
        {withSummary && desktop && (
          <Aside>
            <DetailsWidget step={step} />
          </Aside>
        )}
      </Layout>
    </Page>
  );
}

/** The first step's head, as the gateway serves it; none for the steps after it. */
function useBookingStartHead(isArea: boolean) {
  const seo = useSeoPageContext();
  return useMemo(() => (isArea ? bookingStartPageHead(seo) : undefined), [isArea, seo]);
}

const Layout = styled.div<{ $withAside: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${media.up('desktop')} {
    grid-template-columns: ${({ $withAside }) => ($withAside ? 'minmax(0, 1fr) 340px' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

const Main = styled.div`
  min-width: 0;
`;

const Aside = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.space.lg};
`;
