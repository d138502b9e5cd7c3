-- Each server process keeps the sessions it has verified for a few seconds (modules/session/session-cache.ts). What
-- ends or changes a session reaches every process at once through a notification on the channel
-- `session_changes` whose payload is the account's id: a session ended (sign-out, end-all, password change, expiry
-- clean-up, the account deleted), verified or cut short, or its account changed (roles, names, password, anything).
-- The sliding expiry writes (expires_at moved later, last_seen_at) notify nothing.
create function notify_session_change() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'users' then
    perform pg_notify('session_changes', old.id::text);
  else
    perform pg_notify('session_changes', old.user_id::text);
  end if;
  return null;
end;
$$;

create trigger sessions_ended after delete on sessions
  for each row execute function notify_session_change();
create trigger sessions_changed after update on sessions
  for each row
  when (old.verified is distinct from new.verified or old.user_id <> new.user_id or old.token_hash <> new.token_hash
        or new.expires_at < old.expires_at or new.absolute_expires_at < old.absolute_expires_at)
  execute function notify_session_change();
create trigger users_changed after update or delete on users
  for each row execute function notify_session_change();
