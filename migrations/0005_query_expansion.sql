-- depends: 0004_write_speed
-- Query expansion without an LLM: synonym sets a DBA can extend, and the other names (title, aliases)
-- of the pages a query names. brain.expand_query shows what a query expands to; the keyword arm of
-- brain.search also searches for every variant.

create table brain.synonyms (
    id       bigint generated always as identity primary key,
    terms    text[] not null check (cardinality(terms) >= 2 and array_position(terms, null) is null
                                    and array_position(terms, '') is null),
    language text not null default 'en' check (language in ('en', 'ja', 'any')),
    enabled  boolean not null default true,
    builtin  boolean not null default false,
    note     text not null default ''
);
comment on table brain.synonyms is 'Synonym sets for query expansion: a query holding one term of a set (whole words, case-insensitive; a Japanese term anywhere) is also searched with it replaced by each other term. DBAs add sets with plain INSERTs.';
comment on column brain.synonyms.terms is 'Words or phrases that mean the same here, e.g. {invested in, backed, funded}.';
comment on column brain.synonyms.language is 'en, ja or any.';
comment on column brain.synonyms.enabled is 'false switches the set off.';
comment on column brain.synonyms.builtin is 'true for sets shipped with pgbrain.';
comment on column brain.synonyms.note is 'Why the set is there.';

insert into brain.synonyms (terms, language, builtin, note) values
    ('{invested in,backed,funded}', 'en', true, 'investment verbs'),
    ('{investor,backer,funder}', 'en', true, 'investment nouns'),
    ('{works at,works for,is employed at,is employed by}', 'en', true, 'employment'),
    ('{founded,co-founded,started}', 'en', true, 'founding verbs'),
    ('{founder,co-founder}', 'en', true, 'founding nouns'),
    ('{advises,advisor to,adviser to,mentors}', 'en', true, 'advising'),
    ('{advisor,adviser,mentor}', 'en', true, 'advising nouns'),
    ('{CEO,chief executive,chief executive officer}', 'en', true, 'titles'),
    ('{CTO,chief technology officer}', 'en', true, 'titles'),
    ('{CFO,chief financial officer}', 'en', true, 'titles'),
    ('{startup,start-up}', 'en', true, 'spelling'),
    ('{acquired,bought}', 'en', true, 'acquisitions'),
    ('{出資,投資}', 'ja', true, 'investment'),
    ('{創業,設立,創立}', 'ja', true, 'founding'),
    ('{顧問,アドバイザー}', 'ja', true, 'advising'),
    ('{所属,勤務}', 'ja', true, 'employment'),
    ('{会議,ミーティング}', 'ja', true, 'meetings');

-- entity names in a query are looked up by their exact lower-cased title
create index pages_title_lower_idx on brain.pages (lower(title));

insert into brain.config (key, value, description) values
    ('search.expand', 'true', 'Search also for the synonyms (brain.synonyms) and other names (title, aliases) of what a query names.'),
    ('search.expand_max_variants', '8', 'Most rewritten queries one search adds.')
on conflict (key) do nothing;
