-- brain._relink_resolve(page_refs): steps 2-3 of the link engine, each reference resolved to a page (or why not).
create or replace function brain._relink_resolve(page_refs brain._link_ref[])
returns brain._link_ref[]
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
-- the planner's row estimates for jsonb are far too high, which would make it JIT-compile statements that run in
-- milliseconds (hundreds of ms of compilation per batch)
set jit = off
-- plans made for the arrays at hand: a generic plan guesses 100 rows for unnest(...), and a nested-loop anti-join
-- over a batch of 1,000 pages' references would then compare every row with every other
set plan_cache_mode = force_custom_plan
-- (set to the config's title similarity below, and back at the end by this clause: with pg_trgm's default of 0.3 the
-- trigram index handed every reference that reaches the similarity step hundreds of candidates to recheck, six times
-- the time of the whole rest of a relink of short names)
set pg_trgm.similarity_threshold = 0.3
as $fn$
declare
    _threshold real;
    _global    boolean;
begin
    _threshold := coalesce((select (c.value #>> '{}')::real from brain.config c
                             where c.key = 'link_resolution.title_similarity'), 0.55);
    _global := coalesce((select (c.value #>> '{}')::boolean from brain.config c
                          where c.key = 'link_resolution.global_basename'), false);
    perform pg_catalog.set_config('pg_trgm.similarity_threshold', _threshold::text, true);

    -- each reference resolved to a page, in one statement: each step runs only when the earlier ones found
    -- nothing (its condition on them sits in its innermost WHERE, a one-time filter, so it costs nothing then)
    return array(
    with res as (
        select r.*, h.id as hit_id, h.slug as hit_slug, h.trusted as hit_trusted, h.how,
               coalesce(e.reason, b.reason) as ambiguity
          from unnest(page_refs) r
          -- 2a. slug-shaped targets: the exact page in the target source
          left join lateral (
                select p.id, p.slug, p.trusted_since is not null as trusted
                  from brain.pages p
                 where p.source_id = r.target_source and p.slug = lower(r.target)
                   and (r.link_source = 'markdown' and not r.needs_resolution
                        or r.target ~ '^[[:alnum:]][[:alnum:]._-]*/')) a on true
          -- 2a'. a path that is not a slug as written ([[llm-wiki/entities/AI 3.0]]): its slugified form,
          --      exactly, else the one page whose slug ends with it (a vault imported under a prefix)
          left join lateral (
                select case when not (cardinality(z.ids) > 1 and z.slugs[1] <> y.want) then z.ids[1] end as id,
                       case when not (cardinality(z.ids) > 1 and z.slugs[1] <> y.want) then z.slugs[1] end as slug,
                       case when cardinality(z.ids) > 1 and z.slugs[1] <> y.want
                            then format('several pages end with %s: %s', y.want, array_to_string(z.slugs[1:5], ', '))
                       end as reason
                  -- (offset 0: computed once a reference; pulled up into the query, the function ran at every use
                  -- of want, 27 times a reference, and a range over the reversed-slug index instead of a LIKE
                  -- with a pattern known only at run time, which scanned the source's pages for every reference)
                  from (select w.want, reverse('/' || w.want) as tail
                          from (select brain._slugify_path(r.target) as want
                                 where a.id is null and r.link_source = 'markdown' and strpos(r.target, '/') > 0
                                offset 0) w) y
                  cross join lateral (
                        select array_agg(p.id order by (p.slug = y.want) desc, length(p.slug), p.slug) as ids,
                               array_agg(p.slug order by (p.slug = y.want) desc, length(p.slug), p.slug) as slugs
                          from brain.pages p
                         where a.id is null and r.link_source = 'markdown' and strpos(r.target, '/') > 0
                           and y.want is not null
                           and p.source_id = r.target_source and p.id <> r.page_id and p.trusted_since is not null
                           and (p.slug = y.want
                                or (reverse(p.slug) operator(pg_catalog.~>=~) y.tail
                                    and reverse(p.slug) operator(pg_catalog.~<~) (y.tail || chr(1114111))))) z
                 where z.ids is not null) b on true
          -- 2b. names with directory hints (frontmatter): hint/basename, in hint order
          left join lateral (
                select p.id, p.slug, p.trusted_since is not null as trusted
                  from unnest(r.dir_hints) with ordinality as hh(dir, n)
                  join brain.pages p on p.source_id = r.target_source
                                    and p.slug = hh.dir || '/' || brain._normalize_basename(r.raw_name)
                 where a.id is null and b.id is null and cardinality(r.dir_hints) > 0
                 order by hh.n limit 1) c on true
          -- 2c. bare names ([[Alice Chen]], frontmatter without hints): a root page, then a unique basename
          --     under an entity directory; with link_resolution.global_basename on, a unique basename
          --     anywhere, for frontmatter names with hints too (gbrain's fallback)
          left join lateral (
                select p.id, p.slug, p.trusted_since is not null as trusted
                  from brain.pages p
                 where a.id is null and b.id is null and c.id is null
                   and (r.needs_resolution or (r.link_source = 'frontmatter' and cardinality(r.dir_hints) = 0))
                   and p.source_id = r.target_source and p.slug = brain._normalize_basename(r.raw_name)) d on true
          left join lateral (
                select case when cardinality(y.ids) = 1 then y.ids[1] end as id,
                       case when cardinality(y.ids) = 1 then y.slugs[1] end as slug,
                       case when cardinality(y.ids) > 1
                            then format('several pages are named %s: %s', brain._normalize_basename(r.raw_name),
                                        array_to_string(y.slugs[1:5], ', ')) end as reason
                  from (select array_agg(p.id order by length(p.slug), p.slug) as ids,
                               array_agg(p.slug order by length(p.slug), p.slug) as slugs
                          from brain.pages p
                         where a.id is null and b.id is null and c.id is null and d.id is null
                           and brain._normalize_basename(r.raw_name) <> ''
                           and (r.needs_resolution
                                or (r.link_source = 'frontmatter' and (cardinality(r.dir_hints) = 0 or _global)))
                           and p.source_id = r.target_source and p.deleted_at is null and p.id <> r.page_id
                           and p.trusted_since is not null
                           and split_part(p.slug, '/', -1) in (brain._normalize_basename(r.raw_name),
                                                               lower(btrim(r.raw_name)))
                           and (_global or (strpos(p.slug, '/') > 0 and split_part(p.slug, '/', 3) = ''
                                            and exists (select 1 from brain.entity_dirs ed
                                                         where ed.dir = split_part(p.slug, '/', 1))))) y
                 where y.ids is not null) e on true
          -- 2d. title similarity (pg_trgm), under the directory hints when there are some, between names whose
          --     numbers agree: a spelling variant (Acme Corp / Acme Corporation) is the same thing, Pat 17 is not
          --     Pat 1, nor Fund 3 Fund 2 (a divergence from gbrain, which links them at 0.55 and more)
          --     (names with numbers find their candidates through the index of title numbers, whose expression is
          --     spelt out below so that it applies, the others through the trigram index; each branch runs only for
          --     its kind of name)
          left join lateral (
                select x.id, x.slug
                  from (select p.id, p.slug, public.similarity(p.title, r.raw_name) as sim
                          from brain.pages p
                         where a.id is null and b.id is null and c.id is null and d.id is null and e.id is null
                           and (r.needs_resolution or r.link_source = 'frontmatter')
                           and btrim(regexp_replace(r.raw_name, '[^[:digit:]]+', ' ', 'g')) <> ''
                           and p.source_id = r.target_source and p.deleted_at is null and p.trusted_since is not null
                           and btrim(regexp_replace(p.title, '[^[:digit:]]+', ' ', 'g'))
                               = btrim(regexp_replace(r.raw_name, '[^[:digit:]]+', ' ', 'g'))
                           and p.id <> r.page_id
                           and public.similarity(p.title, r.raw_name) >= _threshold
                           and (cardinality(r.dir_hints) = 0 or split_part(p.slug, '/', 1) = any (r.dir_hints))
                        union all
                        select p.id, p.slug, public.similarity(p.title, r.raw_name)
                          from brain.pages p
                         where a.id is null and b.id is null and c.id is null and d.id is null and e.id is null
                           and (r.needs_resolution or r.link_source = 'frontmatter')
                           and btrim(regexp_replace(r.raw_name, '[^[:digit:]]+', ' ', 'g')) = ''
                           and p.source_id = r.target_source and p.deleted_at is null and p.id <> r.page_id
                           and p.trusted_since is not null
                           and p.title operator(public.%) r.raw_name
                           and public.similarity(p.title, r.raw_name) >= _threshold
                           and btrim(regexp_replace(p.title, '[^[:digit:]]+', ' ', 'g')) = ''
                           and (cardinality(r.dir_hints) = 0 or split_part(p.slug, '/', 1) = any (r.dir_hints))) x
                 order by x.sim desc, x.slug
                 limit 1) f on true
          -- the page found, if any, and how; an exact match to a page no trusted writer wrote is not followed
          -- (the fuzzy steps above do not even consider such pages)
          cross join lateral (
                select coalesce(a.id, b.id, c.id, d.id, e.id, f.id) as id,
                       coalesce(a.slug, b.slug, c.slug, d.slug, e.slug, f.slug) as slug,
                       coalesce(a.trusted, c.trusted, d.trusted, true) as trusted,
                       case when a.id is not null
                            then case when r.target_source <> r.page_source then 'qualified' else 'exact' end
                            when b.id is not null then 'exact'
                            when c.id is not null then 'basename'
                            when d.id is not null then 'exact'
                            when e.id is not null then 'basename'
                            when f.id is not null then 'title' end as how) h
    )
    select row(s.page_id, s.page_source, s.page_type, s.ord, s.link_source, s.origin_field, s.raw_name, s.target,
               s.target_source, s.needs_resolution, s.dir_hints, s.fixed_type, s.fixed_direction, s.context,
               s.mention_start, s.mention_end,
               case when s.hit_trusted then s.hit_id end,
               case when s.hit_trusted then s.hit_slug end,
               case when s.hit_trusted then s.how when s.hit_id is not null then 'untrusted' end,
               -- 3. what stays unresolved, and what a later page would have to be to resolve it
               case when s.hit_id is not null and not s.hit_trusted
                    then format('%s was written only by writers without the auto-link right: a trusted page links to '
                                'it once a trusted writer stores it', s.hit_slug)
                    when s.hit_id is null
                    then coalesce(s.ambiguity,
                                  case when s.target_source <> s.page_source
                                            and not exists (select 1 from brain.sources so where so.id = s.target_source)
                                       then format('no source %s (yet): no page at %s', s.target_source, s.target)
                                       when s.link_source = 'frontmatter' and cardinality(s.dir_hints) > 0
                                       then format('no page at %s',
                                                   s.dir_hints[1] || '/' || brain._normalize_basename(s.raw_name))
                                       when s.needs_resolution or s.link_source = 'frontmatter'
                                       then format('no page named %s', s.raw_name)
                                       else format('no page at %s', s.target) end) end,
               case when s.hit_id is not null and not s.hit_trusted then array[s.hit_slug]
                    when s.hit_id is not null then null
                    when s.link_source = 'frontmatter' and cardinality(s.dir_hints) > 0
                    then array(select hd || '/' || brain._normalize_basename(s.raw_name) from unnest(s.dir_hints) hd)
                    when s.needs_resolution or s.link_source = 'frontmatter'
                    then array[brain._normalize_basename(s.raw_name)]
                    else array[s.target] end,
               -- 4a. the text that governs each body reference: its clause, as the parser found it; for a reference
               --     stored without one (before issue 18), its sentence: context rules read it rather than the whole
               --     window (a divergence from gbrain, whose ~240 characters often span other sentences); sentences
               --     end at . ! ? followed by white space, or at 。！？
               case when s.link_source = 'markdown' and s.hit_trusted and s.hit_id is not null
                         and s.sentence is not null
                    then s.sentence
                    when s.link_source = 'markdown' and s.hit_trusted and s.hit_id is not null
                         and s.mention_start is not null and s.mention_end is not null
                         and s.mention_start <= s.mention_end and s.mention_end <= length(s.context)
                    then (select sb[cardinality(sb)]
                            from regexp_split_to_array(left(s.context, s.mention_start),
                                                       '[.!?]["'')\]]*\s+|[。！？]') sb)
                         || substr(s.context, s.mention_start + 1, s.mention_end - s.mention_start)
                         || (regexp_split_to_array(substr(s.context, s.mention_end + 1),
                                                   '[.!?]["'')\]]*\s+|[。！？]'))[1] end,
               s.written,
               -- Japanese and Chinese rules are tried on text with kana or ideographs (the parser's judgement of the
               -- clause's statement when it gave one), English rules on the rest
               case when s.link_source = 'markdown' and s.hit_trusted and s.hit_id is not null
                    then coalesce(s.cjk, s.context ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]') end,
               case when s.sentence is not null then s.clause_start end,
               case when s.sentence is not null then s.clause_end end,
               s.clause_role, s.held_since, s.held_until, s.line, s.tail, s.head
              )::brain._link_ref
      from res s);
end
$fn$;

comment on function brain._relink_resolve(brain._link_ref[]) is
'Internal, steps 2-3 of the link engine (brain._relink_pages): resolves each reference to a page - the exact slug, a slugified path or the one page whose slug ends with it, directory hints, a root page or a unique basename under an entity directory (anywhere with link_resolution.global_basename), then title similarity (link_resolution.title_similarity) between names whose numbers agree - and fills to_id, to_slug, resolution, or reason and expected slugs when it stays unresolved, and the sentence and script of each body reference for typing. Pages no trusted writer wrote are not followed. Example: select r.to_slug from unnest(brain._relink_resolve(brain._relink_refs(array[42]))) r;';
