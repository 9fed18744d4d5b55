-- brain._slug_scripts(segment): the scripts of the letters of one slug segment (UTS #39 restriction levels).
create or replace function brain._slug_scripts(segment text)
returns text[]
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- letters only: digits, '.', '_', '-', combining marks and the kana prolonged sound mark belong to every script
    -- (Common / Inherited); a letter outside the scripts named here counts as one script, Other
    select coalesce(array_agg(distinct s order by s), '{}')
      from regexp_split_to_table(segment, '') ch
      cross join lateral (select ascii(ch) as cp) c
      cross join lateral (select case
               when c.cp < 128 then case when ch ~ '[a-z]' then 'Latin' end
               when ch !~ '[[:alpha:]]' or c.cp in (12540, 12541, 12542, 65392) then null      -- ー ヽ ヾ ｰ
               when c.cp between 170 and 591 or c.cp between 7680 and 7935 or c.cp between 7424 and 7551
                    or c.cp between 11360 and 11391 or c.cp between 42784 and 43007 or c.cp between 43824 and 43887
                    or c.cp between 65313 and 65370 then 'Latin'
               when c.cp between 880 and 1023 or c.cp between 7936 and 8191 then 'Greek'
               when c.cp between 1024 and 1327 or c.cp between 7296 and 7311 or c.cp between 11744 and 11775
                    or c.cp between 42560 and 42655 then 'Cyrillic'
               when c.cp between 1328 and 1423 then 'Armenian'
               when c.cp between 1424 and 1535 or c.cp between 64285 and 64335 then 'Hebrew'
               when c.cp between 1536 and 1791 or c.cp between 1872 and 1919 or c.cp between 2208 and 2303
                    or c.cp between 64336 and 65023 or c.cp between 65136 and 65279 then 'Arabic'
               when c.cp between 2304 and 2431 then 'Devanagari'
               when c.cp between 3584 and 3711 then 'Thai'
               when c.cp between 4256 and 4351 then 'Georgian'
               when c.cp between 4352 and 4607 or c.cp between 12592 and 12687 or c.cp between 44032 and 55215
                    then 'Hangul'
               when c.cp between 12352 and 12447 then 'Hiragana'
               when c.cp between 12448 and 12543 or c.cp between 12784 and 12799 or c.cp between 65382 and 65439
                    then 'Katakana'
               when c.cp between 12544 and 12591 or c.cp between 12704 and 12735 then 'Bopomofo'
               when c.cp between 11904 and 12255 or c.cp between 12293 and 12295 or c.cp between 12321 and 12329
                    or c.cp between 13312 and 19903 or c.cp between 19968 and 40959 or c.cp between 63744 and 64255
                    or c.cp between 131072 and 201551 then 'Han'
               else 'Other' end as s) x
     where x.s is not null
$fn$;

comment on function brain._slug_scripts(text) is
'Internal: the distinct Unicode scripts of the letters of one slug segment (Latin, Greek, Cyrillic, Han, Hiragana, Katakana, Hangul, ...; digits and punctuation count for none, unlisted scripts as Other), for the look-alike rule of brain._slug_problem. Example: select brain._slug_scripts(''iphone用'');';
