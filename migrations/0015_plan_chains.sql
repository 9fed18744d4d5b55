-- depends: 0014_plan_in_search
-- Composed questions (issue 15): the planner chains 2-3 relations ("who invested in the companies Mia Brown
-- founded?"). Two new kinds of rows in brain.question_lexicon, data a DBA extends like the others:
--   hop:     a relation word that can be one step of a chain wherever it stands in the question (founders,
--            invested, 出資, 創業者); entity_role says which end of the edge the word names (subject: the people
--            who do it, "investors"; object: what it is done to, "portfolio"; null: a verb, the page-type domains
--            decide), link_types what it asks for;
--   besides: a word that leaves the named page out of the answers ("who else", "alongside", 以外, 一緒に);
--            link_types null, answer_type null.
-- And a cap on every step's fan-out, so that a hub cannot explode a chain.

alter table brain.question_lexicon drop constraint question_lexicon_kind_check;
alter table brain.question_lexicon drop constraint question_lexicon_kind;
alter table brain.question_lexicon add constraint question_lexicon_kind_check
    check (kind in ('relation', 'answer', 'hop', 'besides'));
alter table brain.question_lexicon add constraint question_lexicon_kind
    check (case kind when 'relation' then link_types is not null
                     when 'hop' then link_types is not null
                     when 'answer' then answer_type is not null and link_types is null
                     else link_types is null and answer_type is null end);
comment on column brain.question_lexicon.kind is 'relation (the cue names a relation and places the named page, @), answer (a question word fixing the answer''s page type), hop (a relation word that can be one step of a chain wherever it stands: entity_role = the end of the edge it names, subject for "investors", object for "portfolio", null for a verb) or besides (a word that leaves the named page out of the answers: who else, alongside, 以外).';

insert into brain.config (key, value, description) values
    ('search.chain_fanout_cap', '200',
     'Most pages one step of a composed question''s plan walks to from each page of its frontier, and most pages a frontier keeps (by the number of paths): a hub cannot explode a 2-3-hop chain. A whole number from 1 to 10000.');
