-- brain._store_candidates(page_id, candidates): the page's body references become exactly these.
create or replace function brain._store_candidates(page_id bigint, candidates jsonb)
returns integer
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _n          integer;
    _bad_kind   boolean;
    _bad_clause boolean;
    _bad_role   boolean;
begin
    if jsonb_typeof(candidates) <> 'array' then
        raise exception 'candidates must be a JSON array' using errcode = '22023',
              hint = 'pass null to keep the stored body references, [] to clear them';
    end if;
    -- one pass over the array for the three checks
    select coalesce(bool_or(jsonb_typeof(e) <> 'object' or coalesce(e ->> 'target', '') = ''
                            or coalesce(e ->> 'kind', 'markdown') not in ('markdown', 'wikilink', 'bare', 'code')), false),
           coalesce(bool_or(jsonb_typeof(e) = 'object' and jsonb_typeof(e -> 'clause') = 'string'
                            and not coalesce(jsonb_typeof(e -> 'clause_start') = 'number'
                                             and jsonb_typeof(e -> 'clause_end') = 'number'
                                             and (e ->> 'clause_start')::numeric
                                                 between 0 and (e ->> 'clause_end')::numeric
                                             and (e ->> 'clause_end')::numeric <= length(e ->> 'clause'), false)),
                    false),
           coalesce(bool_or(jsonb_typeof(e) = 'object'
                            and coalesce(e ->> 'clause_role', 'clause')
                                not in ('clause', 'bare', 'attachment', 'extended', 'foreign')), false)
      into _bad_kind, _bad_clause, _bad_role
      from jsonb_array_elements(candidates) e;
    if _bad_kind then
        raise exception 'every candidate needs a target and a kind of markdown, wikilink, bare or code'
            using errcode = '22023',
                  hint = 'e.g. [{"target": "people/alice", "kind": "wikilink", "context": "..."}]';
    end if;
    if _bad_clause then
        raise exception 'a candidate''s clause needs clause_start and clause_end inside it'
            using errcode = '22023',
                  hint = 'clause_start <= clause_end <= length(clause) locate the reference markup in its clause; '
                         'or leave clause out';
    end if;
    if _bad_role then
        raise exception 'a candidate''s clause_role must be clause, bare, attachment, extended or foreign'
            using errcode = '22023',
              hint = 'clause: the reference''s own clause; bare: one with nothing but references; attachment: a '
                     'relative clause or apposition after it; extended: its clause with the start of an '
                     'interrupted sentence; foreign: a clause whose subject is not the page';
    end if;
    delete from brain.link_candidates c where c.page_id = _store_candidates.page_id;
    insert into brain.link_candidates (page_id, ord, target, kind, target_source, name, needs_resolution,
                                       context, mention_start, mention_end, origin_field, clause, clause_start,
                                       clause_end, cjk, clause_role, line, tail, head)
    select _store_candidates.page_id, (e.n - 1)::integer, left(e.v ->> 'target', 1000),
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
      from jsonb_array_elements(candidates) with ordinality as e(v, n);
    get diagnostics _n = row_count;
    return _n;
end
$fn$;

comment on function brain._store_candidates(bigint, jsonb) is
'Internal: replaces a page''s stored body references (brain.link_candidates) with the given array of {target, kind, source_id, name, needs_resolution, context, mention_start, mention_end, origin_field, clause, clause_start, clause_end, cjk, clause_role, line, tail, head} (clause: the text that governs the reference, clause_start / clause_end the reference inside it, cjk its script, clause_role clause, bare, attachment, extended or foreign; line the line of the reference in its part of the page, 1-based, kept for the evidence of held intervals; tail the words after it that still speak of it, head the start of its sentence before the first reference in it); a malformed array or clause is 22023. Returns the count. Example: select brain._store_candidates(42, ''[{"target": "people/alice", "kind": "wikilink"}]'');';
