-- brain._code_limit(max_results, default_n, cap): the row limit of a code read.
create or replace function brain._code_limit(max_results integer, default_n integer, cap integer)
returns integer
language plpgsql
stable
security invoker
set search_path = brain, public, pg_catalog
as $fn$
begin
    if max_results is null then
        return default_n;
    end if;
    if max_results < 1 then
        raise exception 'max_results must be at least 1' using errcode = '22023',
              detail = format('got %s', max_results), hint = format('1 to %s; null = %s', cap, default_n);
    end if;
    if max_results > cap then
        raise notice 'max_results % is above % and was lowered to %', max_results, cap, cap;
        return cap;
    end if;
    return max_results;
end
$fn$;

comment on function brain._code_limit(integer, integer, integer) is
'Internal: the row limit of a code read: null = default_n, < 1 = 22023, above cap = cap with a NOTICE. Example: select brain._code_limit(1000, 100, 500);';
