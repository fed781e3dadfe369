import { addressToConfirm, baseStageOf, confirmTargetOf, sameEmail } from './verification-stages.ts';

const state = (email: string | null, emailConfirmed: boolean, unconfirmedEmail: string | null) => ({ email, emailConfirmed, unconfirmedEmail });

describe('the e-mail verification stages', () => {
  it.each([
    ['an unconfirmed current address', state('anna@example.com', false, 'anna@example.com'), 'with-email'],
    ['only a pending change', state(null, false, 'new@example.com'), 'with-email'],
    ['a confirmed address with a pending change', state('anna@example.com', true, 'new@example.com'), 'with-email'],
    ['no address at all', state(null, false, null), 'without-email'],
  ])('starts with %s in %s', (_case, profile, stage) => {
    expect(baseStageOf(profile)).toBe(stage);
  });

  it('offers the pending change first, then the unconfirmed current address', () => {
    expect(addressToConfirm(state('anna@example.com', false, 'new@example.com'))).toBe('new@example.com');
    expect(addressToConfirm(state('anna@example.com', false, 'anna@example.com'))).toBe('anna@example.com');
    expect(addressToConfirm(state(null, false, null))).toBeNull();
  });

  it('confirms a pending change by the change call and the current address by its own', () => {
    expect(confirmTargetOf(state('anna@example.com', false, 'new@example.com'))).toBe('change');
    expect(confirmTargetOf(state(null, false, 'new@example.com'))).toBe('change');
    expect(confirmTargetOf(state('anna@example.com', false, 'anna@example.com'))).toBe('current');
    expect(confirmTargetOf(state('Anna@Example.com', false, 'anna@example.com'))).toBe('current');
  });

  it('compares addresses as the API does: trimmed and case-insensitive, never empty', () => {
    expect(sameEmail(' Anna@Example.com ', 'anna@example.com')).toBe(true);
    expect(sameEmail('anna@example.com', 'ann@example.com')).toBe(false);
    expect(sameEmail(null, null)).toBe(false);
  });
});
