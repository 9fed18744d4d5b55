-- brain.sync_graph(): rebuild the Apache AGE graph brain_graph from the current edges (set-based bulk load).
create or replace function brain.sync_graph()
returns table (vertices bigint, edges bigint, edge_labels integer, seconds double precision)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, ag_catalog, public, pg_temp
set client_min_messages = warning
as $fn$
declare
    _t0 timestamptz := clock_timestamp();
    _pl integer;
    _label text;
    _n bigint;
    _v bigint;
    _e bigint := 0;
    _k integer := 0;
begin
    perform brain._age_ready(need_graph => false);
    -- one writer at a time; the write-path triggers of other sessions wait here too (same lock)
    perform pg_advisory_xact_lock(hashtext('brain.age_graph'));
    -- Never drop_graph / drop_label here: in AGE 1.5 a session that dropped a label keeps a stale entry in its
    -- label cache, and the next full cache reset (any big catalog change elsewhere on the server) raises
    -- "label (relation) cache corrupted" in that session, often killing its connection (apache/age#2245, fixed
    -- in AGE 1.6). So the graph and its labels are made once and a rebuild empties them instead.
    if not exists (select 1 from ag_catalog.ag_graph g where g.name = 'brain_graph') then
        perform ag_catalog.create_graph('brain_graph');
    end if;
    if not exists (select 1 from ag_catalog.ag_label l join ag_catalog.ag_graph g on g.graphid = l.graph
                    where g.name = 'brain_graph' and l.name = 'page' and l.kind = 'v') then
        perform ag_catalog.create_vlabel('brain_graph', 'page');
        create unique index on brain_graph.page (id);
    end if;
    -- every label table inherits from these two: this empties all vertices and edges, labels stay (empty)
    truncate brain_graph._ag_label_vertex, brain_graph._ag_label_edge;
    _pl := ag_catalog._label_id('brain_graph', 'page')::integer;
    -- a vertex's graphid is (label page, page id): the page -> vertex mapping needs no table. Vertices made by
    -- Cypher CREATE draw from the sequence, moved far above any page id.
    perform setval('brain_graph.page_id_seq', 1099511627776);
    insert into brain_graph.page (id, properties)
    select ag_catalog._graphid(_pl, p.id),
           jsonb_build_object('page_id', p.id, 'slug', p.slug, 'source_id', p.source_id, 'type', p.type,
                              'title', p.title)::text::ag_catalog.agtype
      from brain.pages p where p.deleted_at is null;
    get diagnostics _v = row_count;
    for _label in select distinct l.link_type from brain.links l where l.valid_to is null order by 1 loop
        perform brain._age_label(_label);
        execute format($q$
            insert into brain_graph.%I (start_id, end_id, properties)
            select ag_catalog._graphid($1, e.f), ag_catalog._graphid($1, e.t), h.p::text::ag_catalog.agtype
              from (select distinct l.from_page_id as f, l.to_page_id as t from brain.links l
                     where l.valid_to is null and l.link_type = $2) e
              join brain.pages a on a.id = e.f and a.deleted_at is null
              join brain.pages b on b.id = e.t and b.deleted_at is null
             cross join lateral brain._age_held(e.f, e.t, $2) h(p)$q$, _label)
        using _pl, _label;
        get diagnostics _n = row_count;
        _e := _e + _n;
        _k := _k + 1;
    end loop;
    execute 'analyze brain_graph.page';
    return query select _v, _e, _k, round(extract(epoch from clock_timestamp() - _t0)::numeric, 3)::double precision;
end
$fn$;

comment on function brain.sync_graph() is
'Rebuild the Apache AGE graph brain_graph from the tables (made on first use; later rebuilds empty it and keep its labels): one vertex :page {page_id, slug, source_id, type, title} per live page, one edge per current (from, to, link_type) between live pages and per held episode of that relation, labelled by the link type, with held_from, held_until, held_ended, held_lo and held_hi of the episode as properties (brain._age_held). Returns (vertices, edges, edge_labels, seconds). Without the age extension = 55000. Example: select * from brain.sync_graph();';
