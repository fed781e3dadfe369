import type { SalonDetails } from '@salon/contracts/catalog-api';
import { SalonDetailsScreen } from '../features/salon-details/components/salon-details-screen.tsx';
import { SalonServices } from '../features/salon-services/components/salon-services.tsx';

const renderServices = (salon: SalonDetails) => <SalonServices salon={salon} />;

/**
 * `/salony/:code`: the details screen with the service list and its slot panels in it.
 * Composed here because features do not import each other: the details feature leaves
 * a place for the list, the services feature fills it.
 */
export function SalonPage({ code }: { code: string }) {
  return <SalonDetailsScreen code={code} renderServices={renderServices} />;
}
