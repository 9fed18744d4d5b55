-- brain.list_sources(): every source with its settings and page counts.
create or replace function brain.list_sources()
returns table (id text, name text, federated boolean, trusted boolean, pages bigint, deleted_pages bigint,
               created_at timestamptz)
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select s.id, s.name, s.federated, s.trusted,
           coalesce(c.live, 0), coalesce(c.deleted, 0), s.created_at
      from brain.sources s
      left join (select p.source_id, count(*) filter (where p.deleted_at is null) as live,
                        count(*) filter (where p.deleted_at is not null) as deleted
                   from brain.pages p group by p.source_id) c on c.source_id = s.id
     order by s.id;
$fn$;

comment on function brain.list_sources() is
'Every source: (id, name, federated, trusted, pages (live), deleted_pages (soft-deleted), created_at). Federated sources are read by searches that name no source. Example: select * from brain.list_sources();';
