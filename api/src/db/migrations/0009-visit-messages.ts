/**
 * Migration 0009: messages about a visit (decision 0024). A visit keeps the language its
 * messages are written in and who cancelled it; its reminder waits in visit_reminders,
 * written in the booking's transaction, moved by an edit, deleted by a cancel, and turned
 * into outbox messages by the poller in the transaction that deletes it (so a reminder
 * is queued once, whatever restarts or how many instances poll). Notifications in the
 * profile gain the four kinds about visits.
 */
export const sql = String.raw`
ALTER TABLE visits
  ADD COLUMN language text NOT NULL DEFAULT 'pl' CHECK (language IN ('pl', 'en', 'fr')),
  ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('CUSTOMER', 'SALON'));

CREATE TABLE visit_reminders (
  visit_id uuid PRIMARY KEY REFERENCES visits (id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL
);
CREATE INDEX visit_reminders_due ON visit_reminders (due_at);

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'POINTS_AWARDED', 'VOUCHER_EXPIRING', 'MESSAGE_RECEIVED',
  'VISIT_BOOKED', 'VISIT_CHANGED', 'VISIT_CANCELLED', 'VISIT_REMINDER'
));
`;
