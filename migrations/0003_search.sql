-- depends: 0002_ingest
-- Search: a CJK bigram index (so 出資 or 所属 finds a Japanese sentence that contains it) and the
-- question patterns of the relational arm (who works at X? / Xに出資したのは誰？), as data.

-- The bigram function is schema, not API: the index depends on it, so it lives here.
create or replace function brain._cjk_bigrams(body text)
returns tsvector
language sql
immutable
parallel safe
security invoker
set search_path = brain, public, pg_catalog
as $fn$
    -- every run of kana / ideographs becomes its overlapping bigrams (a lone character stays as is);
    -- NFKC first, so half-width katakana and full-width forms match their usual forms
    select coalesce(array_to_tsvector(array_agg(distinct g)), ''::tsvector)
      from (select substr(r.run, i, 2) as g
              from regexp_matches(normalize(coalesce(body, ''), NFKC),
                                  '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+', 'g') m(a),
                   lateral (select m.a[1] as run) r,
                   lateral generate_series(1, greatest(length(r.run) - 1, 1)) i) b
     where g <> ''
$fn$;
comment on function brain._cjk_bigrams(text) is
'Internal (indexed): the CJK character bigrams of a text as a tsvector (田中太郎 -> 田中 中太 太郎), the lexemes of the CJK keyword arm; stock text search keeps a whole Japanese clause as one word. Example: select brain._cjk_bigrams(''田中はAcme社に所属している'');';

create index content_chunks_cjk_idx on brain.content_chunks using gin (brain._cjk_bigrams(chunk_text));

-- question patterns of the relational arm ---------------------------------------------------------
create table brain.question_patterns (
    id         bigint generated always as identity primary key,
    language   text not null check (language in ('en', 'ja', 'any')),
    pattern    text not null check (length(pattern) > 0 and ('' ~* pattern) is not null),
    link_types text[] not null check (cardinality(link_types) > 0),
    direction  text not null check (direction in ('in', 'out')),
    priority   integer not null default 50 check (priority between 0 and 1000),
    enabled    boolean not null default true,
    builtin    boolean not null default false,
    note       text not null default ''
);
comment on table brain.question_patterns is 'Relational questions: a case-insensitive regex whose first capture group is the named entity; the answers are the pages linked to it by link_types, in (edges pointing at the entity: who works at X) or out (edges leaving it: where does X work). The enabled pattern of highest priority that matches wins.';
comment on column brain.question_patterns.language is 'Language of the pattern: en, ja or any.';
comment on column brain.question_patterns.pattern is 'PostgreSQL regular expression matched case-insensitively against the question; capture group 1 is the entity name. Validated on insert.';
comment on column brain.question_patterns.link_types is 'Edge types that answer the question.';
comment on column brain.question_patterns.direction is 'in: answers are the subjects of edges to the entity (who invested in X); out: answers are the objects of edges from it (what did X invest in).';
comment on column brain.question_patterns.priority is 'Higher is tried first.';
comment on column brain.question_patterns.enabled is 'false switches the pattern off.';
comment on column brain.question_patterns.builtin is 'true for patterns shipped with pgbrain.';
comment on column brain.question_patterns.note is 'An example question.';

create index question_patterns_priority_idx on brain.question_patterns (priority desc) where enabled;

