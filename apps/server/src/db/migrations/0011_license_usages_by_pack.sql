-- A pack's usages in the order they were assigned: the list, and the CSV exports that read them in batches by id
-- (modules/license-usages/usage-csv.ts) without sorting the pack's usages for each batch.
create index license_usages_license_order on license_usages (license_id, id);
