-- brain._gone_pages(): the ids of soft-deleted pages while there are few of them.
create or replace function brain._gone_pages()
returns bigint[]
language plpgsql
stable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _ids bigint[] := array(select p.id from brain.pages p where p.deleted_at is not null order by p.id limit 1001);
begin
    return case when cardinality(_ids) <= 1000 then _ids end;
end
$fn$;

comment on function brain._gone_pages() is
'Internal: the ids of the soft-deleted pages (from the partial index on deleted_at), or null when there are more than 1,000. Search filters candidates by this list instead of looking up each candidate''s page; null means: look them up. Example: select brain._gone_pages();';
