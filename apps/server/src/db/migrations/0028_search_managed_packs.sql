-- The header's search for someone who is not an administrator (search/repository.ts) reads the packs they administer
-- whole: their organization and account are matched, their seats walked, their products listed. A reseller holds
-- thousands of packs, scattered over the table; with what the search reads of a pack in this index, it reads the
-- index alone instead of a page of the table for each pack (bench/README.md, "The header's search").
create index licenses_manager_search on licenses (manager_id)
  include (id, public_id, product_id, end_date, organization_id, account_name);
