-- depends: 0025_prose_cues_dev2
-- Edges that know when they held (issue 19): the world-time interval of a relation (held_from / held_until, each a
-- date with its precision), beside the recorded interval (valid_from / valid_to: when the brain asserted and
-- retired the edge). Dates come from frontmatter items, timeline lines and prose cues (brain.held_rules, as data);
-- the reads take held_at / held_during / held.

-- 1. what kind of relation a type is ----------------------------------------------------------------------------
alter table brain.link_types
    add column kind        text not null default 'state' check (kind in ('state', 'event', 'reference')),
    add column cardinality text check (cardinality in ('one_current'));
comment on column brain.link_types.kind is 'state: holds over an interval (works_at, advises: held_from .. held_until, reads keep the edges that hold at held_at); event: happens at a date (founded, invested_in, attended: held_from is the date, held_until an end such as a stake sold; reads keep events at any held_at); reference: no validity (mentions, related_to: always kept). A new type defaults to state: an edge without dates holds at every date.';
comment on column brain.link_types.cardinality is 'Optional: one_current = one current edge of this type per subject page (a DBA may declare works_at so). Reads then close an open edge of the type (no held_until) at the held_from of the subject''s next edge of the type to another page that starts after it; null (default) = any number.';
update brain.link_types set kind = 'event' where name in ('founded', 'invested_in', 'attended', 'led_round');
update brain.link_types set kind = 'reference'
 where name in ('mentions', 'wikilink_basename', 'related_to', 'cited', 'discussed_in', 'source', 'image_of',
                'documents', 'documented_by');

-- 2. the held interval on edges -----------------------------------------------------------------------------------
alter table brain.links
    add column held_from            date,
    add column held_from_precision  text check (held_from_precision in ('year', 'month', 'day')),
    add column held_until           date,
    add column held_until_precision text check (held_until_precision in ('year', 'month', 'day')),
    add column held_ended           boolean not null default false,
    add column held_evidence        jsonb not null default '[]' check (jsonb_typeof(held_evidence) = 'array'),
    add constraint links_held_from check ((held_from is null) = (held_from_precision is null)),
    add constraint links_held_until check ((held_until is null) = (held_until_precision is null)
                                           and (held_until is null or held_ended)),
    -- an end's period ends after the start's begins (from 2019-06 until 2019: ended later in 2019)
    add constraint links_held_order check (
        held_from is null or held_until is null
        or held_until + case held_until_precision when 'year' then interval '1 year'
                                                 when 'month' then interval '1 month' else interval '1 day' end
           > held_from);
comment on column brain.links.held_from is 'World time: when the relation began to hold (a state) or happened (an event), as the first day of its period (2019 at year precision is 2019-01-01); null = unknown. Not the recorded time (valid_from).';
comment on column brain.links.held_from_precision is 'year, month or day: the period held_from names (2019 = the whole year 2019).';
comment on column brain.links.held_until is 'World time: when the relation stopped holding, as the first day of its period (until 2022 at year precision: the relation holds through 2022-12-31); null = no known end date.';
comment on column brain.links.held_until_precision is 'year, month or day: the period held_until names.';
comment on column brain.links.held_ended is 'true when the relation is known to have ended (held_until set, or a cue such as former / ex- / 元 / left without a date); false = presumed to hold still.';
comment on column brain.links.held_evidence is 'Where the held interval comes from: a JSON array of {bound (from, until, ended, current), date, field (frontmatter.<key>, compiled_truth, timeline, meeting), line, phrase}.';

-- one current edge per provenance and held interval: a person who left and came back has two
drop index brain.links_current_key;
create unique index links_current_key on brain.links
    (from_page_id, to_page_id, link_type, link_source, origin_page_id, held_from, held_from_precision, held_until,
     held_until_precision, held_ended) nulls not distinct
    where valid_to is null;
-- traversal over current edges stays index-only: the held columns ride along
drop index brain.links_out_idx;
drop index brain.links_in_idx;
create index links_out_idx on brain.links (from_page_id, link_type, to_page_id)
    include (held_from, held_from_precision, held_until, held_until_precision, held_ended) where valid_to is null;
create index links_in_idx on brain.links (to_page_id, link_type, from_page_id)
    include (held_from, held_from_precision, held_until, held_until_precision, held_ended) where valid_to is null;

