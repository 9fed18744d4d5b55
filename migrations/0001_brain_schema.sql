-- The brain schema: every memory layer (pages, chunks, typed links, timeline, facts, takes,
-- code graph), brain-level config and the link rules tables. Functions live in sql/, not here.
-- Embeddings are vector(384), the dimension of the default model (multilingual-e5-small);
-- brain.config records model and dimension (docs/embeddings.md: how to move to another model).

create extension if not exists vector with schema public;
create extension if not exists pg_trgm with schema public;

create schema if not exists brain;
comment on schema brain is 'pgbrain: an agent memory (pages, typed knowledge graph, timeline, facts, takes, code graph, hybrid search) as SQL functions';

-- sources ---------------------------------------------------------------------------------------
create table brain.sources (
    id          text primary key
                constraint sources_id_format check (
                    id ~ '^[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?$' and id <> '__all__'),
    name        text not null unique check (length(btrim(name)) > 0),
    federated   boolean not null default true,
    trusted     boolean not null default true,
    local_path  text,
    config      jsonb not null default '{}' check (jsonb_typeof(config) = 'object'),
    archived_at timestamptz,
    created_at  timestamptz not null default now()
);
comment on table brain.sources is 'A brain holds pages from one or more sources (a notes folder, a repo, a team space); pages are unique per (source_id, slug).';
comment on column brain.sources.id is 'Short id: lower-case letters, digits and inner hyphens, 1-32 characters (the prefix of [[source-id:slug]] wikilinks); __all__ is reserved.';
comment on column brain.sources.name is 'Display name, unique.';
comment on column brain.sources.federated is 'true: the source joins default searches and traversals; false: only when named explicitly.';
comment on column brain.sources.trusted is 'true: writes into this source may auto-link and extract timelines (subject to the caller''s role); false: pages are stored without derived edges.';
comment on column brain.sources.local_path is 'Checkout directory for folder- or git-backed sources, if any.';
comment on column brain.sources.config is 'Open per-source settings (jsonb object).';
comment on column brain.sources.archived_at is 'When the source was archived; null while active.';

insert into brain.sources (id, name, federated, trusted) values ('default', 'default', true, true);

-- link vocabulary -------------------------------------------------------------------------------
create table brain.link_types (
    name                 text primary key check (name ~ '^[a-z][a-z0-9_]{0,63}$'),
    label                text not null,
    description          text not null,
    counts_for_backlinks boolean not null default true,
    builtin              boolean not null default false,
    created_at           timestamptz not null default now()
);
comment on table brain.link_types is 'The documented edge types. The vocabulary is open (links.link_type takes any snake_case name up to 64 characters); this registry describes the known ones and a DBA adds one with a plain INSERT.';
comment on column brain.link_types.name is 'Edge type, snake_case, at most 64 characters (works_at, invested_in, ...); also the Apache AGE edge label.';
comment on column brain.link_types.label is 'Display label (works at).';
comment on column brain.link_types.description is 'What an edge of this type asserts, subject -> object.';
comment on column brain.link_types.counts_for_backlinks is 'Whether inbound edges of this type count for the backlink boost in search (mentions do not).';
comment on column brain.link_types.builtin is 'true for types shipped with pgbrain.';

insert into brain.link_types (name, label, description, counts_for_backlinks, builtin) values
    ('mentions',          'mentions',          'the page refers to the target without a more specific relation', false, true),
    ('works_at',          'works at',          'person -> company or organisation they work at (or lead)', true, true),
    ('invested_in',       'invested in',       'investor (person, fund or company) -> company or deal they invested in', true, true),
    ('founded',           'founded',           'person -> company they founded or co-founded', true, true),
    ('advises',           'advises',           'person -> company they advise', true, true),
    ('attended',          'attended',          'person -> meeting or event they attended', true, true),
    ('yc_partner',        'YC partner of',     'partner -> company they are the YC partner of', true, true),
    ('led_round',         'led round of',      'investor -> deal whose round they led', true, true),
    ('discussed_in',      'discussed in',      'page -> source or media where it is discussed', true, true),
    ('source',            'source',            'page -> the source it was derived from', true, true),
    ('related_to',        'related to',        'page -> related page (see also)', true, true),
    ('cited',             'cites',             'page -> page it cites or quotes', true, true),
    ('image_of',          'image of',          'image page -> what the image shows', true, true),
    ('documents',         'documents',         'doc page -> code page it documents', true, true),
    ('documented_by',     'documented by',     'code page -> doc page that documents it', true, true),
    ('wikilink_basename', 'links to',          'page -> page a bare [[name]] wikilink resolved to by its basename', false, true);

