-- brain._cjk_query(query): the CJK bigrams of a query, all required.
create or replace function brain._cjk_query(query text)
returns tsquery
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select nullif(string_agg(quote_literal(x), ' & ' order by x), '')::tsquery
      from unnest(tsvector_to_array(brain._cjk_bigrams(query))) x
$fn$;

comment on function brain._cjk_query(text) is
'Internal: the CJK bigrams of a query ANDed as a tsquery for the CJK arm (出資した -> 出資 & 資し & した), null when the query has no CJK text. Example: select brain._cjk_query(''Acmeに出資'');';
