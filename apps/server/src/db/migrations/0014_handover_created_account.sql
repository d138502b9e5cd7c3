-- The account a handover made for an address that had none (license_admin_requests.created_account): an account
-- no one asked for, which the server removes again when the handover ends unaccepted and the account is still as
-- the handover left it (no password, no external sign-in, nothing it holds, no other handover waiting for it).
alter table license_admin_requests add column created_account bigint references users (id) on delete set null;

-- Removing an account sets its audit entries' actor to null and drops its external sign-in codes: found by index,
-- not by reading the whole audit log. A handover waiting for an address is found by that address.
create index audit_log_actor on audit_log (actor_id);
create index external_login_codes_user on external_login_codes (user_id);
create index license_admin_requests_pending_email on license_admin_requests (lower(new_admin_email))
  where state = 'pending';
