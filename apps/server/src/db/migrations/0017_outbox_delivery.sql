-- Durable delivery (lib/delivery.ts): every e-mail and SMS is written here in the transaction that causes it, and each
-- server process's sender claims the due ones (FOR UPDATE SKIP LOCKED, so one process sends each), sends them through
-- the configured provider and records the outcome. A message is `queued` until it is `sent`, `failed` for good after
-- the last of its attempts (administrators list those and retry them), or `expired`: a code or link whose lifetime
-- ended before it could be sent is never sent. Without a provider for its channel a message stays queued, readable
-- at the development outbox.
alter table outbox
  add column status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'expired')),
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz not null default now(),
  add column last_attempt_at timestamptz,
  add column last_error text,
  add column expires_at timestamptz;

-- Rows written before this were the demo's copies, never meant to be sent: a provider configured later must not
-- send stale codes and links.
update outbox set status = 'expired';

create index outbox_due on outbox (next_attempt_at) where status = 'queued';
create index outbox_failed on outbox (id) where status = 'failed';

-- Wakes the senders as soon as a message is committed (or put back in the queue by Retry); NOTIFY inside a
-- transaction is delivered at its commit, never for one rolled back.
create function notify_outbox() returns trigger language plpgsql as $$
begin
  perform pg_notify('outbox', new.channel);
  return null;
end;
$$;

create trigger outbox_queued after insert or update of status on outbox
  for each row when (new.status = 'queued') execute function notify_outbox();
