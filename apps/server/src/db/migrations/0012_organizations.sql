-- Cloud organizations (spec §3 "Organization", §4 "Organization editing modes"). Linking searches organizations by
-- a part of their name, in any letter case; a manager's organizations are those of the packs they manage, and the
-- add-user row asks for the organization of an account: each read through its own index.
create index organizations_name_trgm on organizations using gin (lower(name) gin_trgm_ops);
create index licenses_organization on licenses (organization_id);
create index users_organization on users (organization_id);
-- A name is one line of text, never blank: the contract bounds it, and the table holds to it whatever writes.
alter table organizations add constraint organizations_name_present check (btrim(name) <> '');
