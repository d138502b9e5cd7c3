-- Seats at a glance (GET /api/Dashboard) over every pack, kept by the database as packs and usages change, so an
-- administrator's answer reads a few thousand rows instead of every pack and usage (bench/dashboard.ts).
--
-- dashboard_pack_totals: per product and end date, the packs and their seats bought and used. A pack counts while
-- its end date is today or later (status Active), so the answer sums the rows from today on.
--
-- dashboard_idle_steps: idle seats as steps over days. A usage whose last use (or, never used, its assignment) fell
-- on day A is idle from day A + 30 while its pack is active, up to its end date E: +1 on A + 30, -1 on E + 1 (nothing
-- when A + 30 is after E). The idle seats on day T are the sum of the steps up to T. The 30 is IDLE_SEAT_DAYS of
-- the domain's contract/dashboard.ts.
--
-- Both tables only take inserts, a row per change (signed), so concurrent writes never wait on each other's rows;
-- dashboard_compact() folds them (the dashboard module runs it now and then): pack totals that ended are dropped,
-- idle steps up to today fold into one '-infinity' row per product (today only moves forward).
create table dashboard_pack_totals (
  product_id integer not null,
  end_date date not null,
  packs bigint not null,
  seats_bought bigint not null,
  seats_used bigint not null
);

create table dashboard_idle_steps (
  product_id integer not null,
  day date not null,
  seats bigint not null
);

-- Records usages' idle steps: for each (product, day of last use, pack end date, +1 or -1).
create function dashboard_record_idle(products integer[], used_on date[], ends date[], signs integer[])
  returns void language sql as $$
  insert into dashboard_idle_steps (product_id, day, seats)
  select c.product_id, step.day, sum(step.seats)
    from unnest(products, used_on, ends, signs) c(product_id, used_on, end_date, sign)
    cross join lateral (values (c.used_on + 30, c.sign), (c.end_date + 1, -c.sign)) step(day, seats)
   where c.used_on + 30 <= c.end_date
   group by c.product_id, step.day
  having sum(step.seats) <> 0;
$$;

create function dashboard_packs_inserted() returns trigger language plpgsql as $$
begin
  insert into dashboard_pack_totals (product_id, end_date, packs, seats_bought, seats_used)
  select product_id, end_date, count(*), sum(user_count), sum(used_count) from new_packs group by product_id, end_date;
  return null;
end;
$$;

create function dashboard_packs_deleted() returns trigger language plpgsql as $$
begin
  insert into dashboard_pack_totals (product_id, end_date, packs, seats_bought, seats_used)
  select product_id, end_date, -count(*), -sum(user_count), -sum(used_count) from old_packs group by product_id, end_date;
  return null;
end;
$$;

-- A deleted pack's usages go with it (on delete cascade), after the pack is gone, when their own trigger no longer
-- finds the pack: their steps are taken back here, while the usages are still there.
create function dashboard_pack_deleting() returns trigger language plpgsql as $$
begin
  perform dashboard_record_idle(array_agg(old.product_id), array_agg(coalesce(u.last_usage, u.created_at)::date),
                                array_agg(old.end_date), array_agg(-1))
     from license_usages u where u.license_id = old.id;
  return old;
end;
$$;

create function dashboard_packs_updated() returns trigger language plpgsql as $$
begin
  insert into dashboard_pack_totals (product_id, end_date, packs, seats_bought, seats_used)
  select d.product_id, d.end_date, sum(d.packs), sum(d.bought), sum(d.used)
    from old_packs o join new_packs n on n.id = o.id
    cross join lateral (values (o.product_id, o.end_date, -1, -o.user_count, -o.used_count),
                               (n.product_id, n.end_date, 1, n.user_count, n.used_count)) d(product_id, end_date, packs, bought, used)
   where (o.product_id, o.end_date, o.user_count, o.used_count) is distinct from
         (n.product_id, n.end_date, n.user_count, n.used_count)
   group by d.product_id, d.end_date
  having sum(d.packs) <> 0 or sum(d.bought) <> 0 or sum(d.used) <> 0;
  -- A pack that moves to another product or end date moves its usages' steps.
  perform dashboard_record_idle(array_agg(c.product_id), array_agg(c.used_on), array_agg(c.end_date), array_agg(c.sign))
     from old_packs o join new_packs n on n.id = o.id
     join license_usages u on u.license_id = n.id
    cross join lateral (values (o.product_id, o.end_date, -1), (n.product_id, n.end_date, 1)) p(product_id, end_date, sign)
    cross join lateral (select p.product_id, coalesce(u.last_usage, u.created_at)::date as used_on, p.end_date, p.sign) c
    where (o.product_id, o.end_date) is distinct from (n.product_id, n.end_date);
  return null;
