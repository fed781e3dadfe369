import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { remoteForPath } from '@salon/contracts';
import { useSession } from '@salon/platform';
import { RemoteSlot } from '../remote-slot/remote-slot.tsx';

/*
 * The home page's reservation card comes from the booking remote, which is worth loading
 * only when the card can show something: a signed-in customer's last visit, or a booking
 * started in this page (the booking draft lives in the page, not across reloads — decision
 * 0015). A first-time visitor of /home then downloads no booking code (bench:size).
 */
let bookingOpenedInThisPage = false;

/** Remembers that the booking remote ran in this page (called on every navigation). */
export function useNoteBookingVisit(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (remoteForPath(pathname) === 'booking') bookingOpenedInThisPage = true;
  }, [pathname]);
}

/** For tests: forget the page's booking visit. */
export function resetBookingVisitForTests(): void {
  bookingOpenedInThisPage = false;
}

/** The booking remote's `./ReservationCard`, mounted quietly when it can show something. */
export function ReservationCardSlot() {
  const { authenticated } = useSession();
  const [visited] = useState(() => bookingOpenedInThisPage);
  if (!authenticated && !visited) return null;
  return <RemoteSlot remote="booking" module="./ReservationCard" loading={null} quiet />;
}
