-- brain.plan_question(query, sources): how a question would be answered from the graph: the pages it names, the
-- relation it asks for and its direction, the page type of the answers.
create or replace function brain.plan_question(query text, sources text[] default null)
returns table (entities jsonb, steps jsonb, answer_type text, confidence real, why text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    -- (the checks of a search: not empty, at most 2000 characters)
    perform brain.check_search(plan_question.query);
    return query select * from brain._plan_question(plan_question.query, brain._read_scope(sources));
end
$fn$;

comment on function brain.plan_question(text, text[]) is
'How a question would be answered from the graph, in one row: entities (the pages it names, found in brain.page_names: page, source_id, title, type, span, how: title / alias / short_title / basename / name_part / similar (a title, by pg_trgm, as the last resort), score, role), steps (link_types, direction in = edges into the page, out = out of it, from and source_id = the page walked from, the cue of brain.question_lexicon that matched; and when the question names a time, brain.question_time: held current / ended / any, held_at a day or held_during a period, the time words), answer_type (the page type of the answers), confidence (0 = no plan), why. brain.search answers from the plan (its relational arm) when confidence >= config search.plan_min_confidence. English and Japanese; sources as brain.search (null = every federated source you read). An empty question or one over 2000 characters = 22023. Example: select * from brain.plan_question(query => ''Who is on the payroll at Acme?'');';
