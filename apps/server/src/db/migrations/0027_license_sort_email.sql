-- EMAIL's order of the license list (sortBy=email, 0025_license_sort.sql) walks the administrators by lower(email) and
-- each one's packs by licenses_manager_end_id. With each user's id and address in the index, that walk reads the
-- index alone instead of every user's row as well: a deep page (page 5,000 of 10 at 1,000,000 packs) about twice as
-- fast (bench/README.md, "Sorted pages"). It stays the one unique index of the addresses, under its name.
drop index users_email_key;
create unique index users_email_key on users (lower(email)) include (id, email);
