import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { isExactQuery, track } from '@salon/platform';
import { useNoteBookingVisit } from '../pages/reservation-card-slot.tsx';
import { withoutLinkSecrets } from '../pages/unsubscribe/unsubscribe-link.ts';

/**
 * Routing behaviour of spec part 2 ("Routing behaviour"): a navigation without a query
 * string from a page that had one carries the previous query over; every navigation is
 * reported to the tracking queue; scroll goes to the top smoothly. A remote that means
 * the query it navigates to (the booking root consuming salonId, serviceId and city)
 * marks the navigation with `exactQuery()` and keeps it.
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  useNoteBookingVisit();

  useEffect(() => {
    const prev = previous.current;
    // POP is the back button: the customer returns to a URL exactly as it was.
    if (prev && navigationType !== 'POP' && !isExactQuery(location.state) && !location.search && prev.search && prev.pathname !== location.pathname) {
      navigate({ pathname: location.pathname, search: prev.search, hash: location.hash }, { replace: true });
      return;
    }
    previous.current = { pathname: location.pathname, search: location.search };
    // A signed link's secret (the unsubscribe page's `sig`) never reaches the analytics:
    // its page takes it out of the address, but this effect may see the address first.
    track('navigation', {
      from: prev ? prev.pathname + withoutLinkSecrets(prev.search) : null,
      to: location.pathname + withoutLinkSecrets(location.search),
    });
    if (!prev || prev.pathname !== location.pathname) {
      if (!location.hash) window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }, [location, navigationType, navigate]);

  return null;
}
