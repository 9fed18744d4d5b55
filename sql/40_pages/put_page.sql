-- brain.put_page(...): write one parsed page and everything derived from it, in one transaction.
create or replace function brain.put_page(
    slug             text,
    title            text default null,
    type             text default null,
    compiled_truth   text default '',
    timeline         text default '',
    frontmatter      jsonb default '{}',
    candidates       jsonb default null,
    chunks           jsonb default null,
    timeline_entries jsonb default null,
    takes            jsonb default null,
    facts            jsonb default null,
    source_id        text default 'default',
    auto_link        boolean default true,
    import_path      text default null,
    file_hash        text default null,
    defer_links      boolean default false
)
returns table (page_id bigint, status text, links_added integer, links_retired integer, links_kept integer,
               unresolved integer, diff jsonb)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write pages without any table privilege; the function checks their write
-- grant on the source first (brain._check_write) and decides auto-link from their role, never from an argument
security definer
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
as $fn$
declare
    _over      record;
    _look      record;
    _slug      text;
    _src       text;
    _title     text;
    _type      text;
    _fm        jsonb := coalesce(put_page.frontmatter, '{}');
    _ct        text := coalesce(put_page.compiled_truth, '');
    _tl        text := coalesce(put_page.timeline, '');
    _hash      text;
    _max       bigint;
    _size      bigint;
    _old       brain.pages;
    _id        bigint;
    _status    text;
    _link      boolean;
    _timeline  boolean;
    _r         record;
    _pending   bigint[];
    _eff       timestamptz;
    _trusted   boolean;
    _auto      boolean;
    _may       boolean;
    _vouch     boolean;
    _skipped   text;