-- pages -----------------------------------------------------------------------------------------
create table brain.pages (
    id                    bigint generated always as identity primary key,
    source_id             text not null default 'default' references brain.sources (id) on delete restrict,
    slug                  text not null
                          constraint pages_slug_format check (
                              length(slug) between 1 and 255
                              and slug = lower(slug)
                              -- no control, bidi, zero-width or other invisible format characters
                              and slug !~ '[[:cntrl:]\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]'
                              and slug !~ '(^/|/$|//|\\|(^|/)\.\.?(/|$))'),
    type                  text not null default 'concept' check (type ~ '^[a-z][a-z0-9_-]{0,62}$'),
    page_kind             text not null default 'markdown' check (page_kind in ('markdown', 'code', 'image')),
    title                 text not null check (length(btrim(title)) > 0),
    compiled_truth        text not null default '',
    timeline              text not null default '',
    frontmatter           jsonb not null default '{}' check (jsonb_typeof(frontmatter) = 'object'),
    emotional_weight      real not null default 0 check (emotional_weight >= 0 and emotional_weight <= 1),
    effective_date        timestamptz,
    effective_date_source text,
    content_hash          text not null check (content_hash ~ '^[0-9a-f]{64}$'),
    import_path           text,
    search_vector         tsvector,
    links_extracted_at    timestamptz,
    created_at            timestamptz not null default now(),
    updated_at            timestamptz not null default now(),
    deleted_at            timestamptz,
    constraint pages_source_slug_key unique (source_id, slug)
);
comment on table brain.pages is 'One markdown, code or image page per (source_id, slug): the unit of writing. Derived rows (chunks, links, timeline, takes) hang off it.';
comment on column brain.pages.source_id is 'Owning source; pages are unique per (source_id, slug).';
comment on column brain.pages.slug is 'Path-like id without extension, lower-case (people/alice-chen, companies/acme); no empty, . or .. segments, backslashes or control characters.';
comment on column brain.pages.type is 'Page type (person, company, meeting, concept, ...): frontmatter type, else inferred from the path.';
comment on column brain.pages.page_kind is 'markdown, code or image.';
comment on column brain.pages.title is 'Frontmatter title, else the first H1, else derived from the slug.';
comment on column brain.pages.compiled_truth is 'The current-state body: everything before the timeline separator.';
comment on column brain.pages.timeline is 'The append-only evidence part of the body: everything after the timeline separator.';
comment on column brain.pages.frontmatter is 'YAML frontmatter as a jsonb object.';
comment on column brain.pages.emotional_weight is 'Salience in [0, 1], used as a ranking boost.';
comment on column brain.pages.effective_date is 'When the page''s content is about (meeting date, publication date); drives recency boosts and date filters.';
comment on column brain.pages.effective_date_source is 'Where effective_date came from (frontmatter field, filename, timeline).';
comment on column brain.pages.content_hash is 'sha256 (hex) of the page''s canonical content; an unchanged hash makes a re-import a no-op.';
comment on column brain.pages.import_path is 'File path the page was imported from, relative to the import root.';
comment on column brain.pages.search_vector is 'Page-level full-text vector (title weight A, timeline weight C) for the title arm of search.';
comment on column brain.pages.links_extracted_at is 'When links were last derived from this page''s content.';
comment on column brain.pages.updated_at is 'Last change of content.';
comment on column brain.pages.deleted_at is 'Soft delete: set = hidden from reads (with its edges); rows survive for restore.';

create index pages_type_idx on brain.pages (type);
create index pages_title_trgm_idx on brain.pages using gin (title public.gin_trgm_ops);
create index pages_search_vector_idx on brain.pages using gin (search_vector);
create index pages_deleted_at_idx on brain.pages (deleted_at) where deleted_at is not null;
create index pages_effective_idx on brain.pages ((coalesce(effective_date, updated_at)));
create index pages_content_hash_idx on brain.pages (source_id, content_hash) where deleted_at is null;

