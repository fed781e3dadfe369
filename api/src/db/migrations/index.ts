import { sql as booking } from './0001-booking.ts';

/** Every migration in the order it is applied; append, never edit one that has shipped. */
export const MIGRATIONS: readonly { name: string; sql: string }[] = [{ name: '0001-booking', sql: booking }];
