-- brain._check_length(value, what, max_chars): value when it has at most max_chars characters, else 54000.
create or replace function brain._check_length(value text, what text, max_chars integer)
returns text
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if length(value) > max_chars then
        raise exception '% is too long', what
            using errcode = '54000', detail = format('%s characters; at most %s', length(value), max_chars),
                  hint = 'keep it to a sentence or a short paragraph; long text belongs in a page body';
    end if;
    return value;
end
$fn$;

comment on function brain._check_length(text, text, integer) is
'Internal: returns value when it has at most max_chars characters (null passes), else raises 54000 naming what. Example: select brain._check_length(''Acme'', ''title'', 500);';
