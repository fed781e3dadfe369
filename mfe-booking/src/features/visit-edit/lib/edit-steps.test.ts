import type { Visit } from '../../../api/get-visit.ts';
import { initialVisitEdit } from '../store/visit-edit-slice.ts';
import { editEntryStep, editStepRedirect, nextEditStep } from './edit-steps.ts';

const visit = { id: 'v1' } as Visit;

describe('editStepRedirect', () => {
  it.each(['common', 'service', 'date', 'confirm'] as const)('sends %s home without a visit being edited', (step) => {
    expect(editStepRedirect(step, initialVisitEdit)).toBe('/');
  });

  it.each(['common', 'service', 'date'] as const)('lets %s through with a visit', (step) => {
    expect(editStepRedirect(step, { ...initialVisitEdit, visit })).toBeNull();
  });

  it('sends confirm home until a date is chosen', () => {
    expect(editStepRedirect('confirm', { ...initialVisitEdit, visit })).toBe('/');
    expect(editStepRedirect('confirm', { ...initialVisitEdit, visit, date: '2026-12-01T10:00:00' })).toBeNull();
  });
});

describe('edit step order', () => {
  it('enters at the service step on desktop and the common step on mobile', () => {
    expect(editEntryStep(true)).toBe('service');
    expect(editEntryStep(false)).toBe('common');
  });

  it('goes common → date → confirm, and back to date after a service', () => {
    expect(nextEditStep('common')).toBe('date');
    expect(nextEditStep('service')).toBe('date');
    expect(nextEditStep('date')).toBe('confirm');
  });
});
