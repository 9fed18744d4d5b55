-- brain._replace_page_names(page_ids): write the names the given pages go by into brain.page_names.
create or replace function brain._replace_page_names(page_ids bigint[])
returns integer
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
-- every lookup here is by page id (the primary key's first column): a plan cached while page_names was small
-- scanned the whole table on every later write of the session (the import benchmark fell from 514 to 191 pages/s)
set enable_seqscan = off
-- the row estimates of the laterals over jsonb and regexes are far too high: JIT compiled the statement for 0.4 s a
-- batch of a thousand pages, ten times the work itself
set jit = off
as $fn$
declare
    _n integer;
begin
    -- only what changed is written (a page rewritten with the same title, aliases and type keeps its rows, so the
    -- table does not churn with every write)
    with wanted as (
        -- a page's title; the title's short form before a separator ("Acme — Data Infrastructure Startup", "Acme:
        -- the robotics company", "Acme (Berlin)" are also "Acme"); its frontmatter aliases (aliases, alias, aka: a
        -- string or a list); its slug's last segment with hyphens and underscores as spaces; a person's single names
        select distinct on (p.id, x.how, y.norm) p.id as page_id, p.source_id, x.how,
               left(btrim(x.name), 500) as name, y.norm as name_norm
          from brain.pages p
          cross join lateral (select (regexp_match(p.title, '^(.+?)(?:\s+[—–-]\s+|\s*[:|：｜]\s+|\s*[(（])'))[1]
                                     as short) t
          cross join lateral (
                select 'title' as how, p.title as name
                union all
                select 'short_title', t.short
                union all
                select 'alias', a.value
                  from unnest(array['aliases', 'alias', 'aka']) k
                 cross join lateral jsonb_array_elements_text(case jsonb_typeof(p.frontmatter -> k)
                                                                when 'array' then p.frontmatter -> k
                                                                when 'string' then jsonb_build_array(p.frontmatter -> k)
                                                                else '[]' end) a
                union all
                select 'basename', replace(replace(split_part(p.slug, '/', -1), '-', ' '), '_', ' ')
                union all
                -- a person is also asked about by one of their names ("Chen", 「佐藤さん」): each word of the
                -- title's short form, of at least two letters (a family name in kanji is often two)
                select 'name_part', w.word
                  from regexp_split_to_table(coalesce(t.short, p.title), '\s+') w(word)
                 where p.type = 'person' and length(w.word) >= 2
                   and p.title ~ '\s' and w.word <> p.title) x
          cross join lateral (select brain._name_norm(x.name) as norm) y
         where p.id = any (page_ids) and x.name is not null and coalesce(y.norm, '') <> ''
         order by p.id, x.how, y.norm, x.name
    ), gone as (
        delete from brain.page_names n
         where n.page_id = any (page_ids)
           and not exists (select 1 from wanted w where w.page_id = n.page_id and w.how = n.how
                              and w.name_norm = n.name_norm)
        returning n.page_id, n.how, n.name_norm
    )
    insert into brain.page_names (page_id, source_id, how, name)
    select w.page_id, w.source_id, w.how, w.name
      from wanted w
     -- (n.page_id = any (page_ids) too: a plan made while the table was small hashed all of it, each batch)
     where not exists (select 1 from brain.page_names n
                        where n.page_id = any (page_ids) and n.page_id = w.page_id and n.how = w.how and n.name_norm = w.name_norm
                          and n.name = w.name and n.source_id = w.source_id)
    -- (a name written otherwise with the same normal form, "ACME" for "Acme", takes the new spelling)
    on conflict (page_id, how, name_norm) do update set name = excluded.name, source_id = excluded.source_id;
    get diagnostics _n = row_count;
    return _n;
end
$fn$;

comment on function brain._replace_page_names(bigint[]) is
'Internal: replaces the rows of brain.page_names of the given pages with the names they go by now: the title, its short form before a separator (" — ", " - ", ": ", " | ", " ("), the frontmatter aliases (aliases, alias, aka), the slug''s last segment (hyphens as spaces), a person''s single names (Chen, 佐藤); set-based, writing only what changed. brain.put_page calls it on every write, brain._after_upgrade for pages without names. Returns the names written. Example: select brain._replace_page_names(array[42]);';
