-- A pack's earlier terms: a renewal replaces the pack's period and seat count, and keeps the term it replaced here,
-- in the renewal's own transaction, so a pack's history of terms survives every renewal (the audit log keeps the
-- change too, but as before and after values, not as a list a screen can show).
create table license_terms (
  id bigint generated always as identity primary key,
  license_id bigint not null references licenses(id) on delete cascade,
  start_date date not null,
  end_date date not null,
  user_count integer not null check (user_count >= 1),
  renewed_at timestamptz not null default now(),
  renewed_by bigint references users(id) on delete set null,
  check (start_date <= end_date)
);
create index license_terms_license on license_terms (license_id, start_date desc);
