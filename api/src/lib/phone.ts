/*
 * The API's phone rule is the site's one rule, in @salon/contracts/phone: the forms in the
 * browser run the same function, so they never accept a number the API refuses. It
 * is re-exported here for the API's modules (identity inputs, visits, receipts,
 * recruitment, the development outbox).
 */
export { normalizePhone } from '@salon/contracts/phone';
