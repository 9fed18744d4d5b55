-- depends: 0016_json_depth
-- Reliability (issue 16): title similarity links names whose numbers agree (Pat 17 is not Pat 1). The numbers of a
-- title, indexed: a reference with numbers finds its few candidates through this index instead of rechecking the
-- hundreds of titles the trigram index returns for short names such as Co 1234.
create index pages_title_numbers_idx on brain.pages
    (source_id, (btrim(regexp_replace(title, '[^[:digit:]]+', ' ', 'g'))))
    where deleted_at is null and trusted_since is not null;
comment on index brain.pages_title_numbers_idx is
    'The numbers in a live trusted page''s title (Co 1234 -> 1234): candidates of the title-similarity step of link resolution for names with numbers.';