insert into brain.question_patterns (language, pattern, link_types, direction, priority, builtin, note) values
    -- English: who ... X
    ('en', '\mwho\M(?: (?:all|else|currently|now))? (?:works?|worked|is working|are working|is employed|are employed|is on the team) (?:at|for|with) (.+?)\s*\??$', '{works_at,founded}', 'in', 100, true, 'who works at Acme? (founders work there too)'),
    ('en', '\mwho\M(?: all)? (?:are|were) (?:the )?(?:employees|staff|engineers|people|team members) (?:of|at) (.+?)\s*\??$', '{works_at,founded}', 'in', 95, true, 'who are the employees of Acme?'),
    ('en', '^(?:list |show )?(?:the )?(?:employees|staff|team|people) (?:of|at) (.+?)\s*\??$', '{works_at,founded}', 'in', 90, true, 'employees of Acme'),
    ('en', '\mwho\M (?:co-?)?founded (.+?)\s*\??$', '{founded}', 'in', 100, true, 'who founded Acme?'),
    ('en', '\mwho\M (?:is|are|was|were) (?:the )?(?:co-?)?founders? of (.+?)\s*\??$', '{founded}', 'in', 100, true, 'who are the founders of Acme?'),
    ('en', '^(?:the )?(?:co-?)?founders? of (.+?)\s*\??$', '{founded}', 'in', 90, true, 'founders of Acme'),
    ('en', '\mwho\M (?:has |have |had )?(?:invested|invests|put money|backed|backs|funded|funds) (?:in )?(.+?)\s*\??$', '{invested_in,led_round}', 'in', 100, true, 'who invested in Acme?'),
    ('en', '\mwho\M (?:is|are|was|were) (?:the )?(?:investors?|backers?|funders?) (?:in|of|behind) (.+?)\s*\??$', '{invested_in,led_round}', 'in', 100, true, 'who are the investors in Acme?'),
    ('en', '^(?:the )?(?:investors?|backers?) (?:in|of|behind) (.+?)\s*\??$', '{invested_in,led_round}', 'in', 90, true, 'investors in Acme'),
    ('en', '\mwho\M (?:advises|advised|is advising|counsels) (.+?)\s*\??$', '{advises}', 'in', 100, true, 'who advises Acme?'),
    ('en', '\mwho\M (?:is|are|was|were) (?:the )?advisors? (?:to|of|at|for) (.+?)\s*\??$', '{advises}', 'in', 100, true, 'who are the advisors of Acme?'),
    ('en', '^(?:the )?advisors? (?:to|of|at|for) (.+?)\s*\??$', '{advises}', 'in', 90, true, 'advisors of Acme'),
    ('en', '\mwho\M (?:attended|was at|were at|went to|joined|participated in|came to) (?:the )?(.+?)\s*\??$', '{attended}', 'in', 100, true, 'who attended the planning meeting?'),
    ('en', '^(?:the )?(?:attendees|participants) (?:of|at) (?:the )?(.+?)\s*\??$', '{attended}', 'in', 90, true, 'attendees of the board meeting'),
    -- English: where / what ... X did
    ('en', '\mwhere\M (?:does|did|do) (.+?) (?:work|works|worked)(?: now)?\s*\??$', '{works_at}', 'out', 100, true, 'where does Alice work?'),
    ('en', '\mwho\M (?:does|did) (.+?) work (?:for|at)\s*\??$', '{works_at}', 'out', 95, true, 'who does Alice work for?'),
    ('en', '\mwhat\M (?:companies |startups |company |startup )?(?:has |have |did |does )?(.+?) (?:invest(?:ed)? in|back(?:ed)?|fund(?:ed)?)\s*\??$', '{invested_in,led_round}', 'out', 100, true, 'what did Bob invest in?'),
    ('en', '\mwhat\M (?:companies |startups |company |startup )?(?:has |have |did |does )?(.+?) (?:co-?)?found(?:ed)?\s*\??$', '{founded}', 'out', 100, true, 'what did Alice found?'),
    ('en', '\mwhat\M (?:companies |startups |company |startup )?(?:does |did |do )?(.+?) advise\s*\??$', '{advises}', 'out', 100, true, 'which companies does Alice advise?'),
    ('en', '\mwhich\M (?:companies|startups|company|startup) (?:has |have |did |does )?(.+?) (?:invest(?:ed)? in|back(?:ed)?|fund(?:ed)?)\s*\??$', '{invested_in,led_round}', 'out', 100, true, 'which companies did Bob invest in?'),
    ('en', '\mwhich\M (?:companies|startups|company|startup) (?:has |have |did |does )?(.+?) (?:co-?)?found(?:ed)?\s*\??$', '{founded}', 'out', 100, true, 'which companies did Alice found?'),
    ('en', '\mwhich\M (?:companies|startups|company|startup) (?:does |did |do )?(.+?) advise\s*\??$', '{advises}', 'out', 100, true, 'which companies does Alice advise?'),
    ('en', '\m(?:which|what)\M meetings? (?:has |have |did |does )?(.+?) (?:attend(?:ed)?|go to|went to|join(?:ed)?)\s*\??$', '{attended}', 'out', 100, true, 'which meetings did Alice attend?'),
    -- Japanese (entity first, particles after it)
    ('ja', '^(.+?)(?:で|に)(?:働いている|働いていた|勤めている|勤務している|所属している|在籍している)(?:人|人物|社員|メンバー)?(?:は|を)?(?:誰|だれ)?(?:ですか)?[？?]?$', '{works_at,founded}', 'in', 100, true, 'Acmeで働いている人は誰？'),
    ('ja', '^(.+?)の(?:社員|従業員|メンバー|エンジニア|スタッフ)(?:は|を)?(?:誰|だれ)?(?:ですか)?[？?]?$', '{works_at,founded}', 'in', 95, true, 'Acmeの社員'),
    ('ja', '^(.+?)(?:に|へ)(?:出資|投資)(?:した|している|していた)(?:の|人|人物|投資家|会社|ファンド)?(?:は|を)?(?:誰|だれ|どこ)?(?:ですか)?[？?]?$', '{invested_in,led_round}', 'in', 100, true, 'Acmeに出資したのは誰？'),
    ('ja', '^(.+?)の(?:投資家|株主|出資者)(?:は|を)?(?:誰|だれ)?(?:ですか)?[？?]?$', '{invested_in,led_round}', 'in', 100, true, 'Acmeの投資家'),
    ('ja', '^(.+?)(?:の)?(?:創業者|共同創業者|創設者|ファウンダー)(?:は|を)?(?:誰|だれ)?(?:ですか)?[？?]?$', '{founded}', 'in', 100, true, 'Acmeの創業者は誰？'),
    ('ja', '^(.+?)を(?:創業|設立|創設|創立)(?:した)(?:の|人)?(?:は)?(?:誰|だれ)?(?:ですか)?[？?]?$', '{founded}', 'in', 100, true, 'Acmeを創業したのは誰？'),
    ('ja', '^(.+?)の(?:顧問|アドバイザー)(?:は|を)?(?:誰|だれ)?(?:ですか)?[？?]?$', '{advises}', 'in', 100, true, 'Acmeの顧問は誰？'),
    ('ja', '^(.+?)(?:に|へ)(?:出席|参加)(?:した|している)(?:の|人)?(?:は)?(?:誰|だれ)?(?:ですか)?[？?]?$', '{attended}', 'in', 100, true, '取締役会に出席したのは誰？'),
    ('ja', '^(.+?)(?:は|が)(?:どこ)(?:で|に)(?:働いている|働いていた|勤めている|勤務している|所属している)(?:の)?(?:ですか)?[？?]?$', '{works_at}', 'out', 110, true, '田中はどこで働いている？ (tried before Xで働いている人)'),
    ('ja', '^(.+?)(?:が|は)(?:出資|投資)(?:した|している)(?:会社|企業|スタートアップ)(?:は)?(?:どこ)?(?:ですか)?[？?]?$', '{invested_in,led_round}', 'out', 100, true, '鈴木が出資した会社'),
    ('ja', '^(.+?)(?:が|は)(?:創業|設立)(?:した)(?:会社|企業)(?:は)?(?:どこ)?(?:ですか)?[？?]?$', '{founded}', 'out', 100, true, '佐藤が創業した会社'),
    ('ja', '^(.+?)(?:が|は)(?:顧問を務める|顧問をしている|助言している)(?:会社|企業)(?:は)?(?:どこ)?(?:ですか)?[？?]?$', '{advises}', 'out', 100, true, '森が顧問を務める会社'),
    ('ja', '^(.+?)(?:が|は)(?:出席|参加)(?:した)(?:会議|ミーティング)(?:は)?(?:どれ|何)?(?:ですか)?[？?]?$', '{attended}', 'out', 100, true, '田中が出席した会議');
