-- brain._code_symbol_match(symbol): validates a symbol argument; returns (bare, norm).
create or replace function brain._code_symbol_match(symbol text, out bare boolean, out norm text)
language plpgsql
immutable
security invoker
set search_path = brain, public, pg_catalog
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
    norm := replace(replace(btrim(symbol), '::', '.'), '#', '.');
    bare := strpos(norm, '.') = 0;
end
$fn$;

comment on function brain._code_symbol_match(text) is
'Internal: checks a symbol argument of the code functions (null = 22004, blank = 22023) and returns bare (no . :: or # in it) and norm (the name with :: and # written as .). Example: select * from brain._code_symbol_match(''Foo::run'');';
