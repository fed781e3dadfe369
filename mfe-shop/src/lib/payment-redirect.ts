/**
 * Sends the browser to the payment provider's page (Stripe Checkout, or the local
 * stand-in's page in development). Only an http(s) address is followed: the URL comes
 * from the API, and a `javascript:` one must never run here. A module of its own so
 * tests can watch the redirect (jsdom does not navigate).
 */
export function goToPayment(paymentUrl: string): boolean {
  let target: URL;
  try {
    target = new URL(paymentUrl, window.location.origin);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  window.location.assign(target.href);
  return true;
}
