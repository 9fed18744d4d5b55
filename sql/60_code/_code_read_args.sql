-- brain._code_read_args(symbol, sources, max_results, default_n): the checked arguments of a code read.
create or replace function brain._code_read_args(symbol text, sources text[], max_results integer, default_n integer,
                                                 out bare boolean, out name text, out norm text, out scope text[],
                                                 out lim integer)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if symbol is null then
        raise exception 'symbol must not be null' using errcode = '22004',
              hint = 'a bare name (run) matches every symbol of that name, a qualified one (Foo.run) exactly';
    end if;
    if btrim(symbol) = '' or length(symbol) > 2000 then
        raise exception 'invalid symbol name' using errcode = '22023',
              detail = format('got %L', left(symbol, 100)),
              hint = 'a bare name (run) matches every symbol of that name, a qualified one (Foo.run) exactly';
    end if;
    name := btrim(symbol);
    norm := replace(replace(name, '::', '.'), '#', '.');
    bare := strpos(norm, '.') = 0;
    scope := brain._read_scope(sources);
    lim := coalesce(max_results, default_n);
    if lim < 1 then
        raise exception 'max_results must be at least 1' using errcode = '22023',
              detail = format('got %s', lim), hint = format('1 to 500; null = %s', default_n);
    end if;
    if lim > 500 then
        raise notice 'max_results % is above 500 and was lowered to 500', lim;
        lim := 500;
    end if;
end
$fn$;

comment on function brain._code_read_args(text, text[], integer, integer) is
'Internal: the checked arguments of the code reads: symbol (null = 22004, blank = 22023) as its trimmed name, bare (no . :: or # in it) and norm (:: and # written as .); sources as the scope (brain._read_scope: null = federated, unknown = P0002); max_results (null = default_n, < 1 = 22023, above 500 = 500 with a NOTICE). Example: select * from brain._code_read_args(''Foo::run'', null, null, 20);';
