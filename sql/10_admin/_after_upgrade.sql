-- brain._after_upgrade(): derived data a new migration leaves to the functions of sql/, written once.
create or replace function brain._after_upgrade()
returns table (step text, rows_written integer)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _names integer;
begin
    -- migrations hold DDL; rows derived from pages by a rule that lives in sql/ (one implementation for every write)
    -- are filled here for pages that have none yet: a brain upgraded past 0013 gets its name dictionary
    _names := brain._replace_page_names(array(select p.id from brain.pages p
                                               where not exists (select 1 from brain.page_names n
                                                                  where n.page_id = p.id)));
    -- (with statistics at once: the question planner's lookups were planned as scans until autovacuum came by)
    if _names > 0 then
        analyze brain.page_names;
    end if;
    return query select 'page_names'::text, _names;
    -- the builtin rows of the question lexicon, as sql/ has them now (a DBA's enabled flag on them is kept; their own
    -- rows, builtin false, are never touched)
    return query
    with b as (
        select * from brain._builtin_question_lexicon()
    ), gone as (
        delete from brain.question_lexicon q
         where q.builtin and not exists (select 1 from b where b.language = q.language and b.kind = q.kind
                                                           and b.pattern = q.pattern)
        returning 1
    ), written as (
        insert into brain.question_lexicon as q (language, kind, pattern, link_types, entity_role, answer_type,
                                                  priority, builtin, note)
        select b.language, b.kind, b.pattern, b.link_types, b.entity_role, b.answer_type, b.priority, true, b.note
          from b
        on conflict (language, kind, pattern) do update
           set link_types = excluded.link_types, entity_role = excluded.entity_role,
               answer_type = excluded.answer_type, priority = excluded.priority, builtin = true, note = excluded.note
         where (q.link_types, q.entity_role, q.answer_type, q.priority, q.builtin, q.note)
               is distinct from (excluded.link_types, excluded.entity_role, excluded.answer_type, excluded.priority,
                                 true, excluded.note)
        returning 1
    )
    select 'question_lexicon'::text, ((select count(*) from written) + (select count(*) from gone))::integer;
end
$fn$;

comment on function brain._after_upgrade() is
'Internal (run by pgbrain db upgrade after reloading sql/): fills derived rows a migration introduced for pages that have none yet, with the rules of sql/ (brain.page_names through brain._replace_page_names), and rewrites the builtin rows of brain.question_lexicon from brain._builtin_question_lexicon (keeping their enabled flags); idempotent. Returns (step, rows_written). Example: select * from brain._after_upgrade();';
