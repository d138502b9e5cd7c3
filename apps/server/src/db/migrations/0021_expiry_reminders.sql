-- Reminders before a pack ends (modules/reminders): each pack's administrator is mailed REMINDER_DAYS before its end
-- date. A reminder is recorded here in the transaction that queues its mail, once per pack, threshold and end date
-- (the unique key), so no process, however many run and however often they restart, mails it twice. A renewal moves
-- the end date: the rows of the old date no longer match the pack, and the new date gets reminders of its own.
create table license_reminders (
  license_id bigint not null references licenses(id) on delete cascade,
  threshold_days integer not null check (threshold_days >= 1),
  end_date date not null,
  -- The queued mail; null once the outbox no longer holds it.
  outbox_id bigint references outbox(id) on delete set null,
  sent_at timestamptz not null default now(),
  primary key (license_id, threshold_days, end_date)
);

-- The opt-out on My Profile: the reminders of the packs a person administers go to them unless they turned them off.
alter table users add column expiry_reminders boolean not null default true;

-- A change of the choice is a change of the profile: it bumps the version My Profile's ETag names, as the other
-- columns of users_row_version do (a second trigger: bump_row_version sets old + 1, however many of them fire).
create trigger users_expiry_reminders_row_version before update of expiry_reminders
  on users for each row execute function bump_row_version();

-- A reminder still waiting in the outbox when its pack's end date moves (a renewal, an edit, new dates) is for a date
-- that no longer holds: it is dropped unsent, whichever write moved the date.
create function drop_stale_reminders() returns trigger language plpgsql as $$
begin
  update outbox set status = 'expired', body = ''
   where status = 'queued'
     and id in (select r.outbox_id from license_reminders r
                 where r.license_id = new.id and r.end_date <> new.end_date and r.outbox_id is not null);
  return null;
end;
$$;

create trigger licenses_end_date_reminders after update of end_date on licenses
  for each row when (old.end_date is distinct from new.end_date) execute function drop_stale_reminders();
