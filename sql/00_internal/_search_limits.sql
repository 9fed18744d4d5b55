-- brain._search_limits(query, max_results, result_offset): validated limits of a search.
create or replace function brain._search_limits(query text, max_results integer, result_offset integer)
returns integer
language plpgsql
immutable
security invoker
set search_path = brain, public, pg_catalog
as $fn$
begin
    if query is null or btrim(query) = '' then
        raise exception 'the query is empty' using errcode = '22023', hint = 'ask something, e.g. who works at Acme?';
    end if;
    if length(query) > 2000 then
        raise exception 'the query is too long' using errcode = '22023',
              detail = format('%s characters; at most 2000', length(query)),
              hint = 'search with the key words or question, not a whole document';
    end if;
    if result_offset is null or result_offset < 0 then
        raise exception 'result_offset must be 0 or more' using errcode = '22023',
              detail = format('got %s', coalesce(result_offset::text, 'null')), hint = 'the default is 0';
    end if;
    if max_results is null then
        return 10;
    end if;
    if max_results < 1 then
        raise exception 'max_results must be at least 1' using errcode = '22023',
              detail = format('got %s', max_results), hint = 'the default is 10; at most 100';
    end if;
    if max_results > 100 then
        raise notice 'max_results % is above 100: returning at most 100 pages', max_results;
        return 100;
    end if;
    return max_results;
end
$fn$;

comment on function brain._search_limits(text, integer, integer) is
'Internal: validates a search''s query (non-empty, at most 2000 characters) and result_offset (>= 0), and returns max_results (null = 10, < 1 = 22023, > 100 = 100 with a NOTICE). Example: select brain._search_limits(''acme'', 10, 0);';
