-- brain.refresh_pagerank(...): PageRank of every live page, set-based, into brain.page_ranks.
create or replace function brain.refresh_pagerank(damping double precision default null,
                                                  max_iterations integer default null,
                                                  tolerance double precision default null)
returns table (pages integer, edges integer, iterations integer, delta double precision, converged boolean,
               seconds double precision)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
as $fn$
declare
    _d     double precision := coalesce(damping, (select (c.value #>> '{}')::double precision from brain.config c
                                                   where c.key = 'pagerank.damping'), 0.85);
    _max   integer := coalesce(max_iterations, (select (c.value #>> '{}')::integer from brain.config c
                                                 where c.key = 'pagerank.max_iterations'), 100);
    _tol   double precision := coalesce(tolerance, (select (c.value #>> '{}')::double precision from brain.config c
                                                     where c.key = 'pagerank.tolerance'), 1e-6);
    _n     integer;
    _e     integer;
    _it    integer := 0;
    _delta double precision := null;
    _dang  double precision;
    _out   integer[];
    _rank  double precision[];
    _next  double precision[];
    _t0    timestamptz := clock_timestamp();
begin
    if _d is null or _d < 0 or _d >= 1 then
        raise exception 'damping must be at least 0 and below 1' using errcode = '22023',
              detail = format('got %s', _d), hint = 'the usual value is 0.85 (config pagerank.damping)';
    end if;
    if _max is null or _max < 1 or _max > 1000 then
        raise exception 'max_iterations must be between 1 and 1000' using errcode = '22023',
              detail = format('got %s', _max), hint = 'the default is 100 (config pagerank.max_iterations)';
    end if;
    if _tol is null or _tol <= 0 then
        raise exception 'tolerance must be above 0' using errcode = '22023',
              detail = format('got %s', _tol), hint = 'the default is 1e-6 (config pagerank.tolerance)';
    end if;

    -- the graph: live pages numbered 1..n, and one edge per (from, to) of the current edges of counted
    -- types (not mentions) between two different live pages
    create temp table pg_temp._pr_node on commit drop as
    select p.id, row_number() over (order by p.id)::integer as i from brain.pages p where p.deleted_at is null;
    get diagnostics _n = row_count;
    create unique index on pg_temp._pr_node (id);
    create temp table pg_temp._pr_edge on commit drop as
    select distinct a.i as src, b.i as dst
      from brain.links l
      join brain.link_types lt on lt.name = l.link_type and lt.counts_for_backlinks
      join pg_temp._pr_node a on a.id = l.from_page_id
      join pg_temp._pr_node b on b.id = l.to_page_id
     where l.valid_to is null and l.from_page_id <> l.to_page_id
       -- a relation that no longer holds (a former employer) lends no rank unless graph.count_ended says so
       and (not l.held_ended
            or coalesce((select (c.value #>> '{}')::boolean from brain.config c where c.key = 'graph.count_ended'),
                        false));
    get diagnostics _e = row_count;
    analyze pg_temp._pr_edge;
    _out := array(select coalesce(x.k, 0) from generate_series(1, _n) g
                    left join (select e.src, count(*)::integer as k from pg_temp._pr_edge e group by e.src) x on x.src = g
                   order by g);
    _rank := array_fill(1.0::double precision / greatest(_n, 1), array[_n]);

    -- power iteration over arrays (rows are never rewritten, so nothing bloats inside the transaction):
    -- a walk follows one of a page's edges with probability damping, else jumps to any page; a page
    -- without counted out-edges (dangling) spreads its rank over every page
    while _n > 0 and _it < _max and (_delta is null or _delta >= _tol) loop
        _it := _it + 1;
        _dang := (select coalesce(sum(_rank[g]), 0) from generate_series(1, _n) g where _out[g] = 0);
        _next := array(select (1 - _d) / _n + _d * (_dang / _n + coalesce(x.s, 0))
                         from generate_series(1, _n) g
                         left join (select e.dst, sum(_rank[e.src] / _out[e.src]) as s
                                      from pg_temp._pr_edge e group by e.dst) x on x.dst = g
                        order by g);
        _delta := (select sum(abs(u.a - u.b)) from unnest(_rank, _next) u(a, b));
        _rank := _next;
    end loop;

    delete from brain.page_ranks;
    insert into brain.page_ranks (page_id, rank, score, inbound, computed_at)
    select n.id, _rank[n.i], _rank[n.i] * _n, coalesce(x.k, 0), now()
      from pg_temp._pr_node n
      left join (select e.dst, count(*)::integer as k from pg_temp._pr_edge e group by e.dst) x on x.dst = n.i;
    drop table pg_temp._pr_node;
    drop table pg_temp._pr_edge;
    return query select _n, _e, _it, coalesce(_delta, 0::double precision), coalesce(_delta < _tol, true),
                        extract(epoch from clock_timestamp() - _t0)::double precision;
end
$fn$;

comment on function brain.refresh_pagerank(double precision, integer, double precision) is
'Compute PageRank over the current edges of types that count for backlinks (not mentions) between live pages (not those of relations that have ended, held_ended, unless config graph.count_ended is true), set-based (power iteration; damping, max_iterations and tolerance default to config pagerank.*), into brain.page_ranks (replacing it). A page without counted out-edges spreads its rank over every page. brain.search uses it as its authority boost when config search.pagerank is true. Returns (pages, edges, iterations, delta, converged, seconds). Example: select * from brain.refresh_pagerank();';
