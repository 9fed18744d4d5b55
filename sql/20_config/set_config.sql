-- brain.set_config(key, value): change one existing setting, keeping its jsonb type.
create or replace function brain.set_config(key text, value jsonb)
returns brain.config
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _old  jsonb;
    _row  brain.config;
    _lo   numeric;
    _hi   numeric;
    _hint text;
begin
    if set_config.key is null or set_config.value is null then
        raise exception 'key and value must not be null'
            using errcode = '22004',
                  hint = 'example: select * from brain.set_config(key => ''auto_link'', value => ''false'');';
    end if;

    select c.value into _old from brain.config c where c.key = set_config.key for update;
    if not found then
        raise exception 'unknown config key "%"', set_config.key
            using errcode = '42704',
                  detail = format('known keys: %s', (select string_agg(c.key, ', ' order by c.key) from brain.config c)),
                  hint = 'settings are created by migrations; list them with: select * from brain.get_config();';
    end if;

    if set_config.key in ('embedding.model', 'embedding.dimensions') then
        raise exception 'config key "%" cannot be changed with set_config', set_config.key
            using errcode = '55000',
                  detail = 'stored embeddings were made by the recorded model; changing it means re-embedding every chunk',
                  hint = 'use brain.set_embedding_model(model => ..., dimensions => ...), which clears stored embeddings; see docs/embeddings.md';
    end if;

    if jsonb_typeof(set_config.value) <> jsonb_typeof(_old) then
        raise exception 'config key "%" takes a % value', set_config.key, jsonb_typeof(_old)
            using errcode = '22023',
                  detail = format('got %s (%s)', set_config.value, jsonb_typeof(set_config.value)),
                  hint = format('current value: %s', _old);
    end if;

    if set_config.key = 'trust.auto_link_prefixes' and exists (
           select 1 from jsonb_array_elements(set_config.value) e(v)
            where jsonb_typeof(e.v) <> 'string'
               or (e.v #>> '{}') !~ '^[a-z0-9][a-z0-9._-]*(/[a-z0-9][a-z0-9._-]*)*/$') then
        raise exception 'trust.auto_link_prefixes takes slug prefixes, each ending in /' using errcode = '22023',
              detail = format('got %s', left(set_config.value::text, 200)),
              hint = 'e.g. value => ''["agents/scout/", "inbox/"]''; [] turns the allow-list off';
    end if;

    if set_config.key = 'cypher.max_hops'
       and not (jsonb_typeof(set_config.value) = 'number' and (set_config.value #>> '{}') ~ '^([1-9]|10)$') then
        raise exception 'cypher.max_hops takes a whole number from 1 to 10' using errcode = '22023',
              detail = format('got %s', set_config.value),
              hint = 'brain.traverse walks deeper (depth up to 10) with a frontier cap; the default is 3';
    end if;
    if set_config.key in ('mcp.statement_timeout', 'cli.statement_timeout', 'mcp.client_connection_check_interval')
       and not (jsonb_typeof(set_config.value) = 'number' and (set_config.value #>> '{}') ~ '^[0-9]{1,10}$'
                and (set_config.value #>> '{}')::bigint <= 2147483647) then
        raise exception '% takes milliseconds: a whole number, 0 or more', set_config.key using errcode = '22023',
              detail = format('got %s', set_config.value),
              hint = 'e.g. value => ''30000'' for 30 seconds; 0 turns it off';
    end if;

    -- numbers in a range
    select r.lo, r.hi, r.hint into _lo, _hi, _hint
      from (values ('search.plan_min_confidence', 0, 1,
                    'the default is 0.5; 1 answers from the graph only for an exact title whose relation and direction '
                    'the page-type domains confirm'),
                   ('links.model_threshold', 0.5, 1,
                    'the default is 0.7: how probable the learned link typer''s class must be to replace the rules''; '
                    '1 never replaces it (or set links.model to false)')
           ) r(key, lo, hi, hint)
     where r.key = set_config.key;
    if _lo is not null
       and not (jsonb_typeof(set_config.value) = 'number' and (set_config.value)::numeric between _lo and _hi) then
        raise exception '% takes a number from % to %', set_config.key, _lo, _hi using errcode = '22023',
              detail = format('got %s', set_config.value), hint = _hint;
    end if;

    -- whole numbers in a range
    select r.lo, r.hi, r.hint into _lo, _hi, _hint
      from (values ('search.chain_fanout_cap', 1, 10000,
                    'the default is 200: the most pages one step of a composed question walks to from each page, and keeps'),
                   ('import.max_json_depth', 1, 300,
                    'the default is 100; pgbrain get, export and MCP read pages back through parsers that recurse, 300 levels at most'),
                   ('import.max_page_references', 1, 1000000, 'the default is 20000: the body references one page may carry'),
                   ('import.max_timeline_entries', 1, 1000000, 'the default is 50000: the timeline entries one page may carry')
           ) r(key, lo, hi, hint)
     where r.key = set_config.key;
    if _lo is not null
       and not (jsonb_typeof(set_config.value) = 'number' and (set_config.value #>> '{}') ~ '^[0-9]{1,9}$'
                and (set_config.value #>> '{}')::int between _lo and _hi) then
        raise exception '% takes a whole number from % to %', set_config.key, _lo, _hi using errcode = '22023',
              detail = format('got %s', set_config.value), hint = _hint;
    end if;

    if set_config.value = _old then
        raise notice 'config key "%" already is %', set_config.key, _old;
    end if;

    update brain.config c
       set value = set_config.value, updated_at = now()
     where c.key = set_config.key
    returning c.* into _row;
    if set_config.key = 'graph.age_sync' then
        -- install (after a full rebuild of brain_graph) or drop the write-path sync triggers; 55000 without age
        perform brain._age_set_sync(enabled => (set_config.value)::boolean);
    end if;
    return _row;
end
$fn$;

comment on function brain.set_config(text, jsonb) is
'Change one existing setting; the new value must have the same jsonb type as the old one. Returns the updated brain.config row. Unknown key = 42704, wrong type = 22023, embedding.* = 55000 (re-embedding needed); trust.auto_link_prefixes must be slug prefixes ending in / (22023); cypher.max_hops 1-10 and the *.statement_timeout / mcp.client_connection_check_interval milliseconds whole numbers >= 0 and search.plan_min_confidence 0..1, links.model_threshold 0.5..1 and search.chain_fanout_cap 1-10000, import.max_json_depth 1-300, import.max_page_references and import.max_timeline_entries 1-1000000 (22023); graph.age_sync true rebuilds the AGE graph and installs its write-path triggers (55000 without age). Example: select * from brain.set_config(key => ''auto_link'', value => ''false'');';
