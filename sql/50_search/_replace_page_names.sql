-- brain._replace_page_names(page_ids): write the names the given pages go by into brain.page_names.
create or replace function brain._replace_page_names(page_ids bigint[])
returns integer
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _n integer;
begin
    delete from brain.page_names n where n.page_id = any (page_ids);
    -- a page's title; the title's short form before a separator ("Acme — Data Infrastructure Startup", "Acme:
    -- the robotics company", "Acme (Berlin)" are also "Acme"); its frontmatter aliases (aliases, alias, aka: a
    -- string or a list); its slug's last segment with hyphens and underscores as spaces; a person's single names
    insert into brain.page_names (page_id, source_id, how, name)
    select distinct on (p.id, x.how, brain._name_norm(x.name)) p.id, p.source_id, x.how, left(btrim(x.name), 500)
      from brain.pages p
      cross join lateral (
            select 'title' as how, p.title as name
            union all
            select 'short_title', (regexp_match(p.title, '^(.+?)(?:\s+[—–-]\s+|\s*[:|：｜]\s+|\s*[(（])'))[1]
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
            -- a person is also asked about by one of their names ("Chen", 「佐藤さん」): each word of the title's
            -- short form, of at least two letters (a family name in kanji is often two)
            select 'name_part', w.word
              from regexp_split_to_table(coalesce((regexp_match(p.title, '^(.+?)(?:\s+[—–-]\s+|\s*[:|：｜]\s+|\s*[(（])'))[1],
                                                  p.title), '\s+') w(word)
             where p.type = 'person' and length(w.word) >= 2
               and p.title ~ '\s' and w.word <> p.title) x
     where p.id = any (page_ids) and x.name is not null and coalesce(brain._name_norm(x.name), '') <> ''
     order by p.id, x.how, brain._name_norm(x.name);
    get diagnostics _n = row_count;
    return _n;
end
$fn$;

comment on function brain._replace_page_names(bigint[]) is
'Internal: replaces the rows of brain.page_names of the given pages with the names they go by now: the title, its short form before a separator (" — ", " - ", ": ", " | ", " ("), the frontmatter aliases (aliases, alias, aka), the slug''s last segment (hyphens as spaces), a person''s single names (Chen, 佐藤); set-based. brain.put_page calls it on every write, brain._after_upgrade for pages without names. Returns the names written. Example: select brain._replace_page_names(array[42]);';
