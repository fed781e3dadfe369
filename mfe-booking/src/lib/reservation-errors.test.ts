import { reservationErrorCopy, visitIdFromLocation } from './reservation-errors.ts';

describe('reservationErrorCopy', () => {
  it('INVALID_VALUE on the phone: the phone message, on the phone field', () => {
    expect(reservationErrorCopy({ status: 400, code: 'INVALID_VALUE', field: 'contact.phone' })).toEqual({
      code: 'INVALID_VALUE',
      apiCode: 'INVALID_VALUE',
      message: { key: 'reservationForm.errors.INVALID_VALUE_phone.message' },
      explanation: { key: 'reservationForm.errors.INVALID_VALUE_phone.explanation' },
      field: 'phone',
      backToDate: false,
    });
  });

  it('INVALID_VALUE on another field is the generic error', () => {
    expect(reservationErrorCopy({ status: 400, code: 'INVALID_VALUE', field: 'dateTime' })).toMatchObject({
      code: null,
      apiCode: 'INVALID_VALUE',
      message: { key: 'reservationForm.errors.generic.message' },
      explanation: null,
      field: null,
    });
  });

  it('DIFFERENT_PHONE_NUMBER belongs to the phone', () => {
    expect(reservationErrorCopy({ status: 400, code: 'DIFFERENT_PHONE_NUMBER', field: 'contact.phone' })).toMatchObject({
      code: 'DIFFERENT_PHONE_NUMBER',
      message: { key: 'reservationForm.errors.DIFFERENT_PHONE_NUMBER.message' },
      explanation: { key: 'reservationForm.errors.DIFFERENT_PHONE_NUMBER.explanation' },
      field: 'phone',
    });
  });

  it('MINIMUM_DISTANCE_NOT_MET carries the days from the server', () => {
    expect(reservationErrorCopy({ status: 400, code: 'MINIMUM_DISTANCE_NOT_MET', minimumDistanceInDays: 28 })).toMatchObject({
      code: 'MINIMUM_DISTANCE_NOT_MET',
      message: { key: 'reservationForm.errors.MINIMUM_DISTANCE_NOT_MET.message', params: { min: 28 } },
      explanation: { key: 'reservationForm.errors.MINIMUM_DISTANCE_NOT_MET.explanation', params: { min: 28 } },
    });
  });

  it.each(['OTHER_RESERVATION_IN_PROGRESS', 'RESERVATION_LIMIT_EXCEEDED'])('%s has its message and explanation', (code) => {
    expect(reservationErrorCopy({ status: 400, code })).toMatchObject({
      code,
      message: { key: `reservationForm.errors.${code}.message` },
      explanation: { key: `reservationForm.errors.${code}.explanation` },
      field: null,
      backToDate: false,
    });
  });

  it('SLOT_NOT_AVAILABLE offers the way back to the date step', () => {
    expect(reservationErrorCopy({ status: 400, code: 'SLOT_NOT_AVAILABLE' })).toMatchObject({
      code: 'SLOT_NOT_AVAILABLE',
      message: { key: 'reservationForm.errors.SLOT_NOT_AVAILABLE.message' },
      backToDate: true,
    });
  });

  it.each([
    { status: 404, code: 'NOT_FOUND', field: 'salonId' },
    { status: 429, code: 'RATE_LIMITED' },
    { status: 0, code: 'UNKNOWN_ERROR' },
  ])('$code is the generic error', (error) => {
    expect(reservationErrorCopy(error)).toMatchObject({ code: null, apiCode: error.code, explanation: null, backToDate: false });
  });

  it('something that is not an API error is the generic error', () => {
    expect(reservationErrorCopy(new Error('boom'))).toMatchObject({ code: null, apiCode: 'UNKNOWN_ERROR' });
  });
});

describe('visitIdFromLocation', () => {
  it('takes the id at the end of the path, absolute or relative', () => {
    expect(visitIdFromLocation('/api/visits/0b7c1e2a-1111-4222-8333-444455556666')).toBe('0b7c1e2a-1111-4222-8333-444455556666');
    expect(visitIdFromLocation('https://salon.example/api/visits/abc/?x=1')).toBe('abc');
  });

  it('is null without a header or for another path', () => {
    expect(visitIdFromLocation(null)).toBeNull();
    expect(visitIdFromLocation(undefined)).toBeNull();
    expect(visitIdFromLocation('/api/visits')).toBeNull();
    expect(visitIdFromLocation('/api/salons/M1')).toBeNull();
  });
});
