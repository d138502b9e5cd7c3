-- The seat roles are reference data every database needs, not demo data: a production database, which is never
-- seeded (SEED_DEMO), would otherwise give every seat no role and offer none to choose. The ids are those the
-- spec's examples and the console's rules use (1 the pack's License Administrator, 2 a User); a database seeded
-- before this migration already holds them and keeps its own public ids.
insert into roles (id, public_id, descr)
select r.id, translate(rtrim(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '='), '+/', '-_'), r.descr
from (values (1, 'License Administrator'), (2, 'User')) as r(id, descr)
on conflict (id) do nothing;