-- chunks ----------------------------------------------------------------------------------------
create table brain.content_chunks (
    id                    bigint generated always as identity primary key,
    page_id               bigint not null references brain.pages (id) on delete cascade,
    chunk_index           integer not null check (chunk_index >= 0),
    chunk_text            text not null,
    chunk_source          text not null default 'compiled_truth'
                          check (chunk_source in ('compiled_truth', 'timeline', 'fenced_code', 'code', 'image_asset')),
    modality              text not null default 'text' check (modality in ('text', 'image')),
    language              text,
    symbol_name           text,
    symbol_type           text,
    symbol_name_qualified text,
    parent_symbol_path    text[],
    doc_comment           text,
    start_line            integer check (start_line >= 1),
    end_line              integer check (end_line >= 1),
    token_count           integer check (token_count >= 0),
    embedding             public.vector(384),
    embedding_model       text,
    embedded_text_hash    text,
    embedded_at           timestamptz,
    embedding_image       public.vector(1024),
    search_vector         tsvector generated always as (
                              setweight(to_tsvector('english'::regconfig, coalesce(doc_comment, '')), 'A')
                              || setweight(to_tsvector('english'::regconfig, coalesce(symbol_name_qualified, '')), 'A')
                              || setweight(to_tsvector('english'::regconfig, chunk_text), 'B')) stored,
    created_at            timestamptz not null default now(),
    constraint content_chunks_page_chunk_key unique (page_id, chunk_index),
    constraint content_chunks_lines check (start_line is null or end_line is null or start_line <= end_line)
);
comment on table brain.content_chunks is 'Searchable pieces of a page (about 300 words of prose, or one code symbol), with their embedding and full-text vector; replaced whenever the page changes.';
comment on column brain.content_chunks.page_id is 'The page this chunk belongs to.';
comment on column brain.content_chunks.chunk_index is 'Order of the chunk within its page, from 0.';
comment on column brain.content_chunks.chunk_text is 'The chunk''s text as embedded and indexed.';
comment on column brain.content_chunks.chunk_source is 'Which part of the page it came from: compiled_truth, timeline, fenced_code (a code block in markdown), code (a code page symbol) or image_asset.';
comment on column brain.content_chunks.modality is 'text or image.';
comment on column brain.content_chunks.language is 'Programming language of a code chunk (python, typescript, go, rust, ...); null for prose.';
comment on column brain.content_chunks.symbol_name is 'Code chunks: the symbol''s bare name (parse).';
comment on column brain.content_chunks.symbol_type is 'Code chunks: function, method, class, ...';
comment on column brain.content_chunks.symbol_name_qualified is 'Code chunks: the fully qualified name (pkg.module.Class.method), the key of code edges.';
comment on column brain.content_chunks.parent_symbol_path is 'Code chunks: enclosing symbols, outermost first.';
comment on column brain.content_chunks.doc_comment is 'Code chunks: the symbol''s doc comment (weighted A in full-text search).';
comment on column brain.content_chunks.start_line is 'First line (1-based) of the chunk in its file, for code chunks.';
comment on column brain.content_chunks.end_line is 'Last line (1-based, inclusive).';
comment on column brain.content_chunks.token_count is 'Approximate token count of chunk_text, for context budgets.';
comment on column brain.content_chunks.embedding is 'Text embedding, vector(384) for the default model; null until brain.put_embeddings writes it.';
comment on column brain.content_chunks.embedding_model is 'Model that produced the embedding (must match config embedding_model).';
comment on column brain.content_chunks.embedded_text_hash is 'sha256 of the text that was embedded: a chunk whose text is unchanged is not re-embedded.';
comment on column brain.content_chunks.embedded_at is 'When the embedding was written.';
comment on column brain.content_chunks.embedding_image is 'Image embedding (1024 dimensions) for image chunks.';
comment on column brain.content_chunks.search_vector is 'Generated: doc_comment and qualified symbol (weight A) and chunk text (weight B), english configuration.';

create index content_chunks_embedding_idx on brain.content_chunks using hnsw (embedding public.vector_cosine_ops);
create index content_chunks_embedding_image_idx on brain.content_chunks using hnsw (embedding_image public.vector_cosine_ops);
create index content_chunks_search_vector_idx on brain.content_chunks using gin (search_vector);
create index content_chunks_stale_idx on brain.content_chunks (page_id) where embedding is null;
create index content_chunks_symbol_idx on brain.content_chunks (symbol_name) where symbol_name is not null;
create index content_chunks_symbol_qualified_idx on brain.content_chunks (symbol_name_qualified) where symbol_name_qualified is not null;

