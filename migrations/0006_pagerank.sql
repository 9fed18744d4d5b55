-- depends: 0005_query_expansion
-- PageRank over the typed graph: brain.refresh_pagerank() computes it set-based into brain.page_ranks;
-- brain.search uses it in place of the inbound-count boost when search.pagerank is true.

create table brain.page_ranks (
    page_id     bigint primary key references brain.pages (id) on delete cascade,
    rank        double precision not null check (rank >= 0 and rank <= 1),
    score       double precision not null check (score >= 0),
    inbound     integer not null default 0 check (inbound >= 0),
    computed_at timestamptz not null default now()
);
comment on table brain.page_ranks is 'PageRank of every live page over the current edges of types that count for backlinks (not mentions), as of the last brain.refresh_pagerank(); pages written since have no row.';
comment on column brain.page_ranks.page_id is 'The page.';
comment on column brain.page_ranks.rank is 'PageRank: the probability of a random walk being on the page; the ranks of all live pages sum to 1.';
comment on column brain.page_ranks.score is 'rank x the number of live pages: 1 is an average page; the search boost reads this.';
comment on column brain.page_ranks.inbound is 'Distinct live pages linking to it by a counted edge (what the backlink boost counts, for comparison).';
comment on column brain.page_ranks.computed_at is 'When brain.refresh_pagerank() computed it.';

insert into brain.config (key, value, description) values
    ('pagerank.damping', '0.85', 'PageRank damping factor: the chance a random walk follows an edge rather than jumping anywhere.'),
    ('pagerank.max_iterations', '100', 'Most power iterations of brain.refresh_pagerank().'),
    ('pagerank.tolerance', '1e-6', 'brain.refresh_pagerank() stops when the ranks move less than this in total (L1).')
on conflict (key) do nothing;
update brain.config set description = 'Use PageRank (brain.refresh_pagerank) instead of the inbound-edge count as the authority boost of search: 1 + 0.05 ln(1 + score), score = rank x live pages.'
 where key = 'search.pagerank';
