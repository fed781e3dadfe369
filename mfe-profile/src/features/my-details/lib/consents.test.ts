import {
  channelsOfAll,
  consentStateOf,
  consentsOf,
  emailConsentBlock,
  isAllChecked,
  isEmailConsentDisabled,
  showsConsentsWarning,
  toggledAll,
} from './consents.ts';

const confirmed = { email: 'ola@example.com', emailConfirmed: true, unconfirmedEmail: null };
const unconfirmed = { email: 'ola@example.com', emailConfirmed: false, unconfirmedEmail: 'ola@example.com' };
const pendingChange = { email: 'ola@example.com', emailConfirmed: true, unconfirmedEmail: 'nowa@example.com' };
const noEmail = { email: null, emailConfirmed: false, unconfirmedEmail: null };
const none = { Email: false, Telemarketing: false };
const both = { Email: true, Telemarketing: true };

test('a channel without an answer is not granted; the save body names both channels', () => {
  expect(consentStateOf([{ channel: 'Telemarketing', granted: true }])).toEqual({ Email: false, Telemarketing: true });
  expect(consentsOf({ Email: true, Telemarketing: false })).toEqual([
    { channel: 'Email', granted: true },
    { channel: 'Telemarketing', granted: false },
  ]);
});

describe('the e-mail consent needs a present, confirmed e-mail', () => {
  test('blocked without an e-mail, with an unconfirmed one, or with a new one waiting', () => {
    expect(emailConsentBlock(confirmed)).toBeNull();
    expect(emailConsentBlock(noEmail)).toBe('missing');
    expect(emailConsentBlock(unconfirmed)).toBe('unconfirmed');
    expect(emailConsentBlock(pendingChange)).toBe('unconfirmed');
    expect(emailConsentBlock({ email: null, emailConfirmed: false, unconfirmedEmail: 'nowa@example.com' })).toBe('unconfirmed');
  });

  test('its box is disabled while blocked, unless it was given before (it can be withdrawn)', () => {
    expect(isEmailConsentDisabled(unconfirmed, none)).toBe(true);
    expect(isEmailConsentDisabled(noEmail, { Email: false, Telemarketing: true })).toBe(true);
    expect(isEmailConsentDisabled(pendingChange, { Email: true, Telemarketing: false })).toBe(false);
    expect(isEmailConsentDisabled(confirmed, none)).toBe(false);
  });
});

describe('"all"', () => {
  test('sets both channels, or only telemarketing while the e-mail consent is blocked', () => {
    expect(channelsOfAll(confirmed)).toEqual(['Email', 'Telemarketing']);
    expect(channelsOfAll(unconfirmed)).toEqual(['Telemarketing']);
    expect(channelsOfAll(noEmail)).toEqual(['Telemarketing']);
  });

  test('is ticked when every consent it sets is granted', () => {
    expect(isAllChecked(both, ['Email', 'Telemarketing'])).toBe(true);
    expect(isAllChecked({ Email: true, Telemarketing: false }, ['Email', 'Telemarketing'])).toBe(false);
    expect(isAllChecked({ Email: false, Telemarketing: true }, ['Telemarketing'])).toBe(true);
  });

  test('toggling grants all it sets, or withdraws them when all were granted', () => {
    expect(toggledAll(none, ['Email', 'Telemarketing'])).toEqual(both);
    expect(toggledAll({ Email: true, Telemarketing: false }, ['Email', 'Telemarketing'])).toEqual(both);
    expect(toggledAll(both, ['Email', 'Telemarketing'])).toEqual(none);
    // Blocked e-mail: only telemarketing moves, the e-mail consent stays as it is.
    expect(toggledAll(none, ['Telemarketing'])).toEqual({ Email: false, Telemarketing: true });
    expect(toggledAll(both, ['Telemarketing'])).toEqual({ Email: true, Telemarketing: false });
  });
});

test('the warning shows while not both consents are granted', () => {
  expect(showsConsentsWarning(none)).toBe(true);
  expect(showsConsentsWarning({ Email: true, Telemarketing: false })).toBe(true);
  expect(showsConsentsWarning({ Email: false, Telemarketing: true })).toBe(true);
  expect(showsConsentsWarning(both)).toBe(false);
});
