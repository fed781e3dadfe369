import { RESERVATION_STEPS } from '../lib/booking-paths.ts';
import { visitDetailsScreen } from './lazy-screen.tsx';
import { LAZY_STEP_SCREENS, prefetchAfter } from './reservation-step-screen.tsx';

const preloads = () => ({
  service: jest.spyOn(LAZY_STEP_SCREENS.service, 'preload').mockResolvedValue(() => null),
  'salon-date': jest.spyOn(LAZY_STEP_SCREENS['salon-date'], 'preload').mockResolvedValue(() => null),
  'final-form': jest.spyOn(LAZY_STEP_SCREENS['final-form'], 'preload').mockResolvedValue(() => null),
  details: jest.spyOn(visitDetailsScreen, 'preload').mockResolvedValue(() => null),
});

afterEach(() => jest.restoreAllMocks());

it.each([
  ['area', 'service'],
  ['service', 'salon-date'],
  ['salon-date', 'final-form'],
  ['final-form', 'details'],
] as const)('the %s step fetches ahead only what comes next: %s', async (step, next) => {
  const spies = preloads();
  await prefetchAfter(step);
  for (const [name, spy] of Object.entries(spies)) expect([name, spy.mock.calls.length]).toEqual([name, name === next ? 1 : 0]);
});

it('knows every step', () => {
  expect([...RESERVATION_STEPS]).toEqual(['area', 'service', 'salon-date', 'final-form']);
});
