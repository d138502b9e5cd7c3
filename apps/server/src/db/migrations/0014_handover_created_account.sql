-- The account a handover made for an address that had none (license_admin_requests.created_account): an account
-- no one asked for, which the server removes again when the handover ends unaccepted and the account is still as
-- the handover left it (no password, no external sign-in, nothing it holds, no other handover waiting for it).
alter table license_admin_requests add column created_account bigint references users (id) on delete set null;
