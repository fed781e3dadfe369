import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@salon/contracts';
import { describeLocaleParts } from '@salon/i18n/testing';
import { RESERVATION_FORM_LOCALES } from './features/reservation-form/reservation-form-copy.ts';
import { SLOT_SELECTION_LOCALES } from './features/slot-selection/slot-selection-copy.ts';
import { VISIT_EDIT_LOCALES } from './features/visit-edit/visit-edit-copy.ts';
import { BOOKING_LOCALE_PARTS } from './i18n.ts';

/** The parts that arrive with the code using them, each with the module registering it. */
const LAZY_PARTS = [
  { key: 'slotSelection', copy: 'features/slot-selection/slot-selection-copy.ts', locales: SLOT_SELECTION_LOCALES },
  { key: 'reservationForm', copy: 'features/reservation-form/reservation-form-copy.ts', locales: RESERVATION_FORM_LOCALES },
  { key: 'visitEdit', copy: 'features/visit-edit/visit-edit-copy.ts', locales: VISIT_EDIT_LOCALES },
];

describeLocaleParts(
  'booking',
  Object.fromEntries(LANGUAGES.map((language) => [language, [...BOOKING_LOCALE_PARTS[language], ...LAZY_PARTS.map((part) => part.locales[language])]])) as Record<
    (typeof LANGUAGES)[number],
    object[]
  >,
);

describe('the copy registered with the code using it', () => {
  const sources = (readdirSync(import.meta.dirname, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));

  it.each(LAZY_PARTS)('every file using `$key.*` imports $copy, so the copy is there before it renders', ({ key, copy }) => {
    const users = sources.filter((file) => file !== copy && file !== 'i18n.ts' && new RegExp(`['"\`]${key}\\.`).test(readFileSync(path.join(import.meta.dirname, file), 'utf8')));
    expect(users.length).toBeGreaterThan(0);
    const missing = users.filter((file) => {
      const text = readFileSync(path.join(import.meta.dirname, file), 'utf8');
      const expected = path.relative(path.dirname(path.join(import.meta.dirname, file)), path.join(import.meta.dirname, copy));
      return !text.includes(`import '${expected.startsWith('.') ? expected : `./${expected}`}';`);
    });
    expect(missing).toEqual([]);
  });

  it.each(LAZY_PARTS)('the area step’s copy does not carry `$key.*`', ({ key }) => {
    for (const language of LANGUAGES) expect(BOOKING_LOCALE_PARTS[language].some((part) => key in part)).toBe(false);
  });
});