-- 3. the cues that date a relation, as data -----------------------------------------------------------------------
create table brain.held_rules (
    id         bigint generated always as identity primary key,
    bound      text not null check (bound in ('from', 'until', 'span', 'ended', 'current')),
    language   text not null check (language in ('en', 'ja', 'any')),
    pattern    text not null check (length(pattern) > 0 and ('' ~* replace(pattern, '{date}', '(x)')) is not null),
    link_kinds text[] not null default '{state}' check (link_kinds <@ '{state,event}' and cardinality(link_kinds) > 0),
    enabled    boolean not null default true,
    builtin    boolean not null default false,
    note       text not null default ''
);
comment on table brain.held_rules is 'Cues that date a relation in the text governing a reference (its clause: brain.link_candidates.clause, the reference written as ⟦⟧): every enabled rule that matches contributes its bound; the bounds of all the occurrences of one relation on a page (with its frontmatter items'' since / until) make its held intervals. A DBA adds a rule with a plain INSERT.';
comment on column brain.held_rules.bound is 'What a match says: from (the relation began, or the event happened, at the date), until (it ended at the date), span (from the first date until the second), ended (it has ended, no date: former, ex-, 元), current (it holds now: now, currently, 現在).';
comment on column brain.held_rules.language is 'en: clauses in Latin script; ja: Japanese clauses (brain.link_candidates.cjk); any: both.';
comment on column brain.held_rules.pattern is 'A PostgreSQL regular expression matched case-insensitively against the governing clause (the reference as ⟦⟧); {date} stands for a date phrase (2019, March 2021, 2021-03-15, 2021年3月15日; brain._held_date reads it) and is its capture group: a from / until rule holds one {date}, a span rule two; other groups must be non-capturing (?:...).';
comment on column brain.held_rules.link_kinds is 'The kinds of relation (brain.link_types.kind) the rule dates: state (works_at, advises), event (founded, invested_in), or both.';
comment on column brain.held_rules.note is 'Why the rule exists, an example.';
alter table brain.held_rules
    add column words text[] generated always as (brain._cue_words(replace(pattern, '{date}', '\d'))) stored;
comment on column brain.held_rules.words is 'Words (lower case) one of which every match of pattern holds, read from the pattern without its dates by brain._cue_words: the link engine compiles and tries a rule only for texts that hold one of them; null = always tried (where a text has a date, for a rule with {date}).';
comment on column brain.held_rules.enabled is 'false switches the rule off without deleting it.';
comment on column brain.held_rules.builtin is 'true for rules shipped with pgbrain.';

-- 4. the link engine's working rows carry the dates ---------------------------------------------------------------
alter type brain._link_ref add attribute held_since text, add attribute held_until text, add attribute line integer,
                          add attribute tail text, add attribute head text;
alter type brain._link_edge add attribute held_from date, add attribute held_from_precision text,
                            add attribute held_until date, add attribute held_until_precision text,
                            add attribute held_ended boolean, add attribute held_evidence jsonb;
comment on type brain._link_ref is 'Internal: one reference a page makes (body wikilink, frontmatter value or cited code file), as the link engine (brain._relink_refs, brain._relink_resolve) collects and resolves it; sentence is the text that governs a body reference (its clause) clause_start / clause_end the reference inside it, clause_role what that text is to it (brain.link_candidates.clause_role); held_since / held_until the dates of a frontmatter item ({name, since, until}, or start / end), line the line of a body reference in its part of the page, tail / head the words after it that still speak of it and the start of its sentence (brain.link_candidates.tail, head).';
comment on type brain._link_edge is 'Internal: one edge a page asserts (change null), or one change the link engine (brain._relink_apply) made (added, retired, kept), with its held interval.';

-- the line of a body reference (1-based, in its part of the page: compiled_truth or timeline), for the evidence
alter table brain.link_candidates add column line integer check (line >= 1),
                                  add column tail text check (length(tail) <= 2000),
                                  add column head text check (length(head) <= 2000);
