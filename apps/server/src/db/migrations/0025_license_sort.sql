-- The license list in the order a person asks for (sortBy and sortDirection of GET api/Licenses and
-- SearchLicensePaged; the grid's sortable headers).
--
-- Every order is a column, then the end date and the id, all in one direction (search-statements.ts, listOrder), so
-- each column has an index that ends on (end_date, id): a page walks it forwards or backwards and stops after its
-- rows, as the default order (end date, newest first) walks licenses_end. VALID UNTIL is that order itself, and EMAIL
-- walks the administrators by users_email_key and each one's packs by licenses_manager_end_id.

-- PRODUCT sorts by the names the screens show, A to Z: Assistant (7), Basic (8), Business (3), for Outlook (2),
-- On-Prem (9), Standard (1), as PRODUCT_SORT_ORDER of the domain's rules/license-sort.ts has them (a server test holds
-- the two together); a product the screens show by its number comes after them, by id. Immutable, so an index holds
-- it; the index carries product_id as well, so a walk reads the index alone.
create function product_sort_rank(product_id integer) returns bigint language sql immutable parallel safe
  return case product_id when 7 then 1 when 8 then 2 when 3 then 3 when 2 then 4 when 9 then 5 when 1 then 6
         else 6::bigint + product_id end;
create index licenses_product_rank_end_id on licenses (product_sort_rank(product_id), end_date, id)
  include (product_id);

-- VALID FROM.
create index licenses_start_end_id on licenses (start_date, end_date, id);

-- #USERS: the pack's seats.
create index licenses_seats_end_id on licenses (user_count, end_date, id);
