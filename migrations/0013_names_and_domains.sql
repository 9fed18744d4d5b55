-- depends: 0012_hardening
-- Question planner, first step (issue 14): a dictionary of the names every page goes by, kept up to date on every
-- write (entity linking looks names up in its index instead of scanning pages per question), and the page types
-- each link type joins (the planner takes a direction and an answer type from them; link typing will check them).

-- The normal form of a name, and of a question's spans: NFKC, lower case, accents dropped, every run of characters
-- that are neither letters nor digits one space, and no space next to a kana or ideograph (Japanese names are
-- written with or without one). Schema, not API: page_names.name_norm is generated from it, so it lives here.
create function brain._name_norm(name text)
returns text
-- PL/pgSQL, not SQL: a SQL function with a pinned search_path cannot be inlined, and ran as a statement of its own
-- at every call (30 us, a millisecond a page write); this one is a simple expression with a cached plan
language plpgsql
immutable
parallel safe
strict
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    -- plain ASCII (most names): lower case, and runs of anything but letters and digits one space
    if name !~ '[^\x20-\x7e]' then
        return btrim(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g'));
    end if;
    -- (accents go in the decomposed form; composing again keeps kana with their voicing marks: ど stays ど)
    return btrim(regexp_replace(regexp_replace(
               normalize(regexp_replace(lower(normalize(normalize(name, NFKC), NFD)), '[\u0300-\u036f]', '', 'g'),
                         NFC),
               '[^[:alnum:]\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', ' ', 'g'),
               '\s*([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])\s*', '\1', 'g'));
end
$fn$;
comment on function brain._name_norm(text) is
'Internal (generates brain.page_names.name_norm): the normal form of a name: NFKC, lower case, accents dropped, runs of other characters one space, no space beside kana or ideographs. Example: select brain._name_norm(''Café  Acme — Labs''), brain._name_norm(''佐藤 太郎'');';

create table brain.page_names (
    page_id   bigint not null references brain.pages (id) on delete cascade,
    source_id text not null references brain.sources (id) on delete cascade,
    how       text not null check (how in ('title', 'short_title', 'alias', 'basename', 'name_part')),
    name      text not null check (length(name) between 1 and 500),
    name_norm text generated always as (brain._name_norm(name)) stored,
    primary key (page_id, how, name_norm)
);
comment on table brain.page_names is 'Every name a page goes by (its title, the short form of the title before a separator, its frontmatter aliases, its slug basename), normalised; written with the page by brain.put_page. Entity linking of the question planner looks names up here.';
comment on column brain.page_names.page_id is 'The page the name belongs to.';
comment on column brain.page_names.source_id is 'Source of the page (names are looked up within the sources a caller reads).';
comment on column brain.page_names.how is 'Where the name comes from: title, short_title (the title before " — ", " - ", ": ", " | " or " ("), alias (frontmatter aliases / alias / aka), basename (the slug''s last segment, hyphens as spaces), name_part (a person''s given or family name alone: Chen, 佐藤).';
comment on column brain.page_names.name is 'The name as written.';
comment on column brain.page_names.name_norm is 'brain._name_norm(name): what a question''s spans are compared with.';
create index page_names_norm_idx on brain.page_names (name_norm, source_id);
create index page_names_source_idx on brain.page_names (source_id);

-- (the names of pages already stored are written by brain._after_upgrade(), which `pgbrain db upgrade` runs after
-- reloading sql/: the rule is brain._replace_page_names, in sql/, one implementation for every write)

-- which page types each link type joins (null = any): the planner reads a direction and an answer type from them
alter table brain.link_types add column from_types text[], add column to_types text[];
comment on column brain.link_types.from_types is 'Page types an edge of this type may start at (its subject); null = any. Example: works_at starts at a person.';
comment on column brain.link_types.to_types is 'Page types an edge of this type may end at (its object); null = any. Example: attended ends at a meeting.';
update brain.link_types set from_types = '{person}', to_types = '{company,fund}' where name in ('works_at', 'founded');
update brain.link_types set from_types = '{person,company,fund}', to_types = '{company}' where name = 'invested_in';
update brain.link_types set from_types = '{person}', to_types = '{company,fund}' where name = 'advises';
update brain.link_types set from_types = '{person}', to_types = '{meeting}' where name = 'attended';

-- names are rows of a source: row-level security as on pages (the policy: brain._apply_security)
alter table brain.page_names enable row level security;

-- the question planner's lexicon: the cues that say which relation a question asks for (verbs in their
-- inflections and voices, agent and object nouns, in English and Japanese) and the question words that fix the
-- answer's page type. Patterns are matched against the question's normal form (brain._name_norm) in which each
-- page the question names is replaced by @. The builtin rows are rewritten from sql/ on every upgrade
-- (brain._builtin_question_lexicon); a DBA adds rows with builtin false, or disables builtin ones.
create table brain.question_lexicon (
    id          bigint generated always as identity primary key,
    language    text not null check (language in ('en', 'ja', 'any')),
    kind        text not null check (kind in ('relation', 'answer')),
    pattern     text not null check (length(pattern) between 1 and 1000 and ('' ~* pattern) is not null),
    link_types  text[] check (link_types is null or cardinality(link_types) > 0),
    entity_role text check (entity_role in ('subject', 'object')),
    answer_type text check (answer_type ~ '^[a-z][a-z0-9_-]{0,62}$'),
    priority    integer not null default 50 check (priority between 0 and 1000),
    enabled     boolean not null default true,
    builtin     boolean not null default false,
    note        text not null default '',
    constraint question_lexicon_kind check (case kind when 'relation' then link_types is not null
                                                      else answer_type is not null and link_types is null end),
    constraint question_lexicon_key unique (language, kind, pattern)
);
comment on table brain.question_lexicon is 'What brain.plan_question reads a question with: relation cues (a pattern -> link types, and the role of the page the question names: subject of the edge, object, or null = from the link type''s page-type domains) and answer cues (a question word -> the page type of the answers). Patterns run on the question''s normal form with each named page replaced by @. Builtin rows are rewritten on upgrade; add your own with builtin false.';
comment on column brain.question_lexicon.language is 'en or ja (tried on questions with or without kana and ideographs), or any.';
comment on column brain.question_lexicon.kind is 'relation (the cue names a relation) or answer (a question word fixing the answer''s page type).';
comment on column brain.question_lexicon.pattern is 'Case-insensitive regular expression over the normal form of the question (lower case, punctuation as spaces, no space beside kana or ideographs), @ standing for a page the question names: works\s+(at|for)\s+@, @\s*の社員.';
comment on column brain.question_lexicon.link_types is 'relation cues: the edge types asked for (the first decides the direction from its domains when entity_role is null).';
comment on column brain.question_lexicon.entity_role is 'relation cues: subject (the named page is where the edge starts: Bob in "which companies did Bob back"), object (where it ends: Acme in "who backed Acme"), null = from the page-type domains.';
comment on column brain.question_lexicon.answer_type is 'answer cues: the page type of the answers (person for who / 誰, company for where / which company / どこ, meeting for which meeting).';
comment on column brain.question_lexicon.priority is 'Higher first; among relation cues the first that matches is the plan''s.';
comment on column brain.question_lexicon.enabled is 'false: not used (a DBA switching off a builtin cue keeps that choice across upgrades).';
comment on column brain.question_lexicon.builtin is 'true for rows shipped with pgbrain (rewritten by brain._after_upgrade from brain._builtin_question_lexicon).';
comment on column brain.question_lexicon.note is 'What the cue is for.';
