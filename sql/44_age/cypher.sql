-- brain.cypher(query, params): the one door to Apache AGE. Runs a Cypher query on brain_graph with bound parameters.
create or replace function brain.cypher(query text, params jsonb default '{}')
returns setof jsonb
language plpgsql
volatile
-- SECURITY DEFINER: Apache AGE has no row-level security, so the graph schema is readable by the owner only; this
-- function lets through exactly the callers who may read every source, and lets only admins write to the mirror
security definer
set search_path = brain, pg_catalog, ag_catalog, public, pg_temp
as $fn$
declare
    _state  text;
    _msg    text;
    _detail text;
    _who name := brain._caller();
    _a record;
    _bare text;
    _max numeric;
    _m text[];
    _hops numeric;
begin
    if cypher.query is null or btrim(cypher.query) = '' then
        raise exception 'query must not be null or empty' using errcode = '22004',
              hint = 'example: select * from brain.cypher(query => ''MATCH (p:page {slug: $s}) RETURN p.title'', params => ''{"s": "companies/acme"}'');';
    end if;
    if cypher.query like '%$cypher$%' then
        raise exception 'query contains the reserved delimiter $cypher$' using errcode = '22023',
              detail = 'the query is passed to ag_catalog.cypher dollar-quoted with $cypher$',
              hint = 'pass values as params (bound, referenced as $name in the query) instead of writing them into the query';
    end if;
    if cypher.params is null or jsonb_typeof(cypher.params) <> 'object' then
        raise exception 'params must be a json object' using errcode = '22023',
              detail = format('got %s', coalesce(jsonb_typeof(cypher.params), 'null')),
              hint = 'e.g. params => ''{"s": "companies/acme"}'', referenced in the query as $s';
    end if;
    select * into _a from brain._access(_who);
    if _a.restricted then
        raise exception 'role % may not query the AGE graph: it does not read every source', quote_ident(_who)
            using errcode = '42501',
                  detail = format('it reads %s of %s sources; the graph mirrors all of them and has no row-level security',
                                  cardinality(_a.read_scope), (select count(*) from brain.sources)),
                  hint = 'use brain.traverse / brain.neighbors (they honour row-level security), or have an admin grant '
                         'the role every source: select * from brain.grant_source(role_name => ..., source_id => null);';
    end if;
    -- the query without its string literals, backquoted names and comments (they are not looked at below)
    _bare := regexp_replace(cypher.query, $re$'([^'\\]|\\.)*'|"([^"\\]|\\.)*"|`[^`]*`|//[^\n]*|/\*.*?\*/$re$, ' ', 'g');
    -- writes to the mirror (lost at the next rebuild anyway) are for admins
    if not _a.admin and _bare ~* '(^|[^.:$[:alnum:]_])(create|merge|set|delete|detach|remove)([^[:alnum:]_]|$)' then
        raise exception 'only admins may change the AGE graph' using errcode = '42501',
              detail = 'the query has a CREATE, MERGE, SET, DELETE or REMOVE clause',
              hint = 'the graph mirrors brain.links; change edges with brain.add_link / brain.remove_link';
    end if;
    -- variable-length patterns ([*], [*3], [:t*1..8], [*2..]) expand combinatorially: refuse one longer than
    -- config cypher.max_hops, or without an upper bound, before AGE starts on it
    _max := coalesce((select (c.value #>> '{}')::numeric from brain.config c where c.key = 'cypher.max_hops'), 3);
    for _m in select x from regexp_matches(_bare, '(\[[^]*]*\*\s*([0-9]*)\s*(\.\.)?\s*([0-9]*)[^]]*\])', 'g') x loop
        _hops := case when _m[3] is null then nullif(_m[2], '')::numeric else nullif(_m[4], '')::numeric end;
        if _hops is null or _hops > _max then
            raise exception 'variable-length pattern % %', _m[1],
                            case when _hops is null then 'has no upper bound' else format('is longer than %s hops', _max) end
                using errcode = '54000',
                      detail = format('config cypher.max_hops is %s; the pattern allows %s', _max,
                                      coalesce(_hops || ' hops', 'any number of hops')),
                      hint = format('bound it to at most %s hops ([*1..%s]), walk with brain.traverse (depth up to 10, '
                                    'row-level security, a frontier cap), or have an admin raise the limit: '
                                    'select * from brain.set_config(key => ''cypher.max_hops'', value => ''6'');', _max, _max);
        end if;
    end loop;
    perform brain._age_ready();
    -- one result column: the query RETURNs one value (a map for several); vertices, edges and paths come back
    -- as their json maps (agtype's ::vertex / ::edge / ::path / ::numeric annotations are dropped)
    begin
        return query execute format(
            'select regexp_replace(ag_catalog.agtype_out(r)::text, %L, %L, %L)::jsonb from ag_catalog.cypher(%L, $cypher$%s$cypher$, $1) '
            'as (r ag_catalog.agtype)',
            '::(vertex|edge|path|numeric)(?=[,}\]\s]|$)', '', 'g', 'brain_graph', cypher.query)
        using cypher.params::text::ag_catalog.agtype;
    exception when sqlstate '42601' or sqlstate '42703' or sqlstate '42804' or sqlstate '42883' or sqlstate '42P01'
                   or sqlstate '22P02' then
        -- AGE's own errors name no way out: the same error, with the rules of a query here as its HINT
        get stacked diagnostics _state = returned_sqlstate, _msg = message_text, _detail = pg_exception_detail;
        raise exception 'cypher: %', _msg
            using errcode = _state, detail = coalesce(nullif(_detail, ''), format('query: %s', left(cypher.query, 200))),
                  hint = case _state
                             when '42601' then 'check the Cypher syntax (Apache AGE''s openCypher): MATCH ... RETURN one value; pass values as params ($name)'
                             when '42703' then 'RETURN only variables the MATCH binds'
                             when '42804' then 'RETURN one value per row: a map {a: x, b: y} for several'
                             when '42883' then 'Apache AGE has no such function; see https://age.apache.org/age-manual/master/functions/'
                             else 'see docs/graph.md for the queries brain.cypher runs' end;
    end;
end
$fn$;

comment on function brain.cypher(text, jsonb) is
'Run one Cypher query on the AGE graph brain_graph (built by brain.sync_graph) with params bound as agtype ($name in the query); the query must RETURN one value (a map {a: .., b: ..} for several); one jsonb per row. It serves only callers who read every source (others = 42501: AGE has no row-level security), and only admins may run CREATE, MERGE, SET, DELETE or REMOVE (42501); a variable-length pattern longer than config cypher.max_hops (default 3) or unbounded ([*], [*2..]) = 54000. Null/empty query = 22004, $cypher$ in the query or params not an object = 22023, no age extension or no graph = 55000; AGE''s own errors (syntax 42601, an unbound variable 42703, two RETURN values 42804, an unknown function 42883) keep their SQLSTATE, with the query as DETAIL and a HINT. Example: select * from brain.cypher(query => ''MATCH (a:page {slug: $s})-[:works_at]->(b) RETURN b.slug'', params => ''{"s": "people/alice-chen"}'');';
