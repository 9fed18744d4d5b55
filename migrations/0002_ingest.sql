-- depends: 0001_brain_schema
-- Ingest: per-page link candidates (so edges can be re-derived from the database alone),
-- unresolved references that become edges when their target arrives, page types by path,
-- and the built-in link rules (English, Japanese, Chinese), frontmatter map and entity directories.

-- link candidates ---------------------------------------------------------------------------------
create table brain.link_candidates (
    page_id         bigint not null references brain.pages (id) on delete cascade,
    ord             integer not null check (ord >= 0),
    target          text not null check (length(target) between 1 and 1000),
    kind            text not null check (kind in ('markdown', 'wikilink', 'bare')),
    target_source   text,
    name            text,
    needs_resolution boolean not null default false,
    context         text not null default '',
    mention_start   integer,
    mention_end     integer,
    origin_field    text not null default 'compiled_truth',
    primary key (page_id, ord),
    constraint link_candidates_mention check (
        mention_start is null or mention_end is null or (mention_start >= 0 and mention_start <= mention_end))
);
comment on table brain.link_candidates is 'References found in a page''s body by the parser (markdown links, wikilinks, bare slugs), kept so the page''s edges can be re-derived in SQL (new rules, late targets) without the files.';
comment on column brain.link_candidates.page_id is 'The page whose body holds the reference.';
comment on column brain.link_candidates.ord is 'Order of the reference in the page (0-based); the first of duplicates wins.';
comment on column brain.link_candidates.target is 'Target slug as written (people/alice), or a bare name to resolve ([[Alice Chen]]) when needs_resolution.';
comment on column brain.link_candidates.kind is 'markdown ([x](path) link), wikilink ([[...]]) or bare (a slug in prose).';
comment on column brain.link_candidates.target_source is 'Source id of a qualified wikilink [[source:slug]]; null = the page''s own source.';
comment on column brain.link_candidates.name is 'Display text of the reference, if any.';
comment on column brain.link_candidates.needs_resolution is 'true when target is a name, not a slug: resolved by basename in the entity directories, then by title.';
comment on column brain.link_candidates.context is 'Text around the reference (sentence-bounded for CJK), the input of link-type inference and links.context.';
comment on column brain.link_candidates.mention_start is 'Offset (characters) of the reference markup inside context.';
comment on column brain.link_candidates.mention_end is 'Offset just after the reference markup inside context.';
comment on column brain.link_candidates.origin_field is 'compiled_truth or timeline: the part of the page the reference is in.';

-- unresolved references -----------------------------------------------------------------------------
create table brain.unresolved_links (
    id             bigint generated always as identity primary key,
    page_id        bigint not null references brain.pages (id) on delete cascade,
    source_id      text not null references brain.sources (id) on delete cascade,
    name           text not null,
    link_source    text not null check (link_source in ('markdown', 'frontmatter')),
    origin_field   text not null,
    link_type      text,
    expected_slugs text[] not null default '{}',
    name_norm      text not null default '',
    reason         text not null,
    context        text not null default '',
    created_at     timestamptz not null default now()
);
comment on table brain.unresolved_links is 'References whose target page does not exist yet (frontmatter names, and targets in entity directories): kept with the reason, and turned into edges when a page that satisfies them is written.';
comment on column brain.unresolved_links.page_id is 'Page whose content holds the reference; its reconciliation owns the row.';
comment on column brain.unresolved_links.source_id is 'Source in which the target is looked for.';
comment on column brain.unresolved_links.name is 'The target as written (a slug, or a name like Startup X).';
comment on column brain.unresolved_links.link_source is 'markdown (body reference) or frontmatter.';
comment on column brain.unresolved_links.origin_field is 'Frontmatter key, or compiled_truth / timeline.';
comment on column brain.unresolved_links.link_type is 'Edge type the reference would get when known in advance (frontmatter); null = inferred on resolution.';
comment on column brain.unresolved_links.expected_slugs is 'Slugs that would satisfy the reference (companies/startup-x); a page written at one of them resolves it.';
comment on column brain.unresolved_links.name_norm is 'Normalised basename of the name (startup-x), for resolution by basename.';
comment on column brain.unresolved_links.reason is 'Why it is unresolved (no page at companies/startup-x, several pages named alice, ...).';
comment on column brain.unresolved_links.context is 'Text around the reference.';

