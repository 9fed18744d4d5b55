-- brain._store_candidates(page_ids, candidate_sets): each page's body references become exactly its set (checked by
-- brain._check_candidates before).
create or replace function brain._store_candidates(page_ids bigint[], candidate_sets jsonb[])
returns integer
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _n integer;
begin
    delete from brain.link_candidates c where c.page_id = any (page_ids);
    insert into brain.link_candidates (page_id, ord, target, kind, target_source, name, needs_resolution,
                                       context, mention_start, mention_end, origin_field, clause, clause_start,
                                       clause_end, cjk, clause_role, line, tail, head)
    select u.id, (e.n - 1)::integer, left(e.v ->> 'target', 1000),
           coalesce(e.v ->> 'kind', 'markdown'), nullif(e.v ->> 'source_id', ''), e.v ->> 'name',
           coalesce((e.v ->> 'needs_resolution')::boolean, false), left(coalesce(e.v ->> 'context', ''), 2000),
           (e.v ->> 'mention_start')::integer, (e.v ->> 'mention_end')::integer,
           coalesce(e.v ->> 'origin_field', 'compiled_truth'),
           e.v ->> 'clause', case when e.v ? 'clause' then (e.v ->> 'clause_start')::integer end,
           case when e.v ? 'clause' then (e.v ->> 'clause_end')::integer end,
           case when jsonb_typeof(e.v -> 'cjk') = 'boolean' then (e.v ->> 'cjk')::boolean end,
           case when e.v ? 'clause' then coalesce(e.v ->> 'clause_role', 'clause') else 'clause' end,
           case when jsonb_typeof(e.v -> 'line') = 'number' and (e.v ->> 'line')::numeric between 1 and 2147483647
                then (e.v ->> 'line')::numeric::integer end,
           left(nullif(e.v ->> 'tail', ''), 2000), left(nullif(e.v ->> 'head', ''), 2000)
      from unnest(page_ids, candidate_sets) u(id, cs)
     cross join lateral jsonb_array_elements(u.cs) with ordinality as e(v, n);
    get diagnostics _n = row_count;
    return _n;
end
$fn$;

comment on function brain._store_candidates(bigint[], jsonb[]) is
'Internal: replaces the stored body references (brain.link_candidates) of each page of page_ids with the array at the same place of candidate_sets, each of {target, kind, source_id, name, needs_resolution, context, mention_start, mention_end, origin_field, clause, clause_start, clause_end, cjk, clause_role, line, tail, head} (clause: the text that governs the reference, clause_start / clause_end the reference inside it, cjk its script, clause_role clause, bare, attachment, extended or foreign; line the line of the reference in its part of the page, 1-based, kept for the evidence of held intervals; tail the words after it that still speak of it, head the start of its sentence before the first reference in it); the arrays were checked by brain._check_candidates. One statement per table for all the pages. Returns the count stored. Example: select brain._store_candidates(array[42], array[''[{"target": "people/alice", "kind": "wikilink"}]''::jsonb]);';
