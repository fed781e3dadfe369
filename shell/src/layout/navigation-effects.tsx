import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { isExactQuery, track, withoutLinkSecrets } from '@salon/platform';
import { useNoteBookingVisit } from '../pages/reservation-card-slot.tsx';

/**
 * Routing behaviour of spec part 2 ("Routing behaviour"): a navigation without a query
 * string from a page that had one carries the previous query over; every navigation is
 * reported to the tracking queue; scroll goes to the top smoothly. A remote that means
 * the query it navigates to (the booking root consuming salonId, serviceId and city)
 * marks the navigation with `exactQuery()` and keeps it. A link's secret (the unsubscribe
 * link's `sig`, the manage-visit link's `t`) belongs to its page: it is never carried
 * over, nor reported.
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  useNoteBookingVisit();

  useEffect(() => {
    const prev = previous.current;
    // The previous query without its page's link secret: a visit's token must not follow
    // the customer to the salons (where it would sit in the address, the history and a
    // Referer) when they leave before the booking remote took it out.
    const carried = prev ? withoutLinkSecrets(prev.search, prev.pathname) : '';
    // POP is the back button: the customer returns to a URL exactly as it was.
    if (prev && navigationType !== 'POP' && !isExactQuery(location.state) && !location.search && carried && prev.pathname !== location.pathname) {
      navigate({ pathname: location.pathname, search: carried, hash: location.hash }, { replace: true });
      return;
    }
    previous.current = { pathname: location.pathname, search: location.search };
    // A link's secret never reaches the analytics: its page takes it out of the address,
    // but this effect may see the address first (a remote still loading).
    track('navigation', {
      from: prev ? prev.pathname + carried : null,
      to: location.pathname + withoutLinkSecrets(location.search, location.pathname),
    });
    if (!prev || prev.pathname !== location.pathname) {
      if (!location.hash) window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }, [location, navigationType, navigate]);

  return null;
}
