-- brain._normalize_basename(name): the basename a name resolves to (Startup X -> startup-x).
create or replace function brain._normalize_basename(name text)
returns text
-- (plpgsql, not sql: a SQL function with its own search_path is planned again at every call; link resolution calls
-- this several times a reference)
language plpgsql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    -- NFKC (full-width ＡＢＣ -> ABC), drop combining accents, lower-case, keep letters, digits,
    -- spaces and hyphens (dots and underscores go), spaces -> one hyphen; ASCII needs none of the Unicode steps
    -- (a third of the time)
    return case when name ~ '^[[:ascii:]]*$'
                then regexp_replace(btrim(regexp_replace(lower(name), '[^a-z0-9[:space:]-]', '', 'g')),
                                    '[[:space:]]+', '-', 'g')
                else regexp_replace(
                       btrim(regexp_replace(
                         lower(normalize(regexp_replace(normalize(normalize(coalesce(name, ''), NFKC), NFD),
                                                        '[\u0300-\u036f\u0591-\u05c7]', '', 'g'), NFC)),
                         '[^[:alnum:][:space:]-]', '', 'g')),
                       '[[:space:]]+', '-', 'g') end;
end
$fn$;

comment on function brain._normalize_basename(text) is
'Internal: the slug basename of a name, as link resolution uses it: NFKC, accents dropped, lower-case, only letters, digits, spaces and hyphens, spaces to hyphens. Example: select brain._normalize_basename(''Startup X'');';
