-- The header's search (GET /api/Search, modules/search): packs by their administrator's e-mail, their organization's
-- name, their account name or a seat holder's e-mail or name; people by e-mail or name. Every text is matched in
-- lower case, two ways (search/repository.ts):
--
-- - what starts with the text: a btree of the lower-case text in the "C" collation, which a LIKE 'text%' walks as a
--   range in the order it answers (the database's own collation, C.UTF-8 or another, gives LIKE no range);
-- - from three characters on, what holds the text anywhere: a trigram index (pg_trgm, which both engines load), for
--   a LIKE '%text%'.
--
-- Some already exist: users_email_trgm and license_usages_account_trgm (0001), organizations_name_trgm (0012).
-- A name is matched whole ("first last") and by its last name, so "sm" finds Ann Smith as "an" does.

create index users_email_prefix on users ((lower(email)) collate "C");
create index users_name_prefix on users ((lower(first_name || ' ' || last_name)) collate "C");
create index users_last_name_prefix on users ((lower(last_name)) collate "C");
create index users_name_trgm on users using gin (lower(first_name || ' ' || last_name) gin_trgm_ops);

create index license_usages_account_prefix on license_usages ((lower(account_name)) collate "C");
create index license_usages_name_prefix on license_usages ((lower(first_name || ' ' || last_name)) collate "C");
create index license_usages_last_name_prefix on license_usages ((lower(last_name)) collate "C");
create index license_usages_name_trgm on license_usages using gin (lower(first_name || ' ' || last_name) gin_trgm_ops);

create index licenses_account_prefix on licenses ((lower(account_name)) collate "C");
create index licenses_account_trgm on licenses using gin (lower(account_name) gin_trgm_ops);

create index organizations_name_prefix on organizations ((lower(name)) collate "C");
