-- brain.add_fact(slug, fact, ...): record a fact about a page's entity; optionally supersede an older one.
create or replace function brain.add_fact(slug text, fact text, kind text default 'fact', confidence real default 1,
                                          notability text default 'medium', valid_from timestamptz default null,
                                          context text default '', supersedes bigint default null,
                                          source_id text default 'default')
returns table (fact_id bigint, superseded bigint)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write through this function without table privileges; it checks the
-- caller's write grant on the source (brain._check_write) before anything else
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
    _new bigint;
    _from timestamptz := coalesce(add_fact.valid_from, now());
begin
    perform brain._check_write(add_fact.source_id);
    perform brain._check_length(add_fact.fact, 'fact', 10000), brain._check_length(add_fact.context, 'context', 10000);
    if btrim(coalesce(add_fact.fact, '')) = '' then
        raise exception 'fact must not be empty' using errcode = '22023', hint = 'one statement, e.g. Acme has 40 employees';
    end if;
    if add_fact.kind is null or add_fact.kind not in ('event', 'preference', 'commitment', 'belief', 'fact') then
        raise exception 'invalid fact kind %', quote_literal(coalesce(add_fact.kind, 'null')) using errcode = '22023',
              hint = 'one of event, preference, commitment, belief, fact';
    end if;
    if add_fact.confidence is null or add_fact.confidence < 0 or add_fact.confidence > 1 then
        raise exception 'confidence must be between 0 and 1' using errcode = '22023',
              detail = format('got %s', coalesce(add_fact.confidence::text, 'null')), hint = 'e.g. 0.8';
    end if;
    if add_fact.notability is null or add_fact.notability not in ('high', 'medium', 'low') then
        raise exception 'invalid notability %', quote_literal(coalesce(add_fact.notability, 'null')) using errcode = '22023',
              hint = 'one of high, medium, low';
    end if;
    _id := brain._page_id(add_fact.source_id, add_fact.slug);
    if add_fact.supersedes is not null and not exists (
           select 1 from brain.facts f where f.id = add_fact.supersedes and f.source_id = add_fact.source_id
              and f.valid_to is null) then
        raise exception 'fact % not found among current facts', add_fact.supersedes using errcode = 'P0002',
              hint = 'list current facts with: select * from brain.facts(slug => ...);';
    end if;
    insert into brain.facts as f (source_id, page_id, entity_slug, fact, kind, confidence, notability, valid_from,
                                  context, provenance)
    values (add_fact.source_id, _id, add_fact.slug, btrim(add_fact.fact), add_fact.kind, add_fact.confidence,
            add_fact.notability, _from, coalesce(add_fact.context, ''), 'manual')
    returning f.id into _new;
    if add_fact.supersedes is not null then
        update brain.facts f set valid_to = greatest(_from, f.valid_from), superseded_by = _new
         where f.id = add_fact.supersedes;
    end if;
    return query select _new, add_fact.supersedes;
end
$fn$;

comment on function brain.add_fact(text, text, text, real, text, timestamptz, text, bigint, text) is
'Record a fact about the entity of page slug, valid from valid_from (default now); supersedes => an older fact''s id retires that fact (valid_to, superseded_by) instead of overwriting it. Returns (fact_id, superseded). Bad kind / confidence / notability = 22023; fact or context over 10000 characters = 54000. The caller needs a write grant on the source (42501). Example: select * from brain.add_fact(slug => ''companies/acme'', fact => ''Acme has 40 employees'');';
