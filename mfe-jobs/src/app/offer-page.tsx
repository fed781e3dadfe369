import type { RefObject } from 'react';
import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { ApplicationForm } from '../features/job-application/components/application-form.tsx';
import { JobOfferScreen } from '../features/job-offer/components/job-offer-screen.tsx';

const renderApplication = (offer: RecruitmentOffer, sectionRef: RefObject<HTMLElement | null>) => <ApplicationForm ref={sectionRef} offer={offer} />;

/**
 * `/pracuj-z-nami/{24 hex}`: the offer with its application form. Composed here because
 * features do not import each other: the offer leaves a place for the form, the
 * application feature fills it.
 */
export function OfferPage({ offerId }: { offerId: string }) {
  return <JobOfferScreen offerId={offerId} renderApplication={renderApplication} />;
}
