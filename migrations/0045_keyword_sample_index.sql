-- depends: 0044_title_prefix_index
-- The keyword and title arms' candidates on a large brain (issue 22). A GIN bitmap scan reads each filter word's whole
-- posting list before the candidate cap (search.keyword_candidates, 500) applies: at a million pages a two-word
-- query found in 33,000 chunks spent 18 ms in the index to rank 500 of them. A sixteenth of the pages
-- (page_id % 16 = 0) has its own GIN index, a sixteenth as large, and brain._search_arms looks there first: when
-- the sample holds the cap those are the candidates, else every page is searched as before.
create index content_chunks_search_sample_idx on brain.content_chunks using gin (search_vector)
    where (page_id % 16) = 0;
comment on index brain.content_chunks_search_sample_idx is
    'The chunks of a sixteenth of the pages by their words: the keyword arm''s candidates on a large brain (brain._search_arms).';
-- The title arm the same way, over the pages' own words (titles and timelines).
create index pages_search_sample_idx on brain.pages using gin (search_vector) where (id % 16) = 0;
comment on index brain.pages_search_sample_idx is
    'The titles and timelines of a sixteenth of the pages by their words: the title arm''s candidates on a large brain (brain._search_arms).';
