-- brain.expand_query(query, sources): what a search for this query also searches for.
create or replace function brain.expand_query(query text, sources text[] default null)
returns table (variant text, kind text, term text, replacement text, page_slug text)
language plpgsql
stable
-- SECURITY DEFINER: under row-level security PostgreSQL may not use the full-text, trigram and HNSW indexes (their
-- operators are not leakproof), which made a search by a non-admin role 50x slower; so it runs as the owner, and
-- every arm is confined to brain._read_scope, which keeps to the sources the caller may read
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    perform brain.check_search(query, 10, 0);
    return query select * from brain._expand_query(query, brain._read_scope(sources));
end
$fn$;

comment on function brain.expand_query(text, text[]) is
'Query expansion without an LLM, as brain.search applies it to its keyword arms (config search.expand): one row per rewritten query, with kind synonym (a term of a brain.synonyms set replaced by another term of the set) or name (a page''s title or alias found in the query replaced by its other names; page_slug says which page), the term found and its replacement; at most search.expand_max_variants rows. Same query checks as brain.search. Example: select * from brain.expand_query(''who backed Acme?'');';
