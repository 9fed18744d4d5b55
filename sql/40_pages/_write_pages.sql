-- brain._write_pages(src, pages): write checked pages (brain._prepare_page) and everything derived from them,
-- set-based: one statement per table for all of them. The caller holds their page locks.
create or replace function brain._write_pages(src text, pages brain.page_write[])
returns table (ord integer, page_id bigint, status text, wrote boolean)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _ord integer[];
    _id  bigint[];
    _st  text[];
    _wr  boolean[];
    _ids bigint[];
    _set jsonb[];
begin
    -- (no key update, not update: a concurrent writer of another page that links to one of these takes a key-share
    -- lock on its row for its edge's foreign key; with FOR UPDATE two pages linking each other, written at once,
    -- deadlocked)
    perform 1 from brain.pages p join unnest(pages) w on p.source_id = src and p.slug = w.slug
       for no key update of p;
    -- what each page needs: new, or updated, or unchanged (an unchanged page is not written at all, but a new file
    -- hash is recorded; the same content from a writer with the auto-link right replaces content stored without it)
    select array_agg(w.ord order by w.ord), array_agg(o.id order by w.ord),
           array_agg(case when o.id is null then 'new'
                          when o.content_hash = w.content_hash and o.deleted_at is null then 'unchanged'
                          else 'updated' end order by w.ord),
           array_agg(not coalesce(o.content_hash = w.content_hash and o.deleted_at is null
                                  and (o.auto_link or not w.auto_link) and (o.trusted_since is not null or not w.vouch)
                                  and (not w.link or w.defer_links or o.links_extracted_at is not null), false)
                     order by w.ord)
      into _ord, _id, _st, _wr
      from unnest(pages) w
      left join brain.pages o on o.source_id = src and o.slug = w.slug;

    update brain.pages p set file_hash = w.file_hash
      from unnest(pages) w join unnest(_ord, _id, _wr) s(ord, id, wr) on s.ord = w.ord
     where p.id = s.id and not s.wr and w.file_hash is not null and p.file_hash is distinct from w.file_hash;

    with ins as (
        insert into brain.pages as p (source_id, slug, type, title, compiled_truth, timeline, frontmatter,
                                      content_hash, import_path, file_hash, effective_date, effective_date_source,
                                      emotional_weight, auto_link, trusted_since, search_vector)
        select src, w.slug, w.type, w.title, w.compiled_truth, w.timeline, w.frontmatter, w.content_hash,
               w.import_path, w.file_hash, w.effective_date,
               case when w.effective_date is not null then 'frontmatter or slug' end,
               w.salience, w.auto_link, case when w.vouch then now() end,
               setweight(to_tsvector('english', w.title), 'A') || setweight(to_tsvector('english', w.timeline), 'C')
          from unnest(pages) w join unnest(_ord, _st) s(ord, st) on s.ord = w.ord
         where s.st = 'new'
         order by w.ord
        returning p.id, p.slug
    )
    select array_agg(coalesce(s.id, i.id) order by s.ord) into _id
      from unnest(_ord, _id) s(ord, id)
      join unnest(pages) w on w.ord = s.ord
      left join ins i on i.slug = w.slug;

    update brain.pages p
       set type = w.type, title = w.title, compiled_truth = w.compiled_truth, timeline = w.timeline,
           frontmatter = w.frontmatter, content_hash = w.content_hash,
           import_path = coalesce(w.import_path, p.import_path), file_hash = w.file_hash, links_extracted_at = null,
           search_vector = setweight(to_tsvector('english', w.title), 'A')
                           || setweight(to_tsvector('english', w.timeline), 'C'),
           effective_date = w.effective_date,
           effective_date_source = case when w.effective_date is not null then 'frontmatter or slug' end,
           emotional_weight = w.salience,
           auto_link = w.auto_link,
           -- (a deleted page written again is vouched for by this writer or by none)
           trusted_since = case when p.deleted_at is null and p.trusted_since is not null then p.trusted_since
                                when w.vouch then now() end,
           updated_at = case when p.content_hash = w.content_hash then p.updated_at else now() end,
           deleted_at = null
      from unnest(pages) w join unnest(_ord, _id, _st, _wr) s(ord, id, st, wr) on s.ord = w.ord
     where p.id = s.id and s.wr and s.st <> 'new';

    -- chunks: a chunk whose text is unchanged keeps its embedding
    select array_agg(s.id order by s.ord), array_agg(w.chunks order by s.ord) into _ids, _set
      from unnest(pages) w join unnest(_ord, _id, _wr) s(ord, id, wr) on s.ord = w.ord
     where s.wr;
    if _ids is null then
        return query select s.ord, s.id, s.st, s.wr from unnest(_ord, _id, _st, _wr) s(ord, id, st, wr);
        return;
    end if;
    perform brain._replace_chunks(_ids, _set);

    -- body references (null = keep the stored ones)
    select array_agg(s.id order by s.ord), array_agg(w.candidates order by s.ord) into _ids, _set
      from unnest(pages) w join unnest(_ord, _id, _wr) s(ord, id, wr) on s.ord = w.ord
     where s.wr and w.candidates is not null;
    if _ids is not null then
        perform brain._store_candidates(_ids, _set);
    end if;

    -- memory layers parsed from the markdown (a new page with none of them has nothing to replace)
    select array_agg(s.id order by s.ord), array_agg(w.timeline_entries order by s.ord) into _ids, _set
      from unnest(pages) w join unnest(_ord, _id, _st, _wr) s(ord, id, st, wr) on s.ord = w.ord
     where s.wr and w.do_timeline and (s.st <> 'new' or jsonb_array_length(w.timeline_entries) > 0);
    if _ids is not null then
        perform brain._replace_page_timeline(_ids, _set);
    end if;
    select array_agg(s.id order by s.ord), array_agg(w.takes order by s.ord) into _ids, _set
      from unnest(pages) w join unnest(_ord, _id, _st, _wr) s(ord, id, st, wr) on s.ord = w.ord
     where s.wr and (s.st <> 'new' or jsonb_array_length(w.takes) > 0);
    if _ids is not null then
        perform brain._replace_page_takes(_ids, _set);
    end if;
    select array_agg(s.id order by s.ord), array_agg(w.facts order by s.ord) into _ids, _set
      from unnest(pages) w join unnest(_ord, _id, _st, _wr) s(ord, id, st, wr) on s.ord = w.ord
     where s.wr and (s.st <> 'new' or jsonb_array_length(w.facts) > 0);
    if _ids is not null then
        perform brain._replace_page_facts(_ids, src, _set);
    end if;

    return query select s.ord, s.id, s.st, s.wr from unnest(_ord, _id, _st, _wr) s(ord, id, st, wr);
end
$fn$;

comment on function brain._write_pages(text, brain.page_write[]) is
'Internal: writes pages checked by brain._prepare_page (unique slugs and ords) into source src and replaces what is derived from each (chunks, body references, timeline entries, takes, facts), one statement per table for all of them; an unchanged page (same content hash, nothing to upgrade) is not written, but a new file hash is recorded. The caller holds the pages'' locks. Returns (ord, page_id, status new|updated|unchanged, wrote). Example: select * from brain._write_pages(''default'', array[brain._prepare_page(''notes/x'', null, null, ''X.'', '''', ''{}'', null, null, null, null, null, null, null, ''default'', true, true)]);';
