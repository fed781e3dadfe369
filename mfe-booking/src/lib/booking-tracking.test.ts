import { track } from '@salon/platform';
import { trackBooking, trackRecommendation } from './booking-tracking.ts';

jest.mock('@salon/platform', () => ({ track: jest.fn() }));

test('recommendation events carry the reco: prefix, internal ones booking:, both from the booking app', () => {
  trackRecommendation('view', { serviceId: 's1' });
  trackBooking('step', { step: 'area' });
  expect(track).toHaveBeenNthCalledWith(1, 'reco:view', { serviceId: 's1' }, 'booking');
  expect(track).toHaveBeenNthCalledWith(2, 'booking:step', { step: 'area' }, 'booking');
});
