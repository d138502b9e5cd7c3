-- License Console schema: every entity of the spec's section 3, plus what the server keeps for sign-in,
-- e-mail and auditing. Public ids (public_id) are random and opaque; numeric ids never leave the server.
create extension if not exists pg_trgm;

create table organizations (
  id bigint generated always as identity primary key,
  public_id text not null unique,
  name text not null
);

create table users (
  id bigint generated always as identity primary key,
  public_id text not null unique,
  email text not null,
  first_name text not null default '',
  last_name text not null default '',
  company text not null default '',
  phone text not null default '',
  country_code text,
  password_hash text,
  password_changed_at timestamptz not null default now(),
  administrator boolean not null default false,
  is_manager boolean not null default false,
  magento_id text,
  organization_id bigint references organizations(id),
  oidc_issuer text,
  oidc_subject text,
  created_at timestamptz not null default now(),
  modified_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));
create index users_email_trgm on users using gin (lower(email) gin_trgm_ops);

create table products (
  id integer primary key,
  public_id text not null unique,
  name text not null,
  last_version text not null default '',
  download_link text not null default '',
  main_program text not null default '',
  shopify_alias text not null default '',
  limit_tokens bigint
);

create table product_skus (
  id bigint generated always as identity primary key,
  product_id integer not null references products(id) on delete cascade,
  sku_id text not null,
  months integer not null default 0,
  years integer not null default 0,
  quantity integer not null default 1,
  unique (product_id, sku_id)
);

create table roles (
  id integer primary key,
  public_id text not null unique,
  descr text not null
);

create table licenses (
  id bigint generated always as identity primary key,
  public_id text not null unique,
  product_id integer not null references products(id),
  manager_id bigint not null references users(id),
  organization_id bigint references organizations(id),
  purchaser_email text not null default '',
  account_name text not null default '',
  user_count integer not null check (user_count >= 1),
  used_count integer not null default 0 check (used_count >= 0),
  start_date date not null,
  end_date date not null,
  trial boolean not null default false,
  sharepoint_integration boolean not null default false,
  advanced_template boolean not null default false,
  ai_gateway_token_id text,
  ai_gateway_input_tokens bigint not null default 0,
  ai_gateway_output_tokens bigint not null default 0,
  ai_gateway_limit_tokens bigint,
  merged_into bigint references licenses(id),
  created_at timestamptz not null default now(),
  modified_at timestamptz not null default now(),
  check (start_date <= end_date),
  check (used_count <= user_count)
);
create index licenses_manager on licenses (manager_id);
create index licenses_product_end on licenses (product_id, end_date);
create index licenses_end on licenses (end_date, id);

create table license_admin_history (
  id bigint generated always as identity primary key,
  license_id bigint not null references licenses(id) on delete cascade,
  email text not null,
  date_time_changed timestamptz not null default now()
);

create table license_usages (
  id bigint generated always as identity primary key,
  public_id text not null unique,
  license_id bigint not null references licenses(id) on delete cascade,
  user_id bigint references users(id),
  account_name text not null,
  first_name text not null default '',
  last_name text not null default '',
  role_id integer references roles(id),
  last_usage timestamptz,
  version text,
  session_count integer not null default 0,
  maximum_sessions integer not null default 1,
  created_at timestamptz not null default now()
);
create unique index license_usages_account on license_usages (license_id, lower(account_name));
create index license_usages_account_trgm on license_usages using gin (lower(account_name) gin_trgm_ops);
create index license_usages_user on license_usages (user_id);

create table password_settings (
  id bigint generated always as identity primary key,
  -- The policy an isManager user sets applies to every user of that manager's packs; one row per manager.
  manager_id bigint not null unique references users(id) on delete cascade,
  minimun_chars integer not null default 8,
  uppercase_chars integer not null default 1,
  special_chars integer not null default 1,
  expiration_months integer not null default 12,
  two_fa boolean not null default false,
  password_history boolean not null default false
);

create table password_history (
  id bigint generated always as identity primary key,
  user_id bigint not null references users(id) on delete cascade,
  password_hash text not null,
  created_at timestamptz not null default now()
);

create table sessions (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  user_id bigint not null references users(id) on delete cascade,
  verified boolean not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  absolute_expires_at timestamptz not null
);
create index sessions_user on sessions (user_id);

create table verification_codes (
  id bigint generated always as identity primary key,
  session_id bigint not null references sessions(id) on delete cascade,
  channel text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table reset_tokens (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  user_id bigint not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table rate_limits (
  key text primary key,
  hits integer not null default 0,
  window_started_at timestamptz not null default now(),
  locked_until timestamptz
);

create table outbox (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create table sso_sites (
  id bigint generated always as identity primary key,
  public_id text not null unique,
  name text not null,
  url text not null,
  public_key text not null,
  private_key_encrypted text,
  created_at timestamptz not null default now()
);

create table audit_log (
  id bigint generated always as identity primary key,
  actor_id bigint references users(id) on delete set null,
  action text not null,
  entity text not null,
  entity_id text,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_entity on audit_log (entity, entity_id);

create table countries (
  short_name text primary key,
  name text not null,
  code text not null
);
