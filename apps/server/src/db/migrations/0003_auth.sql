-- Growing lockouts count how often a key was locked; one-time codes for external sign-in; single-use tokens.
alter table rate_limits add column strikes integer not null default 0;

create table external_login_codes (
  id bigint generated always as identity primary key,
  code_hash text not null unique,
  user_id bigint not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table oidc_states (
  state text primary key,
  provider text not null,
  code_verifier text not null,
  nonce text not null,
  created_at timestamptz not null default now()
);

create table used_tokens (
  jti text primary key,
  expires_at timestamptz not null
);

create index verification_codes_session on verification_codes (session_id, id desc);
create index reset_tokens_user on reset_tokens (user_id);
create index password_history_user on password_history (user_id, id desc);
