import type { Campaign } from '@salon/contracts/loyalty-api';
import { campaignDates, campaignLabel, progressPercent } from './campaign-rules.ts';

const TODAY = '2026-06-15';

const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 'c1',
  code: 'POINTS_COLLECTION',
  name: 'Zbieraj punkty',
  description: 'Zbierz 500 punktów i odbierz nagrodę.',
  details: null,
  pointsAcquired: 120,
  pointsRequired: 500,
  startDate: '2026-06-01',
  endDate: '2026-08-31',
  active: false,
  ...overrides,
});

describe('campaignLabel', () => {
  it('is active while the campaign runs, whatever the points or dates', () => {
    expect(campaignLabel(campaign({ active: true }), TODAY)).toBe('active');
    expect(campaignLabel(campaign({ active: true, startDate: '2026-07-01', pointsAcquired: 0 }), TODAY)).toBe('active');
  });

  it('is soon when it starts after today', () => {
    expect(campaignLabel(campaign({ startDate: '2026-06-16', pointsAcquired: 0 }), TODAY)).toBe('soon');
  });

  it('is not soon when it starts today', () => {
    expect(campaignLabel(campaign({ startDate: TODAY, pointsAcquired: 600 }), TODAY)).toBeNull();
  });

  it('is progress when the points collected are below the points required', () => {
    expect(campaignLabel(campaign({ pointsAcquired: 499, pointsRequired: 500 }), TODAY)).toBe('progress');
  });

  it('has none when the points reach the goal, or there is no goal', () => {
    expect(campaignLabel(campaign({ pointsAcquired: 500, pointsRequired: 500 }), TODAY)).toBeNull();
    expect(campaignLabel(campaign({ pointsAcquired: 0, pointsRequired: null }), TODAY)).toBeNull();
  });
});

describe('progressPercent', () => {
  it.each([
    [120, null, 100],
    [0, null, 100],
    [5, 0, 100],
    [500, 500, 100],
    [700, 500, 100],
    [-10, 500, 0],
    [0, 500, 0],
    [120, 500, 24],
    [250, 500, 50],
  ])('%s of %s is %s %%', (value, max, percent) => {
    expect(progressPercent(value, max)).toBe(percent);
  });

  it('rounds down, so the bar is full only at the goal', () => {
    expect(progressPercent(499, 500)).toBe(99);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
  });
});

describe('campaignDates', () => {
  it('omits the year of both dates when the end date is in the current year', () => {
    expect(campaignDates('2025-12-01', '2026-03-31', TODAY, 'pl')).toEqual({ start: '1 grudnia', end: '31 marca' });
  });

  it('gives the year of both dates when the end date is in another year', () => {
    expect(campaignDates('2026-12-01', '2027-01-31', TODAY, 'pl')).toEqual({ start: '1 grudnia 2026', end: '31 stycznia 2027' });
    expect(campaignDates('2025-01-01', '2025-12-31', TODAY, 'pl')).toEqual({ start: '1 stycznia 2025', end: '31 grudnia 2025' });
  });

  it('speaks the language asked for', () => {
    expect(campaignDates('2026-03-01', '2026-05-31', TODAY, 'en')).toEqual({ start: '1 March', end: '31 May' });
    expect(campaignDates('2026-03-01', '2026-05-31', TODAY, 'fr')).toEqual({ start: '1 mars', end: '31 mai' });
  });
});
