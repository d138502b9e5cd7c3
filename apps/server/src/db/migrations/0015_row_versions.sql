-- Optimistic concurrency (lib/row-versions.ts): every editable record carries a version that each write of what an
-- editor sees bumps, in the writing statement itself (a trigger, so that no write path can forget it). A read
-- answers the version as its ETag; a write that names the version it was based on (If-Match) first claims the row
-- with `update … where id = $1 and row_version = any($2)`, which takes the row's lock and compares in one
-- statement: the second of two writers based on one version finds no row and is refused with 412.
-- (license_usages already has a `version` column: the product version last used, hence row_version.)
create function bump_row_version() returns trigger language plpgsql as $$
begin
  new.row_version := old.row_version + 1;
  return new;
end;
$$;

alter table licenses add column row_version integer not null default 1;
alter table products add column row_version integer not null default 1;
alter table sso_sites add column row_version integer not null default 1;
alter table users add column row_version integer not null default 1;
alter table password_settings add column row_version integer not null default 1;
alter table organizations add column row_version integer not null default 1;
alter table license_usages add column row_version integer not null default 1;

-- Only the columns an editor sees: seats taken (used_count), token use, sign-in times and the like change without
-- anyone's edit and must not refuse a form based on the version before them.
create trigger licenses_row_version before update of
    product_id, manager_id, organization_id, purchaser_email, account_name, user_count, start_date, end_date, trial,
    sharepoint_integration, advanced_template, ai_gateway_limit_tokens, merged_into
  on licenses for each row execute function bump_row_version();
create trigger products_row_version before update of
    name, last_version, download_link, main_program, shopify_alias, limit_tokens
  on products for each row execute function bump_row_version();
create trigger sso_sites_row_version before update of name, url, public_key, previous_public_key
  on sso_sites for each row execute function bump_row_version();
create trigger users_row_version before update of
    email, first_name, last_name, company, phone, country_code, administrator, is_manager, organization_id,
    pending_email
  on users for each row execute function bump_row_version();
create trigger password_settings_row_version before update of
    minimun_chars, uppercase_chars, special_chars, expiration_months, two_fa, password_history
  on password_settings for each row execute function bump_row_version();
create trigger organizations_row_version before update of name
  on organizations for each row execute function bump_row_version();
create trigger license_usages_row_version before update of first_name, last_name, account_name, role_id
  on license_usages for each row execute function bump_row_version();
