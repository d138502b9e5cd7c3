-- API tokens: named bearer secrets a person (or an administrator, for a service account) creates for scripts. Only
-- the token's SHA-256 is stored (256 random bits: a leaked table grants nothing, and no slow hash is needed to make
-- guessing hopeless). A revoked token keeps its row until it would have expired, so its use stays explained in the
-- audit log; every request reads the row, so a revoke holds on every process at once.
create table api_tokens (
  id bigint generated always as identity primary key,
  public_id text not null unique,
  token_hash text not null unique,
  user_id bigint not null references users(id) on delete cascade,
  created_by bigint references users(id) on delete set null,
  name text not null,
  role text not null check (role in ('administrator', 'manager', 'user')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_tokens_user on api_tokens (user_id) where revoked_at is null;
