-- A person's page (modules/people): an administrator deactivates an account, which keeps every way in shut while it
-- is set (password and external sign-in, the support desk, SSO sites, API tokens, reset links, open sessions), and
-- requires a new password at the next sign-in, which then takes the path of an expired password (a reset link
-- mailed, 423) until a new one is set. The latest sign-in is kept on the account: sessions are deleted at logout.
alter table users
  add column deactivated_at timestamptz,
  add column must_change_password boolean not null default false,
  add column last_sign_in_at timestamptz;

update users u set last_sign_in_at = s.latest
  from (select user_id, max(created_at) as latest from sessions group by user_id) s
 where s.user_id = u.id;
