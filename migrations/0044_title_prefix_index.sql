-- depends: 0043_page_batches
-- Titles a span of a question starts, by an index whose cost does not grow with the brain (issue 22). The question
-- planner's closest-title fallback ("lumen orbit investors": no page is named Lumen Orbit, so the title it is the
-- start of, Lumen Orbit Labs) found those titles through the trigram index of page titles, which hands every title
-- holding the span's trigrams to a recheck: 850 titles a span at 100,000 pages, 8,500 at a million. The names of
-- page_names in code point order (collation "C", whatever the database's collation) make it a range scan:
-- name_norm >= 'lumen orbit ' and name_norm < 'lumen orbit!'.
create index page_names_title_prefix_idx on brain.page_names ((name_norm collate "C"), source_id)
    where how = 'title';
comment on index brain.page_names_title_prefix_idx is
    'Titles by their normalised name in code point order: the question planner''s prefix lookup of a span (brain._plan_question).';
