-- The link mailed to an account's previous address when its e-mail address changes: for seven days it gives the
-- previous address back and ends the account's sessions, once. Only the token's hash is kept. Undoing spends every
-- such link of the account, so a link mailed to an address it was changed to cannot change it back again.
create table email_change_undo_tokens (
  token_hash text primary key,
  user_id bigint not null references users(id) on delete cascade,
  previous_email text not null,
  changed_email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_change_undo_tokens_user on email_change_undo_tokens (user_id);