begin
    -- validate everything before writing anything
    _slug := brain.check_slug(put_page.slug);
    perform brain._check_source_id(put_page.source_id);
    perform brain._check_write(put_page.source_id);
    _src := brain.ensure_source(put_page.source_id, false);
    -- look-alike slugs (brain._slug_problem): a page stored under the slug is written as it is; a new page goes
    -- under the NFKC-folded form (ｐｅｏｐｌｅ/alice -> people/alice), and is refused when its slug ends in .md or in a
    -- dot, or a segment mixes scripts (companies/аcme with a Cyrillic а)
    if not exists (select 1 from brain.pages p where p.source_id = _src and p.slug = _slug) then
        select * into _look from brain._slug_problem(_slug);
        if _look.folds_only then
            _slug := brain.check_slug(_look.normal_form);
            raise notice 'page % is written as %', quote_literal(put_page.slug), quote_literal(_slug)
                using detail = _look.problem;
        elsif _look.problem is not null then
            raise exception 'invalid slug %', quote_literal(left(_slug, 300))
                using errcode = '22023', detail = format('a new page''s slug is refused because %s', _look.problem),
                      -- (format() turns a null into '', so the null case is spelt out)
                      hint = case when _look.normal_form is not null then format('write it as %s', _look.normal_form)
                                  else 'the letters of a segment are of one script (Latin may go with Han and kana, '
                                       'with Han and Bopomofo, or with Han and Hangul)' end;
        end if;
    end if;
    if put_page.auto_link is null or put_page.defer_links is null then
        raise exception 'auto_link and defer_links must not be null' using errcode = '22004',
              hint = 'true or false (auto_link defaults to true, defer_links to false)';
    end if;
    -- the trust boundary: a caller without the auto-link right (brain_auto_link, brain_admin, or an allow-listed slug
    -- prefix) stores the page without derived edges or timeline, whatever it passed as auto_link
    _may := brain._may_auto_link(_slug);
    _auto := put_page.auto_link and _may;
    _skipped := case when not put_page.auto_link then 'argument' when not _auto then 'role' end;
    if put_page.file_hash is not null and put_page.file_hash !~ '^[0-9a-f]{64}$' then
        raise exception 'file_hash must be a sha256 in hex' using errcode = '22023',
              detail = format('got %L', left(put_page.file_hash, 100)), hint = 'or null';
    end if;
    if jsonb_typeof(_fm) <> 'object' then
        raise exception 'frontmatter must be a JSON object'
            using errcode = '22023', detail = format('got a %s', jsonb_typeof(_fm)),
                  hint = 'YAML frontmatter is a mapping: key: value lines between --- lines';
    end if;
    if put_page.candidates is not null and jsonb_typeof(put_page.candidates) <> 'array' then
        raise exception 'candidates must be a JSON array' using errcode = '22023',
              hint = 'pass null to keep the stored body references, [] to clear them';
    end if;
    if jsonb_typeof(coalesce(put_page.chunks, '[]')) <> 'array'
       or jsonb_typeof(coalesce(put_page.timeline_entries, '[]')) <> 'array'
       or jsonb_typeof(coalesce(put_page.takes, '[]')) <> 'array'
       or jsonb_typeof(coalesce(put_page.facts, '[]')) <> 'array' then
        raise exception 'chunks, timeline_entries, takes and facts must be JSON arrays'
            using errcode = '22023', hint = 'pass null (or omit them) when there are none';
    end if;
    perform brain._check_json_depth(_fm, 'the frontmatter'), brain._check_json_depth(put_page.takes, 'takes'),
            brain._check_json_depth(put_page.facts, 'facts');
    -- a cap on what one page may carry, so that one input cannot cost unbounded time
    select x.what, x.n, x.cap, x.key into _over
      from (values ('references', jsonb_array_length(coalesce(put_page.candidates, '[]')), 'import.max_page_references', 20000),
                   ('timeline entries', jsonb_array_length(coalesce(put_page.timeline_entries, '[]')),
                    'import.max_timeline_entries', 50000)) v(what, n, key, dflt)
      cross join lateral (select v.what, v.n, v.key,
                                 coalesce((select (c.value #>> '{}')::integer from brain.config c where c.key = v.key),
                                          v.dflt) as cap) x
     where x.n > x.cap
     limit 1;
    if _over.what is not null then
        raise exception 'page % has too many %', quote_literal(_slug), _over.what
            using errcode = '54000', detail = format('%s %s; the limit is %s (config %s)', _over.n, _over.what, _over.cap, _over.key),
                  hint = format('split the page, or raise the limit: select * from brain.set_config(key => %L, value => %L);',
                                _over.key, (_over.cap * 2)::text);
    end if;
    perform brain._check_page_rows(put_page.takes, put_page.facts);
    _max := coalesce((select (c.value #>> '{}')::bigint from brain.config c where c.key = 'import.max_page_bytes'),
                     5242880);
    _size := octet_length(_ct) + octet_length(_tl) + octet_length(_fm::text);
    if _size > _max then
        raise exception 'page % is too large', quote_literal(_slug)
            using errcode = '54000', detail = format('%s bytes; the limit is %s', _size, _max),
                  hint = 'split the page, or raise the limit: select * from brain.set_config(key => ''import.max_page_bytes'', value => ''20971520'');';
    end if;

    _title := coalesce(nullif(btrim(put_page.title), ''),
                       nullif(btrim(case jsonb_typeof(_fm -> 'title') when 'string' then _fm ->> 'title' end), ''),
                       brain.title_from_slug(_slug));
    -- (a title is indexed: a long one would fail deep in the insert with an index-row-size error)
    perform brain._check_length(_title, format('the title of page %L', _slug), 500);
    _type := lower(coalesce(nullif(btrim(put_page.type), ''),
                            nullif(btrim(case jsonb_typeof(_fm -> 'type') when 'string' then _fm ->> 'type' end), ''),
                            brain.type_from_slug(_slug)));
    if _type !~ '^[a-z][a-z0-9_-]{0,62}$' then
        raise exception 'invalid page type %', quote_literal(left(_type, 100))
            using errcode = '22023', detail = 'a type is a lower-case word (letters, digits, - and _), at most 63 characters',
                  hint = 'e.g. person, company, meeting, concept';
    end if;

    _eff := brain._effective_date(_fm, _slug);
    _hash := encode(sha256(convert_to(jsonb_build_array(_title, _type, _ct, _tl, _fm)::text, 'UTF8')), 'hex');

    _trusted := _auto and (select s.trusted from brain.sources s where s.id = _src);
    -- a writer with the auto-link right vouches for the page (pages.trusted_since) even when it asks for no edges
    -- or writes into an untrusted source; only pages such a writer wrote are targets of trusted pages' references
    _vouch := _may;
    _skipped := coalesce(_skipped, case when not _trusted then 'source' end);
    _link := _trusted
             and coalesce((select (c.value #>> '{}')::boolean from brain.config c where c.key = 'auto_link'), true);
    _skipped := coalesce(_skipped, case when not _link then 'config' end);
    _timeline := _trusted
             and coalesce((select (c.value #>> '{}')::boolean from brain.config c where c.key = 'auto_timeline'), true);

    -- a writer that reconciles takes the name locks first (brain._lock_names): exclusive for the names this page goes
    -- by, shared for those its references name (all of them, shared, when it keeps the stored references or has over
    -- 256), so that a reference and the page it waits for, written at once, are reconciled one after the other
    if _link and not put_page.defer_links then
        perform brain._lock_names(
            own => array[_slug, _title],
            refs => case when put_page.candidates is not null
                               and jsonb_array_length(put_page.candidates) <= 256 then array(
                        select c ->> 'target' from jsonb_array_elements(put_page.candidates) c
                         where jsonb_typeof(c) = 'object' and c ->> 'target' is not null
                        union all
                        select brain._code_slug(c ->> 'target') from jsonb_array_elements(put_page.candidates) c
                         where jsonb_typeof(c) = 'object' and c ->> 'kind' = 'code'
                        union all
                        select coalesce(substring(v #>> '{}' from '^\[\[([^]|#]+)'), v #>> '{}')
                          from jsonb_each(_fm) f
                          cross join lateral jsonb_path_query(f.value, 'strict $.**') v
                         where jsonb_typeof(v) = 'string'
                           and exists (select 1 from brain.frontmatter_links fl where fl.field = f.key)) end,
            -- (a page with more references than buckets would touch nearly all of them: all, shared, costs less
            -- than the keys of 10,000 names)
            every_bucket => case when put_page.candidates is null or jsonb_array_length(put_page.candidates) > 256
                                 then 'shared' end);
    end if;

    -- one writer per page at a time
    perform pg_advisory_xact_lock(hashtext('brain.page:' || _src || ':' || _slug));

    -- (no key update, not update: a concurrent writer of another page that links to this one takes a key-share lock
    -- on this row for its edge's foreign key; with FOR UPDATE two pages linking each other, written at once, deadlocked)
    select * into _old from brain.pages p where p.source_id = _src and p.slug = _slug for no key update;

    -- (the same content from a writer with the auto-link right replaces content stored without it)
    if _old.id is not null and _old.content_hash = _hash and _old.deleted_at is null
       and (_old.auto_link or not _auto) and (_old.trusted_since is not null or not _vouch)
       and (not _link or put_page.defer_links or _old.links_extracted_at is not null) then
        -- unchanged: no write at all (but a new file hash is recorded)
        if put_page.file_hash is not null and _old.file_hash is distinct from put_page.file_hash then
            update brain.pages p set file_hash = put_page.file_hash where p.id = _old.id;
        end if;
        return query
        select _old.id, 'unchanged'::text, 0, 0,
               (select count(*)::integer from brain.links l where l.origin_page_id = _old.id and l.valid_to is null
                   and l.link_source in ('markdown', 'frontmatter')),
               (select count(*)::integer from brain.unresolved_links u where u.page_id = _old.id),
               jsonb_build_object('added', '[]'::jsonb, 'retired', '[]'::jsonb, 'unresolved', '[]'::jsonb);
        return;
    end if;

    if _old.id is null then
        insert into brain.pages as p (source_id, slug, type, title, compiled_truth, timeline, frontmatter,
                                      content_hash, import_path, file_hash, effective_date, effective_date_source,
                                      emotional_weight, auto_link, trusted_since, search_vector)
        values (_src, _slug, _type, _title, _ct, _tl, _fm, _hash, put_page.import_path, put_page.file_hash,
                _eff, case when _eff is not null then 'frontmatter or slug' end,
                brain._salience(_fm), _auto, case when _vouch then now() end,
                setweight(to_tsvector('english', _title), 'A') || setweight(to_tsvector('english', _tl), 'C'))
        returning p.id into _id;
        _status := 'new';
    else
        _id := _old.id;
        update brain.pages p
           set type = _type, title = _title, compiled_truth = _ct, timeline = _tl, frontmatter = _fm,
               content_hash = _hash, import_path = coalesce(put_page.import_path, p.import_path),
               file_hash = put_page.file_hash, links_extracted_at = null,
               search_vector = setweight(to_tsvector('english', _title), 'A') || setweight(to_tsvector('english', _tl), 'C'),
               effective_date = _eff,
               effective_date_source = case when _eff is not null then 'frontmatter or slug' end,
               emotional_weight = brain._salience(_fm),
               auto_link = _auto,
               -- (a deleted page written again is vouched for by this writer or by none)
               trusted_since = case when p.deleted_at is null and p.trusted_since is not null then p.trusted_since
                                    when _vouch then now() end,
               updated_at = case when p.content_hash = _hash then p.updated_at else now() end,
               deleted_at = null
         where p.id = _id;
        _status := case when _old.content_hash = _hash and _old.deleted_at is null then 'unchanged' else 'updated' end;
    end if;

    -- the names the page goes by (title, its short form, aliases, slug basename, a person's names): the question
    -- planner's dictionary, rewritten only when what they come from changed; a bulk import (defer_links) leaves them
    -- to brain.relink_pages(which => 'stale'), which writes them for a thousand pages at a time
    if not put_page.defer_links
       and (_old.id is null or _old.title is distinct from _title or _old.type is distinct from _type
            or _old.frontmatter is distinct from _fm or _old.deleted_at is not null) then
        perform brain._replace_page_names(array[_id]);
    end if;

    -- chunks: a chunk whose text is unchanged keeps its embedding; psql callers without chunks get
    -- one chunk per non-empty part
    perform brain._replace_chunks(_id, coalesce(put_page.chunks,
        (select coalesce(jsonb_agg(jsonb_build_object('chunk_text', x.t, 'chunk_source', x.s) order by x.n), '[]')
           from (values (1, _ct, 'compiled_truth'), (2, _tl, 'timeline')) x(n, t, s)
          where btrim(x.t) <> '')));

    -- body references (null = keep the stored ones)
    if put_page.candidates is not null then
        perform brain._store_candidates(_id, put_page.candidates);
    end if;

    -- memory layers parsed from the markdown (a new page with none of them has nothing to replace)
    if _timeline and (_status <> 'new' or jsonb_array_length(coalesce(put_page.timeline_entries, '[]')) > 0) then
        perform brain._replace_page_timeline(_id, coalesce(put_page.timeline_entries, '[]'));
    end if;
    if _status <> 'new' or jsonb_array_length(coalesce(put_page.takes, '[]')) > 0 then
        perform brain._replace_page_takes(_id, coalesce(put_page.takes, '[]'));
    end if;
    if _status <> 'new' or jsonb_array_length(coalesce(put_page.facts, '[]')) > 0 then
        perform brain._replace_page_facts(_id, _src, coalesce(put_page.facts, '[]'));
    end if;

    if _link and not put_page.defer_links then
        select r.links_added, r.links_retired, r.links_kept, r.unresolved, r.diff
          into _r from brain._relink_pages(array[_id]) r;
    elsif _link then
        -- a bulk import reconciles later, set-based: brain.relink_pages(which => 'stale')
        select 0 as links_added, 0 as links_retired, 0 as links_kept, 0 as unresolved,
               jsonb_build_object('added', '[]'::jsonb, 'retired', '[]'::jsonb, 'unresolved', '[]'::jsonb,
                                  'deferred', true) as diff
          into _r;
    else
        select 0 as links_added, 0 as links_retired,
               (select count(*)::integer from brain.links l where l.origin_page_id = _id and l.valid_to is null
                   and l.link_source in ('markdown', 'frontmatter')) as links_kept,
               0 as unresolved,
               jsonb_build_object('added', '[]'::jsonb, 'retired', '[]'::jsonb, 'unresolved', '[]'::jsonb,
                                  'auto_link', false, 'auto_link_skipped', _skipped) as diff
          into _r;
    end if;

    -- a new page may be the target other pages were waiting for; so may a page that only untrusted writers had
    -- written, now that a trusted writer stored it
    if _link and not put_page.defer_links
       and (_status = 'new' or _old.deleted_at is not null or (_old.trusted_since is null and _vouch)) then
        select array_agg(distinct u.page_id) into _pending
          from brain.unresolved_links u
         where u.source_id = _src and u.page_id <> _id
           and (_slug = any (u.expected_slugs)
                or u.name_norm = regexp_replace(_slug, '^.*/', '')
                or u.name_norm = brain._normalize_basename(_title));
        -- (only the references that now resolve to this page: the waiting pages may be being rewritten at this
        -- moment, and their own writers own the rest; see brain._relink_pages)
        if _pending is not null then
            perform brain._relink_pages(_pending, arrived => _id);
        end if;
    end if;

    return query select _id, _status, _r.links_added, _r.links_retired, _r.links_kept, _r.unresolved, _r.diff;
end
$fn$;

comment on function brain.put_page(text, text, text, text, text, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, text, boolean, text, text, boolean) is
'Write one page in one transaction: upsert it (an unchanged content hash writes nothing), replace its chunks, body references, timeline entries, takes and facts, then reconcile its edges (resolve targets, infer link types from the rules tables, add new edges, retire vanished ones, keep the rest; manual edges untouched) and those of pages waiting for it. title, type default to the frontmatter, then the slug (a title over 500 characters = 54000, like a page over config import.max_page_bytes; frontmatter, takes or facts nested deeper than config import.max_json_depth = 54001; more references or timeline entries than config import.max_page_references (20,000) / import.max_timeline_entries (50,000) = 54000; a take or fact that breaks a table check = 22023 naming it); candidates null keeps the stored body references; defer_links leaves the reconciliation to a later brain.relink_pages(which => ''stale'') (bulk imports). auto_link false stores the page without deriving edges or timeline entries, now or in any later relink, until a write with auto_link replaces it (recorded in pages.auto_link). The trust boundary is the caller''s role: without brain_auto_link (or brain_admin, or a slug under a config trust.auto_link_prefixes prefix) auto_link is ignored and taken as false; pages of an untrusted source never auto-link; diff.auto_link_skipped says why (argument, role, source, config). References resolve only to pages some writer with the auto-link right wrote (pages.trusted_since): a page only untrusted writers wrote stays an unresolved target, with the reason, until a trusted write of it. The caller needs a write grant on the source (42501). Returns (page_id, status new|updated|unchanged, links_added, links_retired, links_kept, unresolved, diff jsonb). Example: select * from brain.put_page(slug => ''people/alice'', compiled_truth => ''Alice works at Acme.'', frontmatter => ''{"company": "Acme"}'');';
