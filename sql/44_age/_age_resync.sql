-- brain._age_resync(page_ids, link_pages): bring the AGE mirror of some pages, or of some edges, back in line with
-- the tables. Set-based: one delete and one insert per edge label touched.
create or replace function brain._age_resync(page_ids bigint[] default null, from_ids bigint[] default null,
                                             to_ids bigint[] default null, link_types text[] default null)
returns void
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, ag_catalog, public, pg_temp
as $fn$
declare
    _pl integer;
    _gids ag_catalog.graphid[];
    _label text;
begin
    perform brain._age_ready();
    _pl := ag_catalog._label_id('brain_graph', 'page')::integer;
    if page_ids is not null and cardinality(page_ids) > 0 then
        -- pages: drop their vertices and every edge touching them, put back the live ones and their current edges
        select array_agg(ag_catalog._graphid(_pl, i)) into _gids from unnest(page_ids) i;
        for _label in select l.name from ag_catalog.ag_label l join ag_catalog.ag_graph g on g.graphid = l.graph
                       where g.name = 'brain_graph' and l.kind = 'e' and l.name !~ '^_' loop
            execute format('delete from brain_graph.%I e where e.start_id = any ($1) or e.end_id = any ($1)', _label)
              using _gids;
        end loop;
        delete from brain_graph.page v where v.id = any (_gids);
        insert into brain_graph.page (id, properties)
        select ag_catalog._graphid(_pl, p.id),
               jsonb_build_object('page_id', p.id, 'slug', p.slug, 'source_id', p.source_id, 'type', p.type,
                                  'title', p.title)::text::ag_catalog.agtype
          from brain.pages p where p.id = any (page_ids) and p.deleted_at is null;
        for _label in select distinct l.link_type from brain.links l
                       where l.valid_to is null and (l.from_page_id = any (page_ids) or l.to_page_id = any (page_ids)) loop
            perform brain._age_label(_label);
            execute format($q$
                insert into brain_graph.%I (start_id, end_id, properties)
                select ag_catalog._graphid($1, e.f), ag_catalog._graphid($1, e.t), h.p::text::ag_catalog.agtype
                  from (select distinct l.from_page_id as f, l.to_page_id as t from brain.links l
                         where l.valid_to is null and l.link_type = $2
                           and (l.from_page_id = any ($3) or l.to_page_id = any ($3))) e
                  join brain.pages a on a.id = e.f and a.deleted_at is null
                  join brain.pages b on b.id = e.t and b.deleted_at is null
                 cross join lateral brain._age_held(e.f, e.t, $2) h(p)$q$, _label)
            using _pl, _label, page_ids;
        end loop;
    end if;
    if from_ids is not null and cardinality(from_ids) > 0 then
        -- edges: (from_ids[i], to_ids[i], link_types[i]) triples; one AGE edge per current triple between live pages
        for _label in select distinct t from unnest(link_types) t loop
            perform brain._age_label(_label);
            execute format($q$
                with k as (select distinct f, t from unnest($2, $3, $4) x(f, t, y) where y = $5)
                delete from brain_graph.%I e using k
                 where e.start_id = ag_catalog._graphid($1, k.f) and e.end_id = ag_catalog._graphid($1, k.t)$q$, _label)
            using _pl, from_ids, to_ids, link_types, _label;
            execute format($q$
                with k as (select distinct f, t from unnest($2, $3, $4) x(f, t, y) where y = $5)
                insert into brain_graph.%I (start_id, end_id, properties)
                select ag_catalog._graphid($1, k.f), ag_catalog._graphid($1, k.t), h.p::text::ag_catalog.agtype
                  from k
                  cross join lateral brain._age_held(k.f, k.t, $5) h(p)
                  join brain.pages a on a.id = k.f and a.deleted_at is null
                  join brain.pages b on b.id = k.t and b.deleted_at is null
                 where exists (select 1 from brain.links l where l.from_page_id = k.f and l.to_page_id = k.t
                                  and l.link_type = $5 and l.valid_to is null)$q$, _label)
            using _pl, from_ids, to_ids, link_types, _label;
        end loop;
    end if;
end
$fn$;

comment on function brain._age_resync(bigint[], bigint[], bigint[], text[]) is
'Internal (write-path sync): re-mirror pages page_ids (vertex and every edge touching them) and edges given as triples from_ids[i] -> to_ids[i] of link_types[i] into brain_graph. Example: select brain._age_resync(page_ids => array[1, 2]);';
