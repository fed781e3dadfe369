/*
 * How the order page waits for the payment's confirmation (decision 0023): the return
 * from the provider is no proof of payment, only the provider's webhook is, so the page
 * asks for the order every 2 s while it is PENDING, for up to a minute.
 */
export const ORDER_POLL_INTERVAL_MS = 2_000;
export const ORDER_WAIT_LIMIT_MS = 60_000;