comment on column brain.link_candidates.line is 'Line of the reference in its part of the page (origin_field), 1-based; null for references stored before it was kept.';
comment on column brain.link_candidates.tail is 'The words after the reference that still speak of it, for the cues that date its relation (brain.held_rules): to the end of its sentence or line, or to the last clause break before the next reference in it ("She joined [[a]] in 2019 and left in 2022": the clause is the part up to 2019, the tail holds the end). Null when empty or stored before it was kept.';
comment on column brain.link_candidates.head is 'The start of the reference''s sentence, before the first reference in it: a date phrase at its start ("In 2020 Nadine left [[a]] and joined [[b]]"; 「2020年4月、…」) dates the clauses of the sentence that name no date of their own. Null when empty or stored before it was kept.';

-- 5. the view of current edges shows the held interval -----------------------------------------------------------
-- (security_invoker as migration 0010 set it: the view reads links and pages under the caller's row-level security)
create or replace view brain.page_links with (security_invoker = true) as
select f.source_id      as from_source_id,
       f.slug           as from_slug,
       t.source_id      as to_source_id,
       t.slug           as to_slug,
       l.link_type,
       l.link_source,
       o.slug           as origin_slug,
       l.origin_field,
       l.context,
       l.valid_from,
       l.id             as link_id,
       l.held_from,
       l.held_from_precision,
       l.held_until,
       l.held_until_precision,
       l.held_ended
  from brain.links l
  join brain.pages f on f.id = l.from_page_id and f.deleted_at is null
  join brain.pages t on t.id = l.to_page_id and t.deleted_at is null
  left join brain.pages o on o.id = l.origin_page_id
 where l.valid_to is null;
comment on view brain.page_links is 'Current edges (valid_to null) between live pages, with slugs and sources instead of ids, and their held interval (world time: held_from / held_until with precisions, held_ended).';

-- a walk's rows show the held interval of each edge
alter type brain.traverse_row add attribute held_from text, add attribute held_until text,
                              add attribute held_ended boolean;
comment on type brain.traverse_row is 'One edge of a brain.traverse walk: the level it was reached at (depth), its ends in stored direction (from_slug, to_slug, with their titles), its type, path: the slugs from the start page to the end further from it, and the held interval of the relation (held_from, held_until at their precision, held_ended).';

-- 6. ended edges and the authority signals
insert into brain.config (key, value, description) values
    ('graph.count_ended', 'false',
     'Whether edges that no longer hold (state edges ended before today: former employees, past advisers) count for the backlink boost in search and for PageRank (brain.refresh_pagerank). Default false: only relations that hold today lend authority.')
on conflict (key) do nothing;

-- 7. the shipped cues, English and Japanese (verb lists and gaps are spelled out once here and stored expanded;
--    {date} stays a placeholder, see brain._held_pattern). The text is the stretch of the clause that governs the
--    reference between its neighbouring references, ⟦⟧ the reference itself, then the words after it in its
--    sentence (brain.link_candidates.tail), and, when none of that names a date, the date phrase that opens the
--    sentence ("In 2020 she left ⟦⟧ and joined [[b]]"). A timeline line is a clause with its date in front. Dates
--    are tokens by then (brain._held_tokens: ⟨2021-3⟩); a gap between a verb and its date crosses no other date
--    (nor, in Japanese, a 、: 「2014年に⟦⟧に入社したが、すでに退職」), and a date that a start and an end cue both
--    take is the end's ("joined ⟦⟧ and left in 2022").
insert into brain.held_rules (bound, language, pattern, link_kinds, builtin, note)
select v.bound, v.language,
       replace(replace(replace(replace(replace(replace(replace(replace(v.pattern,
           '{gap_s}', '[^;⟨]{0,80}?'),
           '{gap_e}', '[^;⟨]{0,80}?'),
           '{ja_gap_s}', '[^。⟨、]{0,30}?'),
           '{ja_gap_e}', '[^。⟨、]{0,30}?'),
           '{ja_start}', '(?:入社|入行|入所|入庁|入っ|参画|加わ|加入|移籍|転職|就任|着任|就い|採用さ|選任|迎え|合流|復帰|戻っ|出戻|開始)'),
           '{ja_end}', '(?:退職|退社|退任|辞任|辞職|退い|離れ|辞め|去っ|去り|卒業|引退|退官|満了|終了|終え|外れ|売却)'),
           '{start_v}',
           '(?:joined|joins|joining|rejoined|re-joined|rejoining|returned to|returns to|returning to|came back to|'
           'was hired|hired|started|starts|starting|start|began|begins|beginning|became|becomes|took over|'
           'takes over|took the helm|was appointed|appointed|was named|was elected|elected|was promoted|promoted|'
           'moved to|switched to|signed on|came on board|came aboard|went to work|arrived at|was brought in|'
           'brought in|was welcomed|welcomed|first day|took (?:a|her|his|their|up a) (?:board )?seat|'
           'took up|takes up)\M'),
           '{end_v}',
           '(?:left|leaves|leaving|departed|departs|departing|quit|quits|quitting|resigned|resigns|resigning|'
           'retired|retires|retiring|stepped down|steps down|stepping down|stepped away|stepped back|stood down|'
           'was let go|was laid off|exited|moved on|last day|stopped|stops|gave up|gives up|giving up|ended|ends|'
           'finished|concluded|expired|wound down|handed over)\M'),
       v.kinds, true, v.note
  from (values
    -- spans: both bounds at once
    ('span', 'en', '\mbetween {date} and {date}', '{state}'::text[],
     'worked at ⟦⟧ between 2015 and 2018'),
    ('span', 'en', '(?:\mfrom\s+)?{date}\s*(?:to|until|till|through|thru|[-–—~〜])\s*{date}', '{state}',
     'CTO of ⟦⟧ from 2015 to 2018; ⟦⟧ (2015–2018)'),
    ('span', 'ja', '{date}\s*(?:から|より|〜|～|~|-|–|—|－)\s*{date}', '{state}',
     '2015年から2018年まで⟦⟧に勤務; ⟦⟧（2015〜2018年）'),
    -- English starts
    ('from', 'en', '\m(?:since|starting(?:\s+in|\s+from)?|beginning(?:\s+in)?)\s+{date}', '{state}',
     'has been at ⟦⟧ since March 2021'),
    ('from', 'en', '\mfrom\s+{date}(?!\s*(?:to|until|till|through|thru|and|[-–—~〜]))', '{state}',
     'advises ⟦⟧ from 2020 on'),
    ('from', 'en', '{date}\s*(?:[-–—~〜～]|to|until)\s*(?:the\s+)?(?:present|now|today|date)\M', '{state}',
     '⟦⟧, 2016–present'),
    ('from', 'en', '\m{start_v}{gap_s}\m(?:in|on|during|since|from)\s+{date}', '{state}',
     'joined ⟦⟧ in March 2019; became CTO of ⟦⟧ in 2020'),
    ('from', 'en', '(?:^|[,;:]\s*)\W*(?:(?:in|on|by|since|from)\s+)?{date}\W*(?:[A-Za-z][\w.-]*\s+){0,2}?{start_v}',
     '{state}', 'In 2019, she joined ⟦⟧; a timeline line: 2019-04-01: Joined ⟦⟧ as CTO'),
    -- English ends
    ('until', 'en', '(?<!not )(?<!wait )(?<!waited )(?<!waiting )\m(?:until|till|til|through|thru|up until|up to)\s+{date}',
     '{state}', 'was CTO of ⟦⟧ until 2022'),
    ('until', 'en', '\m{end_v}{gap_e}\m(?:in|on|during|by|at)\s+{date}', '{state}',
     'left ⟦⟧ in 2021; stepped down as CEO of ⟦⟧ in June 2020; left at the end of 2020'),
    ('until', 'en', '(?:^|[,;:]\s*)\W*(?:(?:in|on|by)\s+)?{date}\W*(?:[A-Za-z][\w.-]*\s+){0,2}?{end_v}', '{state}',
     'In 2021 she left ⟦⟧; a timeline line: 2022-06-30 | Left ⟦⟧'),
    -- English: ended, no date
    ('ended', 'en', '\m(?:former(?:ly)?|ex-|erstwhile|onetime|one-time|previously|used to|once (?:worked|was|led|ran|served|advised|sat))(?:\s*[\w-]+){0,5}?\s*⟦⟧',
     '{state}', 'a former engineer at ⟦⟧; ex-⟦⟧; previously at ⟦⟧; used to work at ⟦⟧'),
    ('ended', 'en', '⟦⟧(?:''s|’s)?\s+(?:alum(?:na|nus|ni|nae)?|veteran|former|ex-)', '{state}',
     'an ⟦⟧ alumna; ⟦⟧''s former CTO'),
    ('ended', 'en', '\m{end_v}(?:\s+[\w-]+){0,5}?\s+⟦⟧', '{state}',
     'left ⟦⟧; stepped down from the board of ⟦⟧'),
    ('ended', 'en', '\m(?:no longer|not any more|not anymore)\M|\m(?:has|have|had) since (?:left|departed|moved on|retired|quit)\M|\m(?:is|are) no longer there\M',
     '{state}', 'no longer works at ⟦⟧; joined ⟦⟧ in 2016 and has since left'),
    -- a past state without a date: was the CTO of, spent a decade at, had worked at (not a past start: was hired)
    ('ended', 'en', '\m(?:was|were|had been)\s+(?!hired|appointed|named|promoted|brought|recruited|made|elected|invited|asked|given|offered|listed|shortlisted|due|set|about|going)(?:[\w-]+\s+){0,5}?(?:at|of|for|with|in|on)\s+(?:the\s+(?:board\s+of\s+)?)?⟦⟧|\m(?:had\s+(?:worked|served)|spent\s+(?:[\w-]+\s+){0,3}?(?:years?|decades?|months?)|served)\M(?:\s*[\w-]+){0,6}?\s*⟦⟧',
     '{state}', 'was the CTO of ⟦⟧; spent a decade at ⟦⟧; had worked at ⟦⟧'),
    -- English: holds now
    ('current', 'en', '\m(?:now|currently|presently|still|remains|at present|these days|to this day|to date)\M', '{state}',
     'now works at ⟦⟧'),
    -- Japanese starts
    ('from', 'ja', '{date}\s*(?:の)?(?:入社|入行|就任|参画|加入|着任)?\s*(?:から|より|以来|以降)', '{state}',
     '2023年から⟦⟧に所属; 2018年の入社以来、⟦⟧に勤務'),
    ('from', 'ja', '{date}\s*[〜～~](?!\s*[0-9])', '{state}', '2016年〜 ⟦⟧に所属'),
    ('from', 'ja', '{date}(?:に|で)?[、,]?{ja_gap_s}{ja_start}',
     '{state}', '2019年4月に⟦⟧に入社; 2020年に⟦⟧のCTOに就任'),
    ('from', 'ja', '{ja_start}(?:した|し)?のは\s*{date}', '{state}', '⟦⟧の部長に就任したのは2011年である'),
    -- Japanese ends
    ('until', 'ja', '{date}\s*(?:末)?\s*(?:まで|いっぱい)', '{state}', '2022年まで⟦⟧の顧問を務めた'),
    ('until', 'ja', '{date}(?:末|初め|頃|ごろ)?(?:に|で)?[、,]?{ja_gap_e}{ja_end}',
     '{state}', '2021年に⟦⟧を退職; 2021年に⟦⟧の社外取締役を退任'),
    ('until', 'ja', '{ja_end}(?:した|し)?のは\s*{date}', '{state}', '⟦⟧を退職したのは2020年だった'),
    ('until', 'ja', '{date}(?:末)?を最後に', '{state}', '2020年を最後に⟦⟧を離れた'),
    -- Japanese: ended, no date
    ('ended', 'ja', '⟦⟧の(?:元|前)(?!々|来|気|日|年|旦|手)|元(?!々|来|気|日|年|旦|手)⟦⟧', '{state}',
     '⟦⟧の元CTO; 元⟦⟧社員'),
    ('ended', 'ja', '前職|以前(?:は|に|、)|かつて|昔は|前の勤め先', '{state}', '前職は⟦⟧; 以前は⟦⟧に勤めていた'),
    ('ended', 'ja', '退職|退社|退任|辞任|辞職|辞め|離れ|去っ|去り|卒業し|引退|満了|在籍していない|所属していない', '{state}',
     '⟦⟧を退職した'),
    ('ended', 'ja', '(?:勤めて|働いて|在籍して|所属して|務めて)いた|を務めた|に在籍した|に勤めた|(?:顧問|社員|役員|取締役|CTO|CEO|COO|CFO|部長|課長|エンジニア|研究員)だった', '{state}',
     '⟦⟧に勤めていた; ⟦⟧の顧問を務めた; ⟦⟧の顧問だった'),
    -- Japanese: holds now
    ('current', 'ja', '現在|今は|いまは|今も|現職|目下|引き続き|現(?=CEO|CTO|COO|CFO|社長|代表|顧問|取締役)', '{state}',
     '現在は⟦⟧で働いている; ⟦⟧の現CTO'),
    -- events: the date they happened, and an end (a stake sold)
    ('from', 'en', '\m(?:in|on|during|since|until|by)\s+{date}', '{event}',
     'founded ⟦⟧ in 2015; has backed ⟦⟧ since 2017; waited until 2022 to invest in ⟦⟧'),
    ('from', 'any', '^\W*{date}[*\s]*[|:：–—-]', '{event}', 'a timeline line: 2018-05-01 | Invested in ⟦⟧'),
    ('from', 'ja', '{date}(?:に|の|、|,|頃|ごろ|から|以来)', '{event}', '2015年に⟦⟧を設立; 2020年のシードラウンドで⟦⟧に出資'),
    ('until', 'en', '\m(?:sold|selling|sells|exited|exiting|divested|cashed out|offloaded)\M[^;⟨]{0,60}?\m(?:in|on)\s+{date}',
     '{event}', 'invested in ⟦⟧ in 2018 and sold the stake in 2023'),
    ('until', 'en', '^\W*{date}[*\s]*[|:：–—-]\s*(?:[A-Za-z]+\s+){0,2}?(?:sold|exited|divested|cashed out|offloaded)\M',
     '{event}', 'a timeline line: 2023-08-21: Sold her stake in ⟦⟧'),
    ('until', 'ja', '{date}(?:に|、|,|：|:)?[^。⟨]{0,20}?(?:売却|手放|譲渡|エグジット)', '{event}',
     '2023年に⟦⟧の株式を売却')
  ) v(bound, language, pattern, kinds, note);

-- 8. the time a question asks about, as data -----------------------------------------------------------------------
create table brain.question_time (
    id       bigint generated always as identity primary key,
    language text not null check (language in ('en', 'ja', 'any')),
    meaning  text not null check (meaning in ('now', 'ended', 'any', 'date', 'span', 'before')),
    pattern  text not null check (length(pattern) > 0 and ('' ~* replace(pattern, '{date}', '(x)')) is not null),
    strip    boolean not null default true,
    priority integer not null default 50 check (priority between 0 and 1000),
    enabled  boolean not null default true,
    builtin  boolean not null default false,
    note     text not null default ''
);
comment on table brain.question_time is 'Words that say when a question asks about (brain._question_time): now, former, ever, a date or a period. The planner (brain.plan_question) puts the time on the steps of its plan (held, held_at, held_during), and the relational arm of brain.search walks the relations that held then. A question without one asks about now, with the former holders ranked below the current ones. A DBA adds a row with a plain INSERT.';
comment on column brain.question_time.language is 'en: questions in Latin script; ja: Japanese questions; any: both.';
comment on column brain.question_time.meaning is 'now: the relations that hold today; ended: the ones that have ended (former, used to, 元); any: every one, past or present (ever); date: the day, month or year of the {date} in the match (a day: held_at; a month or year: held_during that period); span: from the first {date} to the end of the second (held_during); before: the relations that had ended when the subject''s relation to the other page the question names began ("where was Alice before Beta?": her jobs ended by the start of her job at Beta).';
comment on column brain.question_time.pattern is 'A PostgreSQL regular expression matched case-insensitively against the question; {date} stands for a date phrase as in brain.held_rules (brain._held_pattern), the capture group of a date or span row (a span has two).';
comment on column brain.question_time.strip is 'true: the matched words are blanked out before the relation cues of brain.question_lexicon are read ("who used to work at Acme" is read as "who work at Acme"); false for words that carry the relation themselves ("who left Acme").';
comment on column brain.question_time.priority is 'Higher wins when several rows match: a date or period over former or now ("who worked at Acme in 2021" asks about 2021).';
comment on column brain.question_time.enabled is 'false switches the row off without deleting it.';
comment on column brain.question_time.builtin is 'true for rows shipped with pgbrain.';
comment on column brain.question_time.note is 'Why the row exists, an example question.';

insert into brain.question_time (language, meaning, pattern, strip, priority, builtin, note) values
    ('en', 'span', '\mbetween\s+{date}\s+and\s+{date}|\mfrom\s+{date}\s+(?:to|until|till|through|thru)\s+{date}|(?<![0-9])(?:in\s+)?{date}\s*[-–]\s*{date}',
     true, 90, true, 'Who worked at Acme between 2019 and 2020?'),
    ('ja', 'span', '{date}\s*(?:から|より|〜|～|~|-|–)\s*{date}\s*(?:まで)?\s*(?:の間|の期間|にかけて)?\s*(?:に|で|は)?',
     true, 90, true, '2019年から2020年の間にAcmeで働いていたのは誰？'),
    ('en', 'date', '\m(?:in|during|on|as of|as at|at the end of|at the start of|by|throughout|back in)\s+{date}',
     true, 80, true, 'Who worked at Acme in June 2021? Who was at Acme on 1 March 2020? ... as of 2021-06-30?'),
    ('ja', 'date', '{date}\s*(?:の時点で|時点で|時点の|時点|現在で|現在の|現在[、,]?|当時|の間に|の間|中に|には|に|頃|ごろ|の)',
     true, 80, true, '2021年6月にAcmeで働いていたのは誰？ 2020年3月1日時点でAcmeにいたのは？'),
    ('en', 'ended', '\m(?:used to|former(?:ly)?|previously|in the past|once|no longer|earlier|past(?!\s+(?:or|and)\s+present))\M|\mex-',
     true, 60, true, 'Who used to work at Acme? Who are the former employees of Acme?'),
    ('en', 'ended', '\m(?:left|quit|departed|exited|resigned from|retired from|stepped down from)\M|\malum(?:ni|nae|na|nus|s)?\M',
     false, 60, true, 'Who left Acme? (the verb is the relation too)'),
    ('ja', 'ended', '元(?=社員|従業員|職員|スタッフ|メンバー|CTO|CEO|COO|CFO|顧問|役員|取締役|社外取締役|エンジニア|部長|幹部)|以前|かつて|昔|前に|(?<![a-z])(?:OB|OG)(?![a-z])|卒業生',
     true, 60, true, 'Acmeの元社員は？ 以前Acmeで働いていたのは誰？'),
    ('ja', 'ended', '(?:辞め|退職|退社|退任|去っ|離れ)(?:た|ている|ていた)',
     false, 60, true, 'Acmeを辞めたのは誰？'),
    ('en', 'now', '\m(?:now|currently|presently|today|at present|these days|right now|at the moment|nowadays|current|active)\M',
     true, 50, true, 'Who works at Acme now? Who are the current advisers of Acme?'),
    ('en', 'now', '\mstill\M', false, 49, true,
     'Who still works at Acme? (kept: "is Acme still funded" is a passive only with it)'),
    ('ja', 'now', '現在|現時点|今(?!年|月|週|回|後|度|日|朝|晩|夜)|いま|目下|現役|現職|在籍中|現(?=CTO|CEO|COO|CFO|社長|代表|顧問|役員|取締役|メンバー|社員|従業員|スタッフ)',
     true, 50, true, '現在Acmeで働いているのは誰？ Acmeの現在の顧問は？'),
    ('en', 'any', '\m(?:ever|past or present|past and present|at any time|all time|all-time|so far)\M',
     true, 40, true, 'Who has ever worked at Acme?'),
    ('ja', 'any', 'これまで|今までに|歴代',
     true, 40, true, 'これまでにAcmeで働いた人は？'),
    ('en', 'before', '\m(?:before|prior to)\M(?:\s+(?:joining|moving to|going to|starting at|working at|(?:he|she|they)\s+(?:joined|moved to|went to)))?',
     false, 85, true, 'Where was Alice before Beta? Where did Alice work before joining Beta?'),
    ('ja', 'before', '(?:に(?:入社する|入る|移る|転職する|就職する|加わる))?(?:前に|前は|前、|前,|以前に|より前に|の前に|の前)',
     false, 85, true, 'Betaの前にAliceが在籍していたのはどこ？ Betaに入社する前、Aliceはどこで働いていた？');
