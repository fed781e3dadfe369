import { groupByTimeOfDay, slotsInTimeOfDay, timeOfDayOf, toggleTimeOfDay } from './time-of-day.ts';

const slots = [
  '2026-11-23T09:00:00',
  '2026-11-23T11:45:00',
  '2026-11-23T12:00:00',
  '2026-11-23T17:45:00',
  '2026-11-23T18:00:00',
  '2026-11-23T23:45:00',
];

it('morning is before 12, afternoon 12 to before 18, evening from 18', () => {
  expect(slots.map(timeOfDayOf)).toEqual(['MORNING', 'MORNING', 'AFTERNOON', 'AFTERNOON', 'EVENING', 'EVENING']);
});

it('groups slots by time of day, keeping their order', () => {
  expect(groupByTimeOfDay(slots)).toEqual({
    MORNING: ['2026-11-23T09:00:00', '2026-11-23T11:45:00'],
    AFTERNOON: ['2026-11-23T12:00:00', '2026-11-23T17:45:00'],
    EVENING: ['2026-11-23T18:00:00', '2026-11-23T23:45:00'],
  });
  expect(groupByTimeOfDay([])).toEqual({ MORNING: [], AFTERNOON: [], EVENING: [] });
});

it('filters by a time of day, or keeps all without one', () => {
  expect(slotsInTimeOfDay(slots, 'AFTERNOON')).toEqual(['2026-11-23T12:00:00', '2026-11-23T17:45:00']);
  expect(slotsInTimeOfDay(slots, null)).toEqual(slots);
});

it('clicking a time of day chooses it, clicking the active one clears it', () => {
  expect(toggleTimeOfDay(null, 'MORNING')).toBe('MORNING');
  expect(toggleTimeOfDay('MORNING', 'EVENING')).toBe('EVENING');
  expect(toggleTimeOfDay('EVENING', 'EVENING')).toBeNull();
});