create index unresolved_links_page_idx on brain.unresolved_links (page_id);
create index unresolved_links_source_idx on brain.unresolved_links (source_id, name_norm);
create index unresolved_links_expected_idx on brain.unresolved_links using gin (expected_slugs);

-- the raw file a page was imported from, so an unchanged file is skipped without parsing
alter table brain.pages add column file_hash text check (file_hash ~ '^[0-9a-f]{64}$');
comment on column brain.pages.file_hash is 'sha256 (hex) of the bytes of the file the page was last imported from; an import skips a file whose bytes are unchanged. Null when the page was last written otherwise.';

-- lookups resolution needs: a page by the last segment of its slug, and by a suffix of its slug
create index pages_slug_tail_idx on brain.pages (source_id, split_part(slug, '/', -1));
create index pages_slug_reverse_idx on brain.pages (source_id, reverse(slug) text_pattern_ops);

-- page types by path --------------------------------------------------------------------------------
create table brain.page_type_paths (
    needle    text primary key check (needle ~ '^/([a-z0-9_-]+/)+$'),
    page_type text not null check (page_type ~ '^[a-z][a-z0-9_-]{0,62}$'),
    position  integer not null,
    builtin   boolean not null default false
);
comment on table brain.page_type_paths is 'Page type from the slug when the frontmatter gives none: the first needle (by position) contained in ''/'' || slug wins, so wiki/people/x is a person; no match = concept.';
comment on column brain.page_type_paths.needle is 'Directory needle, with slashes: /people/.';
comment on column brain.page_type_paths.page_type is 'Type given to pages under it.';
comment on column brain.page_type_paths.position is 'Order of testing (lower first).';
comment on column brain.page_type_paths.builtin is 'true for rows shipped with pgbrain.';

insert into brain.page_type_paths (needle, page_type, position, builtin) values
    ('/writing/', 'writing', 10, true),
    ('/wiki/analysis/', 'analysis', 20, true),
    ('/wiki/guides/', 'guide', 30, true),
    ('/wiki/guide/', 'guide', 31, true),
    ('/wiki/hardware/', 'hardware', 40, true),
    ('/wiki/architecture/', 'architecture', 50, true),
    ('/wiki/concepts/', 'concept', 60, true),
    ('/wiki/concept/', 'concept', 61, true),
    ('/people/', 'person', 70, true),
    ('/person/', 'person', 71, true),
    ('/companies/', 'company', 80, true),
    ('/company/', 'company', 81, true),
    ('/funds/', 'fund', 85, true),
    ('/fund/', 'fund', 86, true),
    ('/deals/', 'deal', 90, true),
    ('/deal/', 'deal', 91, true),
    ('/yc/', 'yc', 100, true),
    ('/civic/', 'civic', 110, true),
    ('/projects/', 'project', 120, true),
    ('/project/', 'project', 121, true),
    ('/sources/', 'source', 130, true),
    ('/source/', 'source', 131, true),
    ('/media/', 'media', 140, true),
    ('/emails/', 'email', 150, true),
    ('/email/', 'email', 151, true),
    ('/slack/', 'slack', 160, true),
    ('/cal/', 'calendar-event', 170, true),
    ('/calendar/', 'calendar-event', 171, true),
    ('/notes/', 'note', 180, true),
    ('/note/', 'note', 181, true),
    ('/meetings/', 'meeting', 190, true),
    ('/meeting/', 'meeting', 191, true),
    ('/life/events/', 'event', 200, true),
    ('/life/diary/', 'diary', 210, true);

-- entity directories --------------------------------------------------------------------------------
insert into brain.entity_dirs (dir, page_type, description) values
    ('people', 'person', 'people'),
    ('companies', 'company', 'companies and organisations'),
    ('funds', 'fund', 'investment funds and firms'),
    ('meetings', 'meeting', 'meetings, with dates and attendees'),
    ('concepts', 'concept', 'ideas and topics'),
    ('deal', 'deal', 'deals (gbrain spelling)'),
    ('deals', 'deal', 'deals'),
    ('civic', 'civic', 'civic organisations'),
    ('project', 'project', 'projects (gbrain spelling)'),
    ('projects', 'project', 'projects'),
    ('source', 'source', 'sources (gbrain spelling)'),
    ('sources', 'source', 'sources: articles, books, documents'),
    ('media', 'media', 'media items'),
    ('yc', 'yc', 'YC batches and programmes'),
    ('tech', 'concept', 'technologies'),
    ('finance', 'concept', 'finance topics'),
    ('personal', 'note', 'personal notes'),
    ('entities', 'concept', 'other entities'),
    ('reference', 'concept', 'reference material'),
    ('organizations', 'company', 'organisations'),
    ('places', 'concept', 'places'),
    ('events', 'event', 'events');

