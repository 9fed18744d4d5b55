-- brain.table_counts(): rows per brain table, exact or estimated.
create or replace function brain.table_counts(estimate boolean default false)
returns table (table_name text, row_count bigint, description text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _sql text;
begin
    if estimate is null then
        raise exception 'estimate must not be null'
            using errcode = '22004',
                  hint = 'pass estimate => true for planner estimates or false for exact counts';
    end if;

    if estimate then
        return query
        select c.relname::text, greatest(c.reltuples, 0)::bigint, coalesce(obj_description(c.oid, 'pg_class'), '')
          from pg_class c
         where c.relnamespace = 'brain'::regnamespace and c.relkind in ('r', 'p')
         order by c.relname;
        return;
    end if;

    -- one statement counting every table (set-based; no query per row in a loop)
    select string_agg(format('select %L::text, count(*)::bigint, %L::text from brain.%I',
                             c.relname, coalesce(obj_description(c.oid, 'pg_class'), ''), c.relname),
                      ' union all ' order by c.relname)
      into _sql
      from pg_class c
     where c.relnamespace = 'brain'::regnamespace and c.relkind in ('r', 'p');

    if _sql is null then
        return;
    end if;
    return query execute _sql || ' order by 1';
end
$fn$;

comment on function brain.table_counts(boolean) is
'Rows in every brain table with the table''s description. estimate => false (default) counts exactly; true reads planner statistics (instant on big brains). Example: select * from brain.table_counts();';