end;
$$;

create function dashboard_usages_inserted() returns trigger language plpgsql as $$
begin
  perform dashboard_record_idle(array_agg(l.product_id), array_agg(coalesce(u.last_usage, u.created_at)::date),
                                array_agg(l.end_date), array_agg(1))
     from new_usages u join licenses l on l.id = u.license_id;
  return null;
end;
$$;

create function dashboard_usages_deleted() returns trigger language plpgsql as $$
begin
  perform dashboard_record_idle(array_agg(l.product_id), array_agg(coalesce(u.last_usage, u.created_at)::date),
                                array_agg(l.end_date), array_agg(-1))
     from old_usages u join licenses l on l.id = u.license_id;
  return null;
end;
$$;

create function dashboard_usages_updated() returns trigger language plpgsql as $$
begin
  perform dashboard_record_idle(array_agg(l.product_id), array_agg(c.used_on), array_agg(l.end_date), array_agg(c.sign))
     from old_usages o join new_usages n on n.id = o.id
    cross join lateral (values (o.license_id, coalesce(o.last_usage, o.created_at)::date, -1),
                               (n.license_id, coalesce(n.last_usage, n.created_at)::date, 1)) c(license_id, used_on, sign)
     join licenses l on l.id = c.license_id
    where (o.license_id, coalesce(o.last_usage, o.created_at)::date) is distinct from
          (n.license_id, coalesce(n.last_usage, n.created_at)::date);
  return null;
end;
$$;

create trigger licenses_dashboard_insert after insert on licenses
  referencing new table as new_packs for each statement execute function dashboard_packs_inserted();
create trigger licenses_dashboard_delete after delete on licenses
  referencing old table as old_packs for each statement execute function dashboard_packs_deleted();
create trigger licenses_dashboard_deleting before delete on licenses
  for each row execute function dashboard_pack_deleting();
create trigger licenses_dashboard_update after update on licenses
  referencing old table as old_packs new table as new_packs for each statement execute function dashboard_packs_updated();
create trigger license_usages_dashboard_insert after insert on license_usages
  referencing new table as new_usages for each statement execute function dashboard_usages_inserted();
create trigger license_usages_dashboard_delete after delete on license_usages
  referencing old table as old_usages for each statement execute function dashboard_usages_deleted();
create trigger license_usages_dashboard_update after update on license_usages
  referencing old table as old_usages new table as new_usages for each statement execute function dashboard_usages_updated();

-- Folds the rows: pack totals of ended packs dropped, the others one row per product and end date; idle steps up to
-- today one row per product, later ones one per product and day. Concurrent inserts it does not see stay as they are.
create function dashboard_compact() returns void language plpgsql as $$
begin
  with gone as (delete from dashboard_pack_totals returning product_id, end_date, packs, seats_bought, seats_used)
  insert into dashboard_pack_totals (product_id, end_date, packs, seats_bought, seats_used)
  select product_id, end_date, sum(packs), sum(seats_bought), sum(seats_used) from gone
   where end_date >= current_date
   group by product_id, end_date
  having sum(packs) <> 0 or sum(seats_bought) <> 0 or sum(seats_used) <> 0;
  with gone as (delete from dashboard_idle_steps returning product_id, day, seats)
  insert into dashboard_idle_steps (product_id, day, seats)
  select product_id, case when day <= current_date then '-infinity'::date else day end, sum(seats) from gone
   group by 1, 2
  having sum(seats) <> 0;
end;
$$;

-- Both tables made again from the packs and usages: here, and after a bulk load that ran without triggers
-- (session_replication_role = replica, as bench/license-search-data.ts loads).
create function dashboard_rebuild() returns void language plpgsql as $$
begin
  delete from dashboard_pack_totals;
  delete from dashboard_idle_steps;
  insert into dashboard_pack_totals (product_id, end_date, packs, seats_bought, seats_used)
  select product_id, end_date, count(*), sum(user_count), sum(used_count) from licenses group by product_id, end_date;
  perform dashboard_record_idle(array_agg(l.product_id), array_agg(coalesce(u.last_usage, u.created_at)::date),
                                array_agg(l.end_date), array_agg(1))
     from license_usages u join licenses l on l.id = u.license_id
    where l.end_date >= current_date;
  perform dashboard_compact();
end;
$$;

select dashboard_rebuild();