-- frontmatter field map -------------------------------------------------------------------------------
alter table brain.frontmatter_links add column builtin boolean not null default false;
comment on column brain.frontmatter_links.builtin is 'true for mappings shipped with pgbrain.';

insert into brain.frontmatter_links (field, page_type, link_type, direction, dir_hints, builtin, note) values
    ('company',     'person',  'works_at',     'out', '{companies}', true, 'a person''s company: people/x --works_at--> companies/acme'),
    ('companies',   'person',  'works_at',     'out', '{companies}', true, 'several employers'),
    ('founded',     'person',  'founded',      'out', '{companies}', true, 'companies the person founded'),
    ('investments', 'person',  'invested_in',  'out', '{companies,funds}', true, 'pgbrain addition: a person''s investments'),
    ('advises',     'person',  'advises',      'out', '{companies}', true, 'pgbrain addition: companies the person advises'),
    ('portfolio',   'fund',    'invested_in',  'out', '{companies}', true, 'pgbrain addition: a fund''s portfolio companies'),
    ('key_people',  'company', 'works_at',     'in',  '{people}', true, 'people who work at the company'),
    ('founders',    'company', 'founded',      'in',  '{people}', true, 'pgbrain addition: the company''s founders'),
    ('advisors',    'company', 'advises',      'in',  '{people}', true, 'pgbrain addition: the company''s advisors'),
    ('partner',     'company', 'yc_partner',   'in',  '{people}', true, 'the company''s YC partner'),
    ('investors',   'company', 'invested_in',  'in',  '{companies,funds,people}', true, 'investors: people/bob --invested_in--> the company'),
    ('investors',   'deal',    'invested_in',  'in',  '{companies,funds,people}', true, 'investors in a deal'),
    ('lead',        'deal',    'led_round',    'in',  '{companies,funds,people}', true, 'the lead investor of a deal'),
    ('attendees',   'meeting', 'attended',     'in',  '{people}', true, 'people/alice --attended--> the meeting'),
    ('sources',     '*',       'discussed_in', 'in',  '{sources,source,media}', true, 'where the page is discussed'),
    ('source',      '*',       'source',       'out', '{}', true, 'the page''s source (a slug or a title)'),
    ('related',     '*',       'related_to',   'out', '{}', true, 'see also'),
    ('see_also',    '*',       'related_to',   'out', '{}', true, 'see also');

