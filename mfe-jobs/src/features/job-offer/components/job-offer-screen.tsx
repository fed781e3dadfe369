import { useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { CONTENT_LANGUAGE } from '@salon/seo/content/content-page';
import { offerPageHead } from '@salon/seo/content/job-offer-page';
import { Button, Page, PageSkeleton, RetryAlert, VisuallyHidden, media, useSeoPageContext } from '@salon/ui';
import { useGetOffersQuery, type RecruitmentOffer } from '../../../api/get-offers.ts';
import { JOBS_PATH, cityPath, offerPath } from '../../../lib/jobs-paths.ts';
import { offerAddress } from '../../../lib/offer-address.ts';
import { sanitizeOfferHtml } from '../lib/sanitize-offer-html.ts';
import { OfferDescription } from './offer-description.tsx';
import { OfferMap } from './offer-map.tsx';
import { OfferPhotos } from './offer-photos.tsx';

/** Renders the application form of an offer without an external link, in the section the apply button moves to. */
export type RenderApplication = (offer: RecruitmentOffer, sectionRef: RefObject<HTMLElement | null>) => ReactNode;

export interface JobOfferScreenProps {
  offerId: string;
  /** The application form (another feature; src/app puts it here). */
  renderApplication: RenderApplication;
}

/**
 * `/pracuj-z-nami/:offerId`: one job offer. It reads the offers list (one cached call
 * for the whole remote); an id no enabled offer has goes back to the list, replacing
 * the history entry.
 */
export function JobOfferScreen({ offerId, renderApplication }: JobOfferScreenProps) {
  const { t } = useTranslation('jobs');
  const seo = useSeoPageContext();
  const { data, isError, refetch } = useGetOffersQuery();
  const crumbs = [{ label: seo.t('jobs.crumbs.jobs'), to: JOBS_PATH }];

  if (isError) {
    return (
      <Page title={t('offer.title')} breadcrumbs={[...crumbs, { label: t('offer.title') }]}>
        <RetryAlert message={t('offer.loadError')} onRetry={() => void refetch()} />
      </Page>
    );
  }
  if (!data) return <PageSkeleton />;
  const offer = data.find((candidate) => candidate.id === offerId && candidate.enabled);
  if (!offer) return <Navigate to={JOBS_PATH} replace />;
  return <OfferView offer={offer} renderApplication={renderApplication} />;
}

function OfferView({ offer, renderApplication }: { offer: RecruitmentOffer; renderApplication: RenderApplication }) {
  const { t } = useTranslation('jobs');
  const seo = useSeoPageContext();
  const formRef = useRef<HTMLElement>(null);
  const { location } = offer.salon;
  const address = offerAddress(offer);
  // The builder the gateway calls on the same API answer (decision 0034); the description
  // in its JSON-LD goes through this side's allow-list.
  const head = useMemo(() => offerPageHead({ ...seo, offer, sanitize: sanitizeOfferHtml }), [seo, offer]);

  const openForm = () => {
    const section = formRef.current;
    if (!section) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    section.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    // The heading takes the focus, so keyboard and screen-reader users land where the form starts.
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  return (
    <Page
      title={offer.name}
      titleLang={seo.language === CONTENT_LANGUAGE ? undefined : CONTENT_LANGUAGE}
      head={head}
      canonical={offerPath(offer.id)}
      breadcrumbs={[
        { label: seo.t('jobs.crumbs.jobs'), to: JOBS_PATH },
        { label: location.city, to: cityPath(location.citySlug) },
        { label: offer.name },
      ]}
    >
      <Layout>
        <Summary>
          <Facts>
            <dt>{t('offer.salon')}</dt>
            <dd>{offer.salon.name}</dd>
            <dt>{t('offer.address')}</dt>
            <dd>{address}</dd>
          </Facts>
          {offer.recruitmentLink ? (
            <Button as="a" href={offer.recruitmentLink} target="_blank" rel="noopener noreferrer">
              {t('offer.apply')}
              <span aria-hidden="true">&nbsp;↗</span>
              <VisuallyHidden> {t('offer.newTab')}</VisuallyHidden>
            </Button>
          ) : (
            <Button onClick={openForm}>{t('offer.apply')}</Button>
          )}
        </Summary>
        <OfferPhotos offer={offer} />
        <OfferDescription html={offer.description} />
        <OfferMap offer={offer} />
        {!offer.recruitmentLink && renderApplication(offer, formRef)}
      </Layout>
    </Page>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};

  ${media.up('tablet')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  }
`;
