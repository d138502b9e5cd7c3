-- A pack administrator's packs in list order (spec §2.4: newest end date first).
--
-- An e-mail search finds the matching administrators first (users_email_trgm) and walks each one's packs through
-- this index, newest first, stopping after a page; a common e-mail part is counted from the index alone.
-- It supersedes licenses_manager (0001), its prefix, which foreign-key checks on users keep using through it.
create index licenses_manager_end_id on licenses (manager_id, end_date, id);
drop index licenses_manager;
