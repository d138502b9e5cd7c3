-- License search, "own licenses" and merge (spec §2.4, §2.6, §6, §7 Licenses).
--
-- The e-mail filter matches the pack administrator's address (users.email through licenses.manager_id):
-- users_email_trgm (0001) finds the managers whose lower(email) contains the part, licenses_manager joins their
-- packs. The address is not copied onto licenses, so changing a user's e-mail needs no second write.
--
-- The grid reads newest end date first (end_date desc, id desc). With the status filter (end_date against
-- current_date) alone, licenses_end (0001) is walked backwards and stops after one page; with a product as well,
-- this index does the same within the product. It supersedes licenses_product_end (0001), its prefix.
create index licenses_product_end_id on licenses (product_id, end_date, id);
drop index licenses_product_end;

-- "Own licenses": the packs where the signed-in user's e-mail holds a usage (usages may carry no user_id).
create index license_usages_account_lower on license_usages (lower(account_name));

-- A pack's administrator history, read with every license answer.
create index license_admin_history_license on license_admin_history (license_id, date_time_changed);

-- The packs merged into a main pack; deleting the main pack keeps them (and the audit log keeps the trail).
create index licenses_merged_into on licenses (merged_into) where merged_into is not null;
alter table licenses drop constraint licenses_merged_into_fkey;
alter table licenses add constraint licenses_merged_into_fkey foreign key (merged_into) references licenses (id)
  on delete set null;

-- A license manager's change of pack administrator waits for the new administrator (spec §4, §6 row 5):
-- the new administrator, signed in with that e-mail, accepts it; administrators' changes apply at once.
create table license_admin_requests (
  id bigint generated always as identity primary key,
  license_id bigint not null references licenses (id) on delete cascade,
  requested_by bigint references users (id) on delete set null,
  new_admin_email text not null,
  created_at timestamptz not null default now(),
  accepted_at timestamptz
);
create index license_admin_requests_email on license_admin_requests (lower(new_admin_email)) where accepted_at is null;
create index license_admin_requests_license on license_admin_requests (license_id);
