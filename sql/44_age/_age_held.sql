-- brain._age_held(from_id, to_id, link_type): the properties of the AGE edges that mirror one relation.
create or replace function brain._age_held(from_id bigint, to_id bigint, link_type text)
returns setof jsonb
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- one edge per episode of the relation (brain._held_episodes: every edge that asserts it, whatever page), each
    -- with when it held: held_from / held_until at their precision, held_ended, and held_lo / held_hi, the first day
    -- it held and the first day after it stopped, as ISO dates that compare as text in Cypher
    -- (WHERE e.held_lo <= '2021-06-01' AND e.held_hi > '2021-06-01'); a relation without dates: one edge, {}
    select jsonb_strip_nulls(jsonb_build_object(
               'held_from', brain._held_text(ep.held_from, ep.from_precision),
               'held_until', brain._held_text(ep.held_until, ep.until_precision),
               'held_ended', case when ep.ended then true end,
               'held_lo', ep.held_from::text,
               'held_hi', brain._held_upper(ep.held_until, ep.until_precision)::text))
      from brain._held_episodes(from_id, to_id, link_type, null) ep
$fn$;

comment on function brain._age_held(bigint, bigint, text) is
'Internal: the properties of the Apache AGE edges that mirror a relation (from_id --link_type--> to_id): one per episode of brain._held_episodes, with held_from, held_until (at their precision), held_ended, held_lo (the first day it held) and held_hi (the first day after it stopped), ISO dates a Cypher query compares as text; {} for a relation without dates. Example: select * from brain._age_held(1, 2, ''works_at'');';
