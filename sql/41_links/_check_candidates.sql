-- brain._check_candidates(candidates): 22023 unless candidates is an array of well-formed body references.
create or replace function brain._check_candidates(candidates jsonb)
returns void
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
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
                                not in ('clause', 'bare', 'attachment', 'anaphor', 'extended', 'foreign')), false)
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
        raise exception 'a candidate''s clause_role must be clause, bare, attachment, anaphor, extended or foreign'
            using errcode = '22023',
              hint = 'clause: the reference''s own clause; bare: one with nothing but references; attachment: a '
                     'relative clause or apposition after it; anaphor: a later clause naming it again (同社, '
                     '"the company"); extended: its clause with the start of an '
                     'interrupted sentence; foreign: a clause whose subject is not the page';
    end if;
end
$fn$;

comment on function brain._check_candidates(jsonb) is
'Internal: raises 22023 unless candidates is a JSON array of body references brain._store_candidates can store: each an object with a target and a kind of markdown, wikilink, bare or code; a clause with clause_start <= clause_end <= its length; a clause_role of clause, bare, attachment, anaphor, extended or foreign. Example: select brain._check_candidates(''[{"target": "people/alice", "kind": "wikilink"}]'');';
