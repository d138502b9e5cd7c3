-- A license manager's change of pack administrator as a tracked handover (spec §4, §6 row 5): the new administrator
-- accepts it through a single-use link mailed to them, which works for a limited time.
--
-- The link's token is stored only as its SHA-256 (token_hash): a leaked table accepts nothing. Resend gives the row
-- a new token and a new end (the former link stops working); sent_at is when it was last mailed.
--
-- state: 'pending' until accepted, cancelled (by the manager, an administrator's change, or a newer request for the
-- pack) or expired. A pending row past expires_at is expired already; the state says so once the pack's next
-- request replaces it. decided_at/decided_by record who ended it and when (null while pending).
alter table license_admin_requests rename column accepted_at to decided_at;
alter table license_admin_requests
  add column token_hash text,
  add column state text not null default 'pending',
  add column sent_at timestamptz,
  add column expires_at timestamptz,
  add column decided_by bigint references users (id) on delete set null;

-- Requests made before links existed were never mailed a way to accept them: none can be accepted now.
update license_admin_requests
   set state = case when decided_at is null then 'expired' else 'accepted' end,
       sent_at = created_at,
       expires_at = least(created_at + interval '7 days', coalesce(decided_at, now())),
       decided_at = coalesce(decided_at, now());

alter table license_admin_requests
  alter column sent_at set default now(),
  alter column sent_at set not null,
  alter column expires_at set not null,
  add constraint license_admin_requests_state check (state in ('pending', 'accepted', 'cancelled', 'expired')),
  add constraint license_admin_requests_decided check ((state = 'pending') = (decided_at is null)),
  add constraint license_admin_requests_token check (state <> 'pending' or token_hash is not null);

-- A link is found by its token's hash; one pending handover per pack at most (a newer request replaces it).
drop index license_admin_requests_email;
create unique index license_admin_requests_token on license_admin_requests (token_hash);
create unique index license_admin_requests_pending on license_admin_requests (license_id) where state = 'pending';
