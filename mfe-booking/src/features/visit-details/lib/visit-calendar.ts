import { visitLocationLine, type Visit } from '@salon/contracts/reservations-api';
import type { CalendarEvent } from '../../../lib/calendar/calendar-event.ts';
import { salonAddress } from '@salon/contracts/salon-links';
import { destinationPath } from '../../../lib/reservation-steps.ts';

/** The services of a visit in order ("a visit can cover several services"). */
export function visitServiceNames(visit: Visit): string[] {
  return visit.reservations.map((reservation) => reservation.service.name);
}

export interface VisitEventCopy {
  /** The entry's title from the services and the salon. */
  title: (services: string, salon: string) => string;
  description: (salon: string, phone: string) => string;
}

/**
 * A visit as a calendar entry: services and salon as the title, the salon's name and
 * address as the place (the customer's address for a visit at their place), its phone in the description, the visit's page as the link.
 * The id makes the UID, so downloading twice updates one entry.
 */
export function visitCalendarEvent(visit: Visit, copy: VisitEventCopy, origin: string): CalendarEvent {
  const address = salonAddress(visit.salon);
  return {
    uid: `visit-${visit.id}@${new URL(origin).hostname || 'salon'}`,
    title: copy.title(visitServiceNames(visit).join(', '), visit.salon.name),
    description: copy.description(visit.salon.name, visit.salon.phone),
    location: visit.contact.location
      ? visitLocationLine(visit.contact.location)
      : address
        ? `${visit.salon.name}, ${address}`
        : visit.salon.name,
    start: visit.startDateTime,
    end: visit.endDateTime,
    url: `${origin}${destinationPath('details', visit.id)}`,
  };
}
