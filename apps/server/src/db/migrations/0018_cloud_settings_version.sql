-- Optimistic concurrency of Cloud Settings (modules/organizations): one version of what the screen edits, the pack's
-- link to an organization together with that organization's name. Its value is the pack's organization_link_version
-- plus the linked organization's row_version (0 when none): a rename of the organization adds one through its own
-- row_version (whichever pack it was renamed through), and a change of the pack's link moves organization_link_version
-- so that the sum goes one past what it was, whatever version the new organization has. The sum therefore never goes
-- back to a value it had, as a sum of two counters would when a link moves to an organization with a lower version.
-- Both organizations' versions are read under a share lock, so a rename under way is counted before the link moves.
alter table licenses add column organization_link_version integer not null default 1;

create function bump_organization_link_version() returns trigger language plpgsql as $$
declare
  left_version integer;
  joined_version integer;
begin
  select row_version into left_version from organizations where id = old.organization_id for share;
  select row_version into joined_version from organizations where id = new.organization_id for share;
  new.organization_link_version :=
    old.organization_link_version + coalesce(left_version, 0) - coalesce(joined_version, 0) + 1;
  return new;
end;
$$;

create trigger licenses_organization_link_version before update of organization_id on licenses
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function bump_organization_link_version();

-- An administrator's edit of a user writes magento_id too: a change of it alone is a new version of the user.
drop trigger users_row_version on users;
create trigger users_row_version before update of
    email, first_name, last_name, company, phone, country_code, administrator, is_manager, organization_id,
    pending_email, magento_id
  on users for each row execute function bump_row_version();
