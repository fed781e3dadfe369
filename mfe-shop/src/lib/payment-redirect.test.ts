import { goToPayment } from './payment-redirect.ts';

describe('the redirect to the payment page', () => {
  it('never follows an address that is not http(s)', () => {
    expect(goToPayment('javascript:alert(1)')).toBe(false);
    expect(goToPayment('data:text/html,hi')).toBe(false);
    expect(goToPayment('http://[bad')).toBe(false);
  });
});
