import { sql as booking } from './0001-booking.ts';
import { sql as identity } from './0002-identity.ts';
import { sql as salonDirectory } from './0003-salon-directory.ts';
import { sql as loyalty } from './0004-loyalty.ts';
import { sql as blog } from './0005-blog.ts';
import { sql as recruitment } from './0006-recruitment.ts';
import { sql as shop } from './0007-shop.ts';
import { sql as outboxAttachments } from './0008-outbox-attachments.ts';
import { sql as visitMessages } from './0009-visit-messages.ts';
import { sql as visitLocations } from './0010-visit-locations.ts';
import { sql as visitRequests } from './0011-visit-requests.ts';
import { sql as remoteHealth } from './0012-remote-health.ts';

/** Every migration in the order it is applied; append, never edit one that has shipped. */
export const MIGRATIONS: readonly { name: string; sql: string }[] = [
  { name: '0001-booking', sql: booking },
  { name: '0002-identity', sql: identity },
  { name: '0003-salon-directory', sql: salonDirectory },
  { name: '0004-loyalty', sql: loyalty },
  { name: '0005-blog', sql: blog },
  { name: '0006-recruitment', sql: recruitment },
  { name: '0007-shop', sql: shop },
  { name: '0008-outbox-attachments', sql: outboxAttachments },
  { name: '0009-visit-messages', sql: visitMessages },
  { name: '0010-visit-locations', sql: visitLocations },
  { name: '0011-visit-requests', sql: visitRequests },
  { name: '0012-remote-health', sql: remoteHealth },
];