-- link rules ----------------------------------------------------------------------------------------
-- Priorities: meeting/media/image page rules 990-1000 > founded 100 > invested_in 90 > advises 80 >
-- works_at 70 > attended 75 (person -> meeting) > sentence-level Japanese fallbacks 61-64 >
-- page-role priors 40-60 > mentions (no rule). Patterns are PostgreSQL regular expressions matched
-- case-insensitively; \m and \M are word start and end.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority, builtin, note) values
    -- page types that decide every reference
    ('attended',    'any', '^', 'context', '{meeting}', 'people/', 'in',  1000, true, 'on a meeting page a person is an attendee: people/x --attended--> the meeting'),
    ('mentions',    'any', '^', 'context', '{meeting}', null,      'out',  990, true, 'anything else on a meeting page is a mention'),
    ('image_of',    'any', '^', 'context', '{image}',   null,      'out', 1000, true, 'an image page shows its references'),
    ('mentions',    'any', '^', 'context', '{media}',   null,      'out', 1000, true, 'media pages only mention'),

    -- English, active voice, on person and fund pages: page -> target
    ('founded', 'en', '\m(co-?)?founded\M', 'context', '{person,fund}', null, 'out', 100, true, 'Alice founded NovaPay'),
    ('founded', 'en', '\mstarted the company\M', 'context', '{person,fund}', null, 'out', 100, true, ''),
    ('founded', 'en', '\mincorporated\M', 'context', '{person,fund}', null, 'out', 100, true, ''),
    ('founded', 'en', '\m(co-?)?founders? of\M', 'context', '{person,fund}', null, 'out', 100, true, 'co-founder of Acme'),
    ('founded', 'en', '\mfounders? (include|are)\M', 'context', '{person,fund}', null, 'out', 100, true, ''),
    ('founded', 'en', '\mthe founder\M', 'context', '{person,fund}', null, 'out', 100, true, ''),
    ('founded', 'en', '\mis an? co-?founder\M', 'context', '{person,fund}', null, 'out', 100, true, ''),
    ('founded', 'en', '\mis one of the founders\M', 'context', '{person,fund}', null, 'out', 100, true, ''),

    ('invested_in', 'en', '\minvest(ed|s|ing)? in\M', 'context', '{person,fund}', null, 'out', 90, true, 'YC invested in Acme'),
    ('invested_in', 'en', '\minvestments? in\M', 'context', '{person,fund}', null, 'out', 90, true, ''),
    ('invested_in', 'en', '\mbacked by\M', 'context', '{person,fund}', null, 'out', 90, true, 'as gbrain: backed by on a person page'),
    ('invested_in', 'en', '\m(funding from|funded by|raised from)\M', 'context', '{person,fund}', null, 'out', 90, true, ''),
    ('invested_in', 'en', '\mled the (seed|series|round|investment)', 'context', '{person,fund}', null, 'out', 90, true, 'led the seed round'),
    ('invested_in', 'en', '\mled\M.{0,30}(\mseries [a-z]\M|\mseed\M|\mround\M|\minvestment\M)', 'context', '{person,fund}', null, 'out', 90, true, 'led Acme''s Series A'),
    ('invested_in', 'en', '\mparticipated in (the )?(seed|series|round)', 'context', '{person,fund}', null, 'out', 90, true, ''),
    ('invested_in', 'en', '\mwrote (a |the )?check\M', 'context', '{person,fund}', null, 'out', 90, true, ''),
    ('invested_in', 'en', '\m(first check|early investor|portfolio company|portfolio includes)\M', 'context', '{person,fund}', null, 'out', 90, true, ''),
    ('invested_in', 'en', '\mboard seat (at|in|on)\M', 'context', '{person,fund}', null, 'out', 90, true, ''),
    ('invested_in', 'en', '\mterm sheet for\M', 'context', '{person,fund}', null, 'out', 90, true, ''),

    ('advises', 'en', '\madvis(es|ed)\M', 'context', '{person,fund}', null, 'out', 80, true, 'advises Beta Health'),
    ('advises', 'en', '\madvisor (to|at|for|of)\M', 'context', '{person,fund}', null, 'out', 80, true, 'an advisor to Beta Health'),
    ('advises', 'en', '\madvisory (board|role|position|capacity|engagement|partnership|contract|relationship|work)\M', 'context', '{person,fund}', null, 'out', 80, true, 'joined the advisory board'),
    ('advises', 'en', '\mboard advisor\M', 'context', '{person,fund}', null, 'out', 80, true, ''),
    ('advises', 'en', '\mas an? ((security|technical|strategic|industry|product|board|senior) )?advisor\M', 'context', '{person,fund}', null, 'out', 80, true, 'serves as a technical advisor'),
    ('advises', 'en', '\m(strategic|technical|security|product|industry|senior|board) advisor (to|at|for|of)\M', 'context', '{person,fund}', null, 'out', 80, true, ''),
    ('advises', 'en', '\m(consults for|consulting role (at|with))\M', 'context', '{person,fund}', null, 'out', 80, true, ''),

    ('works_at', 'en', '\m(ceo|cto|coo|cfo|cmo|cro) (of|at)\M', 'context', '{person}', null, 'out', 70, true, 'the CEO of Acme'),
    ('works_at', 'en', '\mvps? (at|of|engineering|product)\M', 'context', '{person}', null, 'out', 70, true, ''),
    ('works_at', 'en', '\mwork(s|ed|ing)? (at|for)\M', 'context', '{person}', null, 'out', 70, true, 'works at Acme'),
    ('works_at', 'en', '\memployed (by|at)\M', 'context', '{person}', null, 'out', 70, true, ''),
    ('works_at', 'en', '\mjoined (as|the team)\M', 'context', '{person}', null, 'out', 70, true, ''),
    ('works_at', 'en', '\mengineer (at|for)\M', 'context', '{person}', null, 'out', 70, true, 'staff engineer at Stripe'),
    ('works_at', 'en', '\m(director (at|of)|head of)\M', 'context', '{person}', null, 'out', 70, true, ''),
    ('works_at', 'en', '\mheads up\M.{0,20}\mat\M', 'context', '{person}', null, 'out', 70, true, ''),
    ('works_at', 'en', '\mleads (engineering|product)\M', 'context', '{person}', null, 'out', 70, true, ''),
    ('works_at', 'en', '\mleads the\M.{0,20}\m(team|org) at\M', 'context', '{person}', null, 'out', 70, true, 'leads the platform team at Delta'),
    ('works_at', 'en', '\m(manages|running) (engineering|product|design) at\M', 'context', '{person}', null, 'out', 70, true, 'running product at Stripe'),
    ('works_at', 'en', '\m(currently at|previously at|previously worked at)\M', 'context', '{person}', null, 'out', 70, true, ''),
    ('works_at', 'en', '\mspent\M.{0,40}\m(years|months) at\M', 'context', '{person}', null, 'out', 70, true, ''),
    ('works_at', 'en', '\m(stint|tenure) (at|as)\M', 'context', '{person}', null, 'out', 70, true, 'a brief stint as VP of Product'),
    ('works_at', 'en', '\m(role|position) at\M', 'context', '{person}', null, 'out', 70, true, ''),
    ('works_at', 'en', '\mpromoted to (senior|staff|principal|lead)\M.{0,20}\mat\M', 'context', '{person}', null, 'out', 70, true, ''),
    ('works_at', 'en', '\m(his|her|their|my) time at\M', 'context', '{person}', null, 'out', 70, true, 'during her time at Goldman'),
    ('works_at', 'en', '\mis the (ceo|cto|coo|cfo|cmo|cro)\M', 'context', '{person}', null, 'out', 70, true, 'is the CTO of Acme'),

    ('attended', 'en', '\m(attended|participated in|joined the meeting|was at the meeting)\M', 'context', '{person}', 'meetings/', 'out', 75, true, 'a person page: attended the planning meeting'),

    -- English on company pages: passive phrases and the subject before the verb; person/fund -> company
    ('founded', 'en', '\m(co-?)?founded by\M[^.;!?。]{0,80}$', 'before_mention', '{company}', null, 'in', 100, true, 'Acme was founded by [[alice]] and [[bob]]'),
    ('founded', 'en', '\m(co-?)?founders? (is|are|include|includes)\M[^.;!?。]{0,80}$', 'before_mention', '{company}', null, 'in', 100, true, 'its founders are ...'),
    ('founded', 'en', '^[^.;!?。]{0,40}\m(co-?)?founded\M', 'after_mention', '{company}', null, 'in', 100, true, '[[alice]] founded the company'),
    ('invested_in', 'en', '\m(backed|invested|funded) by\M[^.;!?。]{0,80}$', 'before_mention', '{company}', null, 'in', 90, true, 'backed by [[funds/northwind]]'),
    ('invested_in', 'en', '\m(investors? (is|are|include|includes)|funding from|raised [^.;!?。]{0,30}from)\M[^.;!?。]{0,80}$', 'before_mention', '{company}', null, 'in', 90, true, 'raised $3M from [[funds/x]]'),
    ('invested_in', 'en', '\mround (was )?led by\M[^.;!?。]{0,40}$', 'before_mention', '{company}', null, 'in', 90, true, 'a seed round led by [[funds/x]]'),
    ('invested_in', 'en', '^[^.;!?。]{0,40}\m(invested|led the (seed|series|round)|participated in)', 'after_mention', '{company}', null, 'in', 90, true, '[[funds/x]] led the seed round'),
    ('advises', 'en', '\madvised by\M[^.;!?。]{0,80}$', 'before_mention', '{company}', null, 'in', 80, true, 'advised by [[people/x]]'),
    ('advises', 'en', '\madvisors? (is|are|include|includes)\M[^.;!?。]{0,80}$', 'before_mention', '{company}', null, 'in', 80, true, ''),
    ('advises', 'en', '^[^.;!?。]{0,40}\m(advises|is an? ([a-z]+ )?advisor)\M', 'after_mention', '{company}', null, 'in', 80, true, '[[people/x]] advises the company'),
    ('works_at', 'en', '\m(ceo|cto|coo|cfo|cmo|cro|president|chief [a-z]+ officer|vp of [a-z]+|head of [a-z]+)\M,?( is| was)?\s*$', 'before_mention', '{company}', 'people/', 'in', 70, true, 'its CEO is [[people/alice]]'),
    ('works_at', 'en', '\m(employees?|team members?|engineers?) (include|includes|are)\M[^.;!?。]{0,80}$', 'before_mention', '{company}', 'people/', 'in', 70, true, ''),
    ('works_at', 'en', '^[^.;!?。]{0,30}\m(is|was|serves as|joined as|became) (the |our |its )?(ceo|cto|coo|cfo|cmo|cro|president|chief [a-z]+ officer|vp|head of|engineer|employee)\M', 'after_mention', '{company}', 'people/', 'in', 70, true, '[[people/alice]] is the CTO'),
    ('works_at', 'en', '^[^.;!?。]{0,30}\m(works|worked|leads|runs|joined)\M', 'after_mention', '{company}', 'people/', 'in', 65, true, '[[people/alice]] leads engineering'),

    -- Japanese: particle-anchored on the text right after the reference (person pages: page -> target)
    ('founded', 'ja', '^[^。！？]{0,8}を(共同)?(創業|創設|創立|設立|起業|立ち上げ)', 'after_mention', '{person,fund}', null, 'out', 100, true, '佐藤がStartup Xを創業した'),
    ('founded', 'ja', '^[^。！？]{0,8}の(共同)?(創業者|創設者|創立者|ファウンダー|共同創業者)', 'after_mention', '{person,fund}', null, 'out', 100, true, 'Acmeの共同創業者'),
    ('invested_in', 'ja', '^[^。！？]{0,8}(に|へ)(出資|投資)', 'after_mention', '{person,fund}', null, 'out', 90, true, '鈴木はAcmeに出資した'),
    ('invested_in', 'ja', '^[^。！？]{0,8}(への|に対する)(出資|投資)', 'after_mention', '{person,fund}', null, 'out', 90, true, 'Acmeへの出資'),
    ('invested_in', 'ja', '^[^。！？]{0,8}の(株主|出資者|投資家)', 'after_mention', '{person,fund}', null, 'out', 90, true, 'Acmeの株主'),
    ('invested_in', 'ja', '^[^。！？]{0,8}の(シード|シリーズ[A-Z]|プレシリーズ[A-Z])?(ラウンド)?を(リード|主導)', 'after_mention', '{person,fund}', null, 'out', 90, true, 'AcmeのシリーズAをリード'),
    ('advises', 'ja', '^[^。！？]{0,8}の(顧問|アドバイザー|社外取締役)', 'after_mention', '{person,fund}', null, 'out', 80, true, '山田はAcmeの顧問を務める'),
    ('advises', 'ja', '^[^。！？]{0,8}(に|へ)(助言|アドバイス)', 'after_mention', '{person,fund}', null, 'out', 80, true, ''),
    ('works_at', 'ja', '^[^。！？]{0,8}(に|で)(所属|勤務|在籍|勤め|働い)', 'after_mention', '{person}', null, 'out', 70, true, '田中はAcme社に所属している'),
    ('works_at', 'ja', '^[^。！？]{0,8}に(入社|就職|転職)', 'after_mention', '{person}', null, 'out', 70, true, 'Acmeに入社した'),
    ('works_at', 'ja', '^[^。！？]{0,8}の(社員|従業員|エンジニア|CEO|CTO|COO|CFO|代表|代表取締役|取締役|執行役員|部長|社長|研究員)', 'after_mention', '{person}', null, 'out', 70, true, 'AcmeのCTO'),
    ('attended', 'ja', '^[^。！？]{0,8}(に|へ)(出席|参加)', 'after_mention', '{person}', 'meetings/', 'out', 75, true, '会議に出席した'),
    -- Japanese, sentence-level fallbacks when the particle pattern is not adjacent (田中はAcmeとBetaで働いている)
    ('founded', 'ja', '(創業|創設|創立|設立|起業)', 'context', '{person,fund}', null, 'out', 64, true, 'the sentence says founded'),
    ('invested_in', 'ja', '(出資|投資|株主)', 'context', '{person,fund}', null, 'out', 63, true, 'the sentence says invested'),
    ('advises', 'ja', '(顧問|アドバイザー)', 'context', '{person,fund}', null, 'out', 62, true, 'the sentence says advises'),
    ('works_at', 'ja', '(所属|勤務|在籍|働いて|入社|社員)', 'context', '{person}', null, 'out', 61, true, 'the sentence says works at'),
    -- Japanese on company pages: person/fund -> company
    ('founded', 'ja', '^[^。！？]{0,8}(が|は|によって|により)[^。！？]{0,12}(創業|創設|創立|設立)', 'after_mention', '{company}', null, 'in', 100, true, '佐藤が2019年に設立した'),
    ('founded', 'ja', '(創業者|共同創業者|創設者|ファウンダー)(は|：|:)?\s*$', 'before_mention', '{company}', null, 'in', 100, true, '創業者は佐藤'),
    ('invested_in', 'ja', '^[^。！？]{0,8}(が|は|から)[^。！？]{0,16}(出資|投資|リード)', 'after_mention', '{company}', null, 'in', 90, true, 'Northwindから出資を受けた'),
    ('invested_in', 'ja', '(株主|投資家|出資者)(は|：|:)?\s*$', 'before_mention', '{company}', null, 'in', 90, true, '主な株主はNorthwind'),
    ('advises', 'ja', '^[^。！？]{0,8}(が|は)[^。！？]{0,8}(顧問|アドバイザー)', 'after_mention', '{company}', null, 'in', 80, true, '山田が顧問を務める'),
    ('advises', 'ja', '(顧問|アドバイザー)(は|：|:)?\s*$', 'before_mention', '{company}', null, 'in', 80, true, '顧問は山田'),
    ('works_at', 'ja', '(CEO|CTO|COO|CFO|代表|代表取締役|社長|取締役|社員)(は|：|:)?\s*$', 'before_mention', '{company}', 'people/', 'in', 70, true, 'CEOは田中'),
    ('works_at', 'ja', '^[^。！？]{0,8}(が|は)[^。！？]{0,8}(CEO|CTO|COO|CFO|代表|社長|社員|エンジニア|として)', 'after_mention', '{company}', 'people/', 'in', 70, true, '田中がCTOを務める'),

    -- Chinese, as gbrain (person and fund pages)
    ('founded', 'zh', '(创立|创办|成立|创建|建立|开创|发起)(了|的)', 'context', '{person,fund}', null, 'out', 100, true, '他创立了公司'),
    ('invested_in', 'zh', '(投资|入股|融资|注资|参股)(了|的|了?于)', 'context', '{person,fund}', null, 'out', 90, true, '红杉投资了这家公司'),
    ('advises', 'zh', '(顾问|咨询|指导)', 'context', '{person,fund}', null, 'out', 80, true, ''),
    ('works_at', 'zh', '(任职|就职|担任|供职|在.{0,10}(工作|上班|负责))', 'context', '{person}', null, 'out', 70, true, ''),

    -- page-role priors: the whole person page says what the person does; only for company targets
    ('invested_in', 'en', '\m(partner (at|of)|venture partner|vc partner|invested early|investor (at|in)|portfolio|venture capital|early-stage investor|seed investor|fund [a-z]|invests across|backs companies)\M', 'page', '{person}', 'companies/', 'out', 60, true, 'a partner bio listing portfolio companies'),
    ('advises', 'en', '\m(full-time advisor|professional advisor|advises (multiple|several|various)|is an? ((security|technical|strategic|industry|product|senior) )?advisor|took on advisory roles|(her|his|their) advisory (work|role|engagement|portfolio)|serves as (an )?advisor)\M', 'page', '{person}', 'companies/', 'out', 55, true, 'a professional advisor'),
    ('works_at', 'en', '\m(is an? ((senior|staff|principal|lead|backend|frontend|full-stack|ml|data|security|devops|platform) )?engineer at|is an? ((senior|staff|principal|lead) )?(developer|designer|product manager|engineering manager|director|vp) (at|of)|holds? the (cto|ceo|cfo|coo|cmo|cro|vp) (role|position|seat|title) at|is the (cto|ceo|cfo|coo|cmo|cro) of|employee at|on the team at)\M', 'page', '{person}', 'companies/', 'out', 50, true, 'an engineer at a company'),
    ('works_at', 'en', '\mworks on\M.{0,30}\mat\M', 'page', '{person}', 'companies/', 'out', 50, true, ''),
    ('works_at', 'ja', '(に|で)(所属|勤務|在籍)', 'page', '{person}', 'companies/', 'out', 45, true, 'the page says the person works somewhere');

-- settings ------------------------------------------------------------------------------------------
insert into brain.config (key, value, description) values
    ('import.max_page_bytes', '5242880', 'Largest page (UTF-8 bytes of body and frontmatter) put_page and import accept.'),
    ('link_resolution.title_hints_only', 'true', 'Resolve names by title similarity only among pages under the field''s directory hints (when it has hints).');
