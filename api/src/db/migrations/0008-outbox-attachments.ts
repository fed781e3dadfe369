/**
 * Migration 0008: an e-mail of the outbox may carry one attached file, by reference. The
 * row names where the bytes are kept ({ "kind": "recruitment-cv", "id": "<application>" })
 * and the dispatcher reads them when it sends, so a 2 MB CV is not copied into the
 * outbox, and a file purged before the message went out is never sent.
 */
export const sql = String.raw`
ALTER TABLE outbox_messages ADD COLUMN attachment jsonb
  CHECK (attachment IS NULL OR (jsonb_typeof(attachment->'kind') = 'string' AND jsonb_typeof(attachment->'id') = 'string'));
`;
