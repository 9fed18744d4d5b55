-- brain._slug_problem(slug): why a new page may not be written under slug as it is, and its normal form.
create or replace function brain._slug_problem(slug text)
returns table (problem text, normal_form text, folds_only boolean)
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _folded text;
    _normal text;
    _mixed text;
    _mapped text;
    _mappable boolean;
    _why text;
begin
    -- (the common case: ASCII letters, digits, . _ - and /, no segment ending in a dot, no .md)
    if slug ~ '^[a-z0-9/_-]+$' or (slug ~ '^[a-z0-9./_-]+$' and slug !~ '\.(/|$)' and slug !~ '\.md$') then
        return;
    end if;
    -- 1. what NFKC folds (ｐｅｏｐｌｅ -> people, ﬁ -> fi, ① -> 1) is written in its folded form
    _folded := lower(normalize(slug, NFKC));
    -- 2. a file name is not a slug: people/alice.md, people/alice. (the dots that end a segment go)
    _normal := regexp_replace(regexp_replace(_folded, '\.md$', ''), '\.+(/|$)', '\1', 'g');
    _why := case when _folded ~ '\.md$' then 'it ends with .md (a file name: the slug has no extension)'
                 when _folded ~ '\.(/|$)' then 'a segment ends with a dot' end;
    -- 3. a segment whose letters mix scripts beyond Unicode UTS #39's highly restrictive level (one script, or Latin
    --    with Han and kana, with Han and Bopomofo, or with Han and Hangul): companies/аcme with a Cyrillic а is
    --    refused; iphone用 and 東京タワー are not. Its normal form maps the Cyrillic and Greek letters that look
    --    like Latin ones (а -> a), when that leaves one script
    select string_agg(format('%s (%s)', x.seg, array_to_string(x.scripts, ', ')), '; ' order by x.n)
               filter (where not x.ok[1]),
           string_agg(case when x.ok[1] then x.seg when x.ok[2] then x.mapped end, '/' order by x.n),
           bool_and(x.ok[1] or x.ok[2])
      into _mixed, _mapped, _mappable
      from (select g.seg, g.n, m.mapped, brain._slug_scripts(g.seg) as scripts,
                   (select array_agg(cardinality(v.sc) <= 1
                                     or v.sc <@ array['Latin', 'Han', 'Hiragana', 'Katakana']
                                     or v.sc <@ array['Latin', 'Han', 'Bopomofo']
                                     or v.sc <@ array['Latin', 'Han', 'Hangul'] order by v.k)
                      from (values (1, brain._slug_scripts(g.seg)), (2, brain._slug_scripts(m.mapped))) v(k, sc)) as ok
              from regexp_split_to_table(_normal, '/') with ordinality g(seg, n)
              cross join lateral (select translate(g.seg, 'аеорсухіјѕԁԛԝһӏүαοριυνκχτ', 'aeopcyxijsdqwhlyaopiuvkxt')
                                         as mapped) m) x;
    if _mixed is not null then
        _why := coalesce(_why || '; ', '') || format('a segment mixes scripts: %s', _mixed);
        _normal := case when _mappable then _mapped end;
    end if;
    if _why is null and _folded = slug then
        return;
    end if;
    return query select coalesce(_why, format('Unicode NFKC folds it to %s', _folded)), _normal, _why is null;
end
$fn$;

comment on function brain._slug_problem(text) is
'Internal: why a new page may not be written under slug as it is, or no row: (problem, normal_form, folds_only). folds_only: only Unicode NFKC changes it (ｐｅｏｐｌｅ/alice -> people/alice), and the page is written under the folded form; else refused: a last segment ending in .md, a segment ending in a dot, a segment whose letters mix scripts beyond UTS #39 highly restrictive (Latin with Cyrillic or Greek; Latin + Han + kana, Latin + Han + Bopomofo, Latin + Han + Hangul are allowed). normal_form is the slug to use instead (null when none can be given). Example: select * from brain._slug_problem(''companies/аcme'');';