-- links -----------------------------------------------------------------------------------------
create table brain.links (
    id              bigint generated always as identity primary key,
    from_page_id    bigint not null references brain.pages (id) on delete cascade,
    to_page_id      bigint not null references brain.pages (id) on delete cascade,
    link_type       text not null check (link_type ~ '^[a-z][a-z0-9_]{0,63}$'),
    context         text not null default '',
    link_source     text not null default 'manual'
                    check (link_source ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$' and length(link_source) <= 64),
    origin_page_id  bigint references brain.pages (id) on delete cascade,
    origin_field    text,
    resolution_type text check (resolution_type in ('exact', 'basename', 'title', 'qualified', 'alias', 'manual')),
    valid_from      timestamptz not null default now(),
    valid_to        timestamptz,
    constraint links_validity check (valid_to is null or valid_to >= valid_from)
);
comment on table brain.links is 'Typed, directed edges between pages with provenance. Edges are retired (valid_to set), never erased, when their author stops asserting them; current edges have valid_to null.';
comment on column brain.links.from_page_id is 'Subject page (people/alice in alice --works_at--> acme).';
comment on column brain.links.to_page_id is 'Object page.';
comment on column brain.links.link_type is 'Edge type: any snake_case name up to 64 characters; brain.link_types documents the known ones.';
comment on column brain.links.context is 'Text around the reference (about 240 characters, sentence-bounded for CJK) or frontmatter.<field>: <value>.';
comment on column brain.links.link_source is 'Provenance: markdown (body reference), frontmatter, wikilink-resolved, mentions, manual, or a custom kebab-case tag.';
comment on column brain.links.origin_page_id is 'The page whose content asserts the edge; reconciliation of that page owns it. Null for manual edges.';
comment on column brain.links.origin_field is 'Frontmatter key that asserts the edge (investors, key_people, ...) or compiled_truth / timeline for body references.';
comment on column brain.links.resolution_type is 'How the target was resolved: exact slug, basename with a directory hint, title similarity, qualified [[source:slug]], alias, or manual.';
comment on column brain.links.valid_from is 'When the edge was first asserted.';
comment on column brain.links.valid_to is 'When it was retired; null = current. Readers see current edges unless they ask as_of a time.';

-- one current edge per provenance (an edge may be asserted by several pages at once)
create unique index links_current_key on brain.links
    (from_page_id, to_page_id, link_type, link_source, origin_page_id) nulls not distinct
    where valid_to is null;
-- traversal out / in over current edges
create index links_out_idx on brain.links (from_page_id, link_type, to_page_id) where valid_to is null;
create index links_in_idx on brain.links (to_page_id, link_type, from_page_id) where valid_to is null;
-- foreign keys and history (as_of reads)
create index links_from_page_id_idx on brain.links (from_page_id, valid_from);
create index links_to_page_id_idx on brain.links (to_page_id, valid_from);
create index links_origin_page_id_idx on brain.links (origin_page_id);
create index links_link_type_idx on brain.links (link_type);

-- timeline --------------------------------------------------------------------------------------
create table brain.timeline_entries (
    id            bigint generated always as identity primary key,
    page_id       bigint not null references brain.pages (id) on delete cascade,
    date          date not null,
    source        text not null default '',
    summary       text not null check (length(btrim(summary)) > 0),
    detail        text not null default '',
    event_page_id bigint references brain.pages (id) on delete set null,
    origin        text not null default 'manual' check (origin in ('page', 'manual')),
    created_at    timestamptz not null default now()
);
comment on table brain.timeline_entries is 'Dated events extracted from a page''s timeline (- 2024-03-01: summary); idempotent per (page, date, summary, source).';
comment on column brain.timeline_entries.page_id is 'Page whose timeline holds the entry.';
comment on column brain.timeline_entries.date is 'Date of the event.';
comment on column brain.timeline_entries.source is 'Where the entry came from (markdown, a meeting, an import); part of the dedup key.';
comment on column brain.timeline_entries.summary is 'One-line summary of the event.';
comment on column brain.timeline_entries.detail is 'Optional longer text.';
comment on column brain.timeline_entries.event_page_id is 'Optional page describing the event (a meeting page).';
comment on column brain.timeline_entries.origin is 'page: extracted from the page''s timeline, replaced on every write of the page; manual: added with brain.add_timeline_entry.';

create unique index timeline_entries_dedup_key on brain.timeline_entries (page_id, date, md5(summary), source);
create index timeline_entries_date_idx on brain.timeline_entries (date);
create index timeline_entries_event_page_idx on brain.timeline_entries (event_page_id) where event_page_id is not null;

-- facts -----------------------------------------------------------------------------------------
create table brain.facts (
    id             bigint generated always as identity primary key,
    source_id      text not null default 'default' references brain.sources (id) on delete restrict,
    page_id        bigint references brain.pages (id) on delete set null,
    origin_page_id bigint references brain.pages (id) on delete cascade,
    row_num        integer check (row_num >= 1),
    entity_slug    text,
    fact           text not null check (length(btrim(fact)) > 0),
    kind           text not null default 'fact' check (kind in ('event', 'preference', 'commitment', 'belief', 'fact')),
    visibility     text not null default 'private' check (visibility in ('private', 'world')),
    notability     text not null default 'medium' check (notability in ('high', 'medium', 'low')),
    context        text not null default '',
    confidence     real not null default 1 check (confidence >= 0 and confidence <= 1),
    valid_from     timestamptz not null default now(),
    valid_to       timestamptz,
    superseded_by  bigint references brain.facts (id) on delete set null,
    provenance     text not null default 'manual',
    session_id     text,
    embedding      public.vector(384),
    created_at     timestamptz not null default now(),
    constraint facts_validity check (valid_to is null or valid_to >= valid_from),
    constraint facts_not_self_superseded check (superseded_by is null or superseded_by <> id)
);
comment on table brain.facts is 'Atomic statements about an entity with a validity interval; a newer fact supersedes an older one instead of overwriting it.';
comment on column brain.facts.source_id is 'Source the fact belongs to.';
comment on column brain.facts.page_id is 'Entity page the fact is about, when resolved.';
comment on column brain.facts.origin_page_id is 'Page whose markdown (## Facts section) asserts the fact, if any; that page''s reconciliation owns it.';
comment on column brain.facts.row_num is 'Row of the fact in its origin page''s facts section.';
comment on column brain.facts.entity_slug is 'Slug of the entity as written, kept even when no page exists yet.';
comment on column brain.facts.fact is 'The statement.';
comment on column brain.facts.kind is 'event, preference, commitment, belief or fact.';
comment on column brain.facts.visibility is 'private (this brain only) or world (shareable).';
comment on column brain.facts.notability is 'high, medium or low.';
comment on column brain.facts.context is 'Where or how the fact was stated (a sentence, a conversation).';
comment on column brain.facts.confidence is 'Confidence in [0, 1].';
comment on column brain.facts.valid_from is 'From when the fact holds.';
comment on column brain.facts.valid_to is 'Until when it held; null = still holds.';
comment on column brain.facts.superseded_by is 'The fact that replaced this one.';
comment on column brain.facts.provenance is 'Who wrote it: manual, cli, mcp:put_page, markdown, ...';
comment on column brain.facts.session_id is 'Agent session that recorded it, if any.';
comment on column brain.facts.embedding is 'Embedding of the fact text (same model as chunks).';

create index facts_source_id_idx on brain.facts (source_id);
create index facts_page_id_idx on brain.facts (page_id);
create unique index facts_origin_row_key on brain.facts (origin_page_id, row_num) where origin_page_id is not null and row_num is not null and valid_to is null;
create index facts_origin_page_id_idx on brain.facts (origin_page_id);
create index facts_superseded_by_idx on brain.facts (superseded_by) where superseded_by is not null;
create index facts_entity_slug_idx on brain.facts (entity_slug) where entity_slug is not null;
create index facts_current_idx on brain.facts (page_id) where valid_to is null;
create index facts_embedding_idx on brain.facts using hnsw (embedding public.vector_cosine_ops);

-- takes -----------------------------------------------------------------------------------------
create table brain.takes (
    id               bigint generated always as identity primary key,
    page_id          bigint not null references brain.pages (id) on delete cascade,
    row_num          integer not null check (row_num >= 1),
    claim            text not null check (length(btrim(claim)) > 0),
    kind             text not null default 'take' check (kind in ('fact', 'take', 'bet', 'hunch')),
    holder           text not null default '',
    weight           real not null default 0.5 check (weight >= 0 and weight <= 1),
    since            text check (since ~ '^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$'),
    until            text check (until ~ '^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$'),
    source           text not null default '',
    origin           text not null default 'manual' check (origin in ('page', 'manual')),
    active           boolean not null default true,
    superseded_by    bigint references brain.takes (id) on delete set null,
    resolved_at      timestamptz,
    resolved_quality text check (resolved_quality in ('correct', 'incorrect', 'partial', 'unresolvable')),
    resolved_value   text,
    resolved_unit    text,
    resolved_by      text,
    embedding        public.vector(384),
    created_at       timestamptz not null default now(),
    updated_at       timestamptz not null default now(),
    constraint takes_page_row_key unique (page_id, origin, row_num),
    constraint takes_resolution check ((resolved_at is null) = (resolved_quality is null)),
    -- partial dates compare as periods: since = the period's first day, until = its last
    constraint takes_period check (since is null or until is null
        or (case length(since) when 4 then since || '-01-01' when 7 then since || '-01' else since end)
           <= (case length(until) when 4 then until || '-12-31' when 7 then until || '-31' else until end))
);
comment on table brain.takes is 'Views held by someone, one per row of a page''s takes table: facts, takes, bets and hunches with a weight, a period and, later, a resolution.';
comment on column brain.takes.page_id is 'Page whose takes table holds the row.';
comment on column brain.takes.row_num is 'Row number (1-based) within the page''s takes table (origin page) or among the takes added by hand (origin manual).';
comment on column brain.takes.origin is 'page: a row of the page''s ## Takes section, replaced on every write of the page; manual: added with brain.add_take.';
comment on column brain.takes.claim is 'The claim.';
comment on column brain.takes.kind is 'fact, take, bet or hunch.';
comment on column brain.takes.holder is 'Who holds the view (a person slug or name; empty = the brain''s owner).';
comment on column brain.takes.weight is 'Conviction in [0, 1].';
comment on column brain.takes.since is 'Held since (YYYY, YYYY-MM or YYYY-MM-DD).';
comment on column brain.takes.until is 'Held until (same formats); null = still held.';
comment on column brain.takes.source is 'Where the claim comes from.';
comment on column brain.takes.active is 'false once retracted or superseded.';
comment on column brain.takes.superseded_by is 'The take that replaced this one.';
comment on column brain.takes.resolved_at is 'When a bet or hunch was resolved (together with resolved_quality).';
comment on column brain.takes.resolved_quality is 'correct, incorrect, partial or unresolvable.';
comment on column brain.takes.resolved_value is 'Observed value at resolution, if numeric.';
comment on column brain.takes.resolved_unit is 'Unit of resolved_value.';
comment on column brain.takes.resolved_by is 'Who or what resolved it.';
comment on column brain.takes.embedding is 'Embedding of the claim (same model as chunks).';

create index takes_superseded_by_idx on brain.takes (superseded_by) where superseded_by is not null;
create index takes_holder_idx on brain.takes (holder);
create index takes_embedding_idx on brain.takes using hnsw (embedding public.vector_cosine_ops);

-- code graph ------------------------------------------------------------------------------------
create table brain.code_edges_chunk (
    id                    bigint generated always as identity primary key,
    from_chunk_id         bigint not null references brain.content_chunks (id) on delete cascade,
    to_chunk_id           bigint not null references brain.content_chunks (id) on delete cascade,
    from_symbol_qualified text not null,
    to_symbol_qualified   text not null,
    edge_type             text not null check (edge_type ~ '^[a-z][a-z_]{0,31}$'),
    edge_metadata         jsonb not null default '{}' check (jsonb_typeof(edge_metadata) = 'object'),
    source_id             text not null default 'default' references brain.sources (id) on delete cascade,
    created_at            timestamptz not null default now(),
    constraint code_edges_chunk_key unique (from_chunk_id, to_chunk_id, edge_type)
);
comment on table brain.code_edges_chunk is 'Resolved code edges: a call, import or reference from one symbol chunk to another chunk that exists.';
comment on column brain.code_edges_chunk.from_chunk_id is 'Chunk of the calling / referring symbol.';
comment on column brain.code_edges_chunk.to_chunk_id is 'Chunk of the target symbol.';
comment on column brain.code_edges_chunk.from_symbol_qualified is 'Qualified name of the source symbol.';
comment on column brain.code_edges_chunk.to_symbol_qualified is 'Qualified name of the target symbol.';
comment on column brain.code_edges_chunk.edge_type is 'calls, imports, references, extends, ...';
comment on column brain.code_edges_chunk.edge_metadata is 'Open details (line of the call site, ...).';
comment on column brain.code_edges_chunk.source_id is 'Source of the edge''s pages.';

create index code_edges_chunk_to_idx on brain.code_edges_chunk (to_chunk_id, edge_type);
create index code_edges_chunk_from_idx on brain.code_edges_chunk (from_chunk_id, edge_type);
create index code_edges_chunk_to_symbol_idx on brain.code_edges_chunk (to_symbol_qualified, edge_type);
create index code_edges_chunk_from_symbol_idx on brain.code_edges_chunk (from_symbol_qualified);
create index code_edges_chunk_source_idx on brain.code_edges_chunk (source_id);

create table brain.code_edges_symbol (
    id                    bigint generated always as identity primary key,
    from_chunk_id         bigint not null references brain.content_chunks (id) on delete cascade,
    from_symbol_qualified text not null,
    to_symbol_qualified   text not null,
    edge_type             text not null check (edge_type ~ '^[a-z][a-z_]{0,31}$'),
    edge_metadata         jsonb not null default '{}' check (jsonb_typeof(edge_metadata) = 'object'),
    source_id             text not null default 'default' references brain.sources (id) on delete cascade,
    created_at            timestamptz not null default now(),
    constraint code_edges_symbol_key unique (from_chunk_id, to_symbol_qualified, edge_type)
);
comment on table brain.code_edges_symbol is 'Code edges by target name: every extracted call, import or reference, resolved into code_edges_chunk once the target''s chunk exists.';
comment on column brain.code_edges_symbol.from_chunk_id is 'Chunk of the calling / referring symbol.';
comment on column brain.code_edges_symbol.from_symbol_qualified is 'Qualified name of the source symbol.';
comment on column brain.code_edges_symbol.to_symbol_qualified is 'Qualified (or bare) name of the target as written in the code.';
comment on column brain.code_edges_symbol.edge_type is 'calls, imports, references, extends, ...';
comment on column brain.code_edges_symbol.edge_metadata is 'Open details (line of the call site, resolver notes).';
comment on column brain.code_edges_symbol.source_id is 'Source of the edge''s page.';

create index code_edges_symbol_from_idx on brain.code_edges_symbol (from_chunk_id, edge_type);
create index code_edges_symbol_to_symbol_idx on brain.code_edges_symbol (to_symbol_qualified, edge_type);
create index code_edges_symbol_from_symbol_idx on brain.code_edges_symbol (from_symbol_qualified);
create index code_edges_symbol_source_idx on brain.code_edges_symbol (source_id, to_symbol_qualified);

-- config ----------------------------------------------------------------------------------------
create table brain.config (
    key         text primary key check (key ~ '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$'),
    value       jsonb not null,
    description text not null default '',
    updated_at  timestamptz not null default now()
);
comment on table brain.config is 'Brain-level settings, one jsonb value per dotted key; read and written through brain.get_config / brain.set_config.';
comment on column brain.config.key is 'Dotted lower-case key (auto_link, embedding.model, search.pagerank).';
comment on column brain.config.value is 'The setting as jsonb (true, 384, "multilingual-e5-small", ...).';
comment on column brain.config.description is 'What the setting does.';

insert into brain.config (key, value, description) values
    ('embedding.model', '"multilingual-e5-small"', 'Embedding model whose vectors are stored; changing it means re-embedding every chunk.'),
    ('embedding.dimensions', '384', 'Dimension of stored embeddings; must match the vector(N) columns.'),
    ('auto_link', 'true', 'Derive typed edges from page content on every trusted write.'),
    ('auto_timeline', 'true', 'Extract timeline entries from page content on every trusted write.'),
    ('link_resolution.global_basename', 'false', 'Resolve an unqualified name by a unique basename anywhere in the source when directory hints fail.'),
    ('link_resolution.title_similarity', '0.55', 'Minimum pg_trgm similarity for resolving a name to a page by its title.'),
    ('graph.age_sync', 'false', 'Keep the Apache AGE graph in sync on every write (needs the age extension).'),
    ('search.pagerank', 'false', 'Use PageRank (brain.refresh_pagerank) as a search boost.');

-- link rules (data, extended by DBAs with plain INSERTs) -----------------------------------------
create table brain.entity_dirs (
    dir         text primary key check (dir ~ '^[a-z0-9][a-z0-9_-]*(/[a-z0-9][a-z0-9_-]*)*$'),
    page_type   text not null check (page_type ~ '^[a-z][a-z0-9_-]{0,62}$'),
    description text not null default ''
);
comment on table brain.entity_dirs is 'Whitelist of entity directories: a bare slug in prose (people/alice) becomes a link candidate only under one of these; also the page type of pages stored there.';
comment on column brain.entity_dirs.dir is 'Top-level slug directory (people, companies, meetings, ...).';
comment on column brain.entity_dirs.page_type is 'Page type of entities in this directory.';
comment on column brain.entity_dirs.description is 'What lives in the directory.';

create table brain.link_rules (
    id            bigint generated always as identity primary key,
    link_type     text not null references brain.link_types (name) on update cascade on delete cascade,
    language      text not null check (language in ('en', 'ja', 'zh', 'any')),
    pattern       text not null check (length(pattern) > 0 and ('' ~* pattern) is not null),
    scope         text not null default 'context' check (scope in ('context', 'after_mention', 'before_mention', 'page')),
    page_types    text[],
    target_prefix text,
    direction     text not null default 'out' check (direction in ('out', 'in')),
    priority      integer not null check (priority between 0 and 1000),
    enabled       boolean not null default true,
    builtin       boolean not null default false,
    note          text not null default ''
);
comment on table brain.link_rules is 'Link-type inference phrases: a case-insensitive regex tested on the context of a reference (scope context) or the whole page (scope page, the page-role prior); the enabled rule with the highest priority wins, else mentions.';
comment on column brain.link_rules.link_type is 'Type given to the edge when the rule fires.';
comment on column brain.link_rules.language is 'Language of the phrase: en, ja, zh or any.';
comment on column brain.link_rules.pattern is 'PostgreSQL regular expression (ARE), matched case-insensitively; validated on insert.';
comment on column brain.link_rules.scope is 'Text the pattern is matched against: context (the ~240 characters around the reference, or its sentence in CJK text), after_mention / before_mention (the part of the context after / before the reference itself: Japanese particle patterns anchor here), page (the whole page: role priors).';
comment on column brain.link_rules.builtin is 'true for rules shipped with pgbrain (migrations may update them); a DBA''s rules have false.';
comment on column brain.link_rules.page_types is 'Page types the rule applies on (person, company, ...); null = any page.';
comment on column brain.link_rules.target_prefix is 'Only for targets whose slug starts with this (companies/); null = any target.';
comment on column brain.link_rules.direction is 'out: page -> target (a person page saying "works at [[acme]]"); in: target -> page (a company page saying "founded by [[alice]]").';
comment on column brain.link_rules.priority is 'Higher wins: founded > invested_in > advises > works_at > page-role prior > mentions.';
comment on column brain.link_rules.enabled is 'false switches the rule off without deleting it.';
comment on column brain.link_rules.note is 'Why the rule exists, an example sentence.';

create index link_rules_link_type_idx on brain.link_rules (link_type);
create index link_rules_priority_idx on brain.link_rules (priority desc) where enabled;

create table brain.frontmatter_links (
    field     text not null check (field ~ '^[A-Za-z_][A-Za-z0-9_-]*$'),
    page_type text not null default '*' check (page_type = '*' or page_type ~ '^[a-z][a-z0-9_-]{0,62}$'),
    link_type text not null references brain.link_types (name) on update cascade on delete cascade,
    direction text not null check (direction in ('out', 'in')),
    dir_hints text[] not null default '{}',
    note      text not null default '',
    primary key (field, page_type)
);
comment on table brain.frontmatter_links is 'Frontmatter field map: a value of field on a page of page_type (* = any) becomes an edge of link_type, out (page -> value) or in (value -> page), resolved with dir_hints.';
comment on column brain.frontmatter_links.field is 'Frontmatter key (company, investors, attendees, ...).';
comment on column brain.frontmatter_links.page_type is 'Page type the mapping applies to; * = every type (a type-specific row wins).';
comment on column brain.frontmatter_links.link_type is 'Type of the resulting edge.';
comment on column brain.frontmatter_links.direction is 'out: page -> value (a person''s company: works_at); in: value -> page (a company''s investors: invested_in).';
comment on column brain.frontmatter_links.note is 'Why the mapping exists, an example.';
comment on column brain.frontmatter_links.dir_hints is 'Directories tried in order when resolving a name (companies, funds, people): Startup X -> companies/startup-x.';

create index frontmatter_links_link_type_idx on brain.frontmatter_links (link_type);

-- views -----------------------------------------------------------------------------------------
create view brain.page_links as
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
       l.id             as link_id
  from brain.links l
  join brain.pages f on f.id = l.from_page_id and f.deleted_at is null
  join brain.pages t on t.id = l.to_page_id and t.deleted_at is null
  left join brain.pages o on o.id = l.origin_page_id
 where l.valid_to is null;
comment on view brain.page_links is 'Current edges (valid_to null) between live pages, with slugs and sources instead of ids.';
