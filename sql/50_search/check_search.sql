-- brain.check_search(query, max_results, result_offset): the checks brain.search makes of its arguments, alone.
create or replace function brain.check_search(query text, max_results integer default null, result_offset integer default 0)
returns integer
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
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

comment on function brain.check_search(text, integer, integer) is
'Check a search''s arguments as brain.search does, without searching: the query must not be empty or over 2000 characters (22023), result_offset >= 0 (22023); returns the max_results a search would use (null = 10, < 1 = 22023, > 100 = 100 with a NOTICE). pgbrain query and the MCP server call it before they embed the query. Example: select brain.check_search(query => ''who works at Acme?'', max_results => 5);';
