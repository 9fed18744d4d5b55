-- brain._prepare_page(...): one page's arguments checked and normalised for brain._write_pages, before anything is
-- written; every refusal of brain.put_page and brain.put_pages is raised here (the caller has checked the source).
create or replace function brain._prepare_page(
    slug             text,
    title            text,
    type             text,
    compiled_truth   text,
    timeline         text,
    frontmatter      jsonb,
    candidates       jsonb,
    chunks           jsonb,
    timeline_entries jsonb,
    takes            jsonb,
    facts            jsonb,
    import_path      text,
    file_hash        text,
    src              text,
    auto_link        boolean,
    defer_links      boolean,
    ord              integer default 1,
    settings         jsonb default null
)
returns brain.page_write
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _w    brain.page_write;
    _over record;
    _look record;
    _may  boolean;
    _max  bigint;
    _size bigint;
    _trusted boolean;
    _set  jsonb := coalesce(settings, brain._page_settings(src));
begin
    _w.ord := ord;
    _w.frontmatter := coalesce(frontmatter, '{}');
    _w.compiled_truth := coalesce(compiled_truth, '');
    _w.timeline := coalesce(timeline, '');
    _w.slug := brain.check_slug(slug);
    -- look-alike slugs (brain._slug_problem): a page stored under the slug is written as it is; a new page goes
    -- under the NFKC-folded form (ｐｅｏｐｌｅ/alice -> people/alice), and is refused when its slug ends in .md or in a
    -- dot, or a segment mixes scripts (companies/аcme with a Cyrillic а)
    if not exists (select 1 from brain.pages p where p.source_id = src and p.slug = _w.slug) then
        select * into _look from brain._slug_problem(_w.slug);
        if _look.folds_only then
            _w.slug := brain.check_slug(_look.normal_form);
            raise notice 'page % is written as %', quote_literal(slug), quote_literal(_w.slug)
                using detail = _look.problem;
        elsif _look.problem is not null then
            raise exception 'invalid slug %', quote_literal(left(_w.slug, 300))
                using errcode = '22023', detail = format('a new page''s slug is refused because %s', _look.problem),
                      -- (format() turns a null into '', so the null case is spelt out)
                      hint = case when _look.normal_form is not null then format('write it as %s', _look.normal_form)
                                  else 'the letters of a segment are of one script (Latin may go with Han and kana, '
                                       'with Han and Bopomofo, or with Han and Hangul)' end;
        end if;
    end if;
    if auto_link is null or defer_links is null then
        raise exception 'auto_link and defer_links must not be null' using errcode = '22004',
              hint = 'true or false (auto_link defaults to true, defer_links to false)';
    end if;
    -- the trust boundary: a caller without the auto-link right (brain_auto_link, brain_admin, or an allow-listed slug
    -- prefix) stores the page without derived edges or timeline, whatever it passed as auto_link
    _may := (_set ->> 'role_auto_link')::boolean or brain._may_auto_link(_w.slug);
    _w.auto_link := auto_link and _may;
    _w.auto_link_skipped := case when not auto_link then 'argument' when not _w.auto_link then 'role' end;
    if file_hash is not null and file_hash !~ '^[0-9a-f]{64}$' then
        raise exception 'file_hash must be a sha256 in hex' using errcode = '22023',
              detail = format('got %L', left(file_hash, 100)), hint = 'or null';
    end if;
    if jsonb_typeof(_w.frontmatter) <> 'object' then
        raise exception 'frontmatter must be a JSON object'
            using errcode = '22023', detail = format('got a %s', jsonb_typeof(_w.frontmatter)),
                  hint = 'YAML frontmatter is a mapping: key: value lines between --- lines';
    end if;
    if candidates is not null and jsonb_typeof(candidates) <> 'array' then
        raise exception 'candidates must be a JSON array' using errcode = '22023',
              hint = 'pass null to keep the stored body references, [] to clear them';
    end if;
    if jsonb_typeof(coalesce(chunks, '[]')) <> 'array'
       or jsonb_typeof(coalesce(timeline_entries, '[]')) <> 'array'
       or jsonb_typeof(coalesce(takes, '[]')) <> 'array'
       or jsonb_typeof(coalesce(facts, '[]')) <> 'array' then
        raise exception 'chunks, timeline_entries, takes and facts must be JSON arrays'
            using errcode = '22023', hint = 'pass null (or omit them) when there are none';
    end if;
    -- (an empty array nests nothing)
    perform brain._check_json_depth(_w.frontmatter, 'the frontmatter', (_set ->> 'max_json_depth')::integer),
            brain._check_json_depth(nullif(takes, '[]'), 'takes', (_set ->> 'max_json_depth')::integer),
            brain._check_json_depth(nullif(facts, '[]'), 'facts', (_set ->> 'max_json_depth')::integer);
    -- a cap on what one page may carry, so that one input cannot cost unbounded time
    select x.what, x.n, x.cap, x.key into _over
      from (values ('references', jsonb_array_length(coalesce(candidates, '[]')), 'import.max_page_references',
                    (_set ->> 'max_page_references')::integer),
                   ('timeline entries', jsonb_array_length(coalesce(timeline_entries, '[]')),
                    'import.max_timeline_entries', (_set ->> 'max_timeline_entries')::integer)) x(what, n, key, cap)
     where x.n > x.cap
     limit 1;
    if _over.what is not null then
        raise exception 'page % has too many %', quote_literal(_w.slug), _over.what
            using errcode = '54000', detail = format('%s %s; the limit is %s (config %s)', _over.n, _over.what, _over.cap, _over.key),
                  hint = format('split the page, or raise the limit: select * from brain.set_config(key => %L, value => %L);',
                                _over.key, (_over.cap * 2)::text);
    end if;
    if jsonb_array_length(coalesce(takes, '[]')) + jsonb_array_length(coalesce(facts, '[]')) > 0 then
        perform brain._check_page_rows(takes, facts);
    end if;
    _max := (_set ->> 'max_page_bytes')::bigint;
    _size := octet_length(_w.compiled_truth) + octet_length(_w.timeline) + octet_length(_w.frontmatter::text);
    if _size > _max then
        raise exception 'page % is too large', quote_literal(_w.slug)
            using errcode = '54000', detail = format('%s bytes; the limit is %s', _size, _max),
                  hint = 'split the page, or raise the limit: select * from brain.set_config(key => ''import.max_page_bytes'', value => ''20971520'');';
    end if;

    _w.title := coalesce(nullif(btrim(title), ''),
                         nullif(btrim(case jsonb_typeof(_w.frontmatter -> 'title') when 'string'
                                           then _w.frontmatter ->> 'title' end), ''),
                         brain.title_from_slug(_w.slug));
    -- (a title is indexed: a long one would fail deep in the insert with an index-row-size error)
    perform brain._check_length(_w.title, format('the title of page %L', _w.slug), 500);
    _w.type := lower(coalesce(nullif(btrim(type), ''),
                              nullif(btrim(case jsonb_typeof(_w.frontmatter -> 'type') when 'string'
                                                then _w.frontmatter ->> 'type' end), ''),
                              brain.type_from_slug(_w.slug)));
    if _w.type !~ '^[a-z][a-z0-9_-]{0,62}$' then
        raise exception 'invalid page type %', quote_literal(left(_w.type, 100))
            using errcode = '22023', detail = 'a type is a lower-case word (letters, digits, - and _), at most 63 characters',
                  hint = 'e.g. person, company, meeting, concept';
    end if;
    -- the shape of chunks and references (the writers that store them check nothing)
    if exists (select 1 from jsonb_array_elements(coalesce(chunks, '[]')) e
                where jsonb_typeof(e) <> 'object' or jsonb_typeof(e -> 'chunk_text') <> 'string'
                   or not pg_input_is_valid(coalesce(e ->> 'token_count', '0'), 'integer')
                   or not pg_input_is_valid(coalesce(e ->> 'start_line', '0'), 'integer')
                   or not pg_input_is_valid(coalesce(e ->> 'end_line', '0'), 'integer')) then
        raise exception 'every chunk needs a chunk_text string (and whole numbers as token_count, start_line, end_line)'
            using errcode = '22023', hint = 'e.g. [{"chunk_text": "...", "chunk_source": "compiled_truth"}]';
    end if;
    if candidates is not null then
        perform brain._check_candidates(candidates);
    end if;

    _w.effective_date := brain._effective_date(_w.frontmatter, _w.slug);
    _w.salience := brain._salience(_w.frontmatter);
    _w.content_hash := encode(sha256(convert_to(jsonb_build_array(_w.title, _w.type, _w.compiled_truth, _w.timeline,
                                                                  _w.frontmatter)::text, 'UTF8')), 'hex');
    _trusted := _w.auto_link and (_set ->> 'source_trusted')::boolean;
    -- a writer with the auto-link right vouches for the page (pages.trusted_since) even when it asks for no edges
    -- or writes into an untrusted source; only pages such a writer wrote are targets of trusted pages' references
    _w.vouch := _may;
    _w.auto_link_skipped := coalesce(_w.auto_link_skipped, case when not _trusted then 'source' end);
    _w.link := _trusted and (_set ->> 'auto_link')::boolean;
    _w.auto_link_skipped := coalesce(_w.auto_link_skipped, case when not _w.link then 'config' end);
    _w.do_timeline := _trusted and (_set ->> 'auto_timeline')::boolean;
    _w.defer_links := defer_links;
    _w.candidates := candidates;
    -- psql callers without chunks get one chunk per non-empty part
    _w.chunks := coalesce(chunks,
        (select coalesce(jsonb_agg(jsonb_build_object('chunk_text', x.t, 'chunk_source', x.s) order by x.n), '[]')
           from (values (1, _w.compiled_truth, 'compiled_truth'), (2, _w.timeline, 'timeline')) x(n, t, s)
          where btrim(x.t) <> ''));
    _w.timeline_entries := coalesce(timeline_entries, '[]');
    _w.takes := coalesce(takes, '[]');
    _w.facts := coalesce(facts, '[]');
    _w.import_path := import_path;
    _w.file_hash := file_hash;
    return _w;
end
$fn$;

comment on function brain._prepare_page(text, text, text, text, text, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, text, text, text, boolean, boolean, integer, jsonb) is
'Internal: one page''s put_page arguments checked (slug and its look-alikes, sizes and caps, frontmatter, takes, facts, chunks and references) and normalised (title, type, effective date, salience, content hash, the caller''s auto-link right) into a brain.page_write for brain._write_pages; raises what put_page raises for them. The caller has checked the source (src); settings are brain._page_settings(src), read here when null. Example: select (brain._prepare_page(''people/alice'', null, null, ''Alice.'', '''', ''{}'', null, null, null, null, null, null, null, ''default'', true, false)).title;';
