-- brain._cue_hits(texts, rules, words): which rules have one of their words in which text (the word prefilter of the
-- link and held-time cues, set-based).
create or replace function brain._cue_hits(texts text[], rules bigint[], words text[])
returns table (text_no integer, rule bigint)
language sql
stable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
-- plans made for the arrays at hand, hash joins (the planner cannot guess how few keys a run holds)
set plan_cache_mode = force_custom_plan
set enable_nestloop = off
set jit = off
as $fn$
    -- A rule's words (brain._cue_words: one of them is in every text its pattern matches) are looked up, not tested
    -- one by one against every text: each word has a key, its longest run without a space, which a text holding the
    -- word holds inside one of its runs without a space; every position of every distinct run of the texts is looked
    -- up by its next one to three characters in the keys (hash joins), the key checked whole there, and a word of
    -- several runs checked whole in the text. Prose repeats its words, so a batch has far fewer distinct runs than
    -- texts times rules times words (a LIKE per rule, text and word cost 40 % of typing a batch of references).
    with tx as materialized (
        select t.n::integer as n, t.x from unnest(texts) with ordinality t(x, n) where t.x is not null
    ), runs as materialized (
        select distinct tx.n, r.run from tx cross join lateral string_to_table(tx.x, ' ') r(run) where r.run <> ''
    ), keys as materialized (
        select w.rule, w.word, k.key, k.key = w.word as whole, least(length(k.key), 3) as kl, left(k.key, 3) as kp
          from unnest(rules, words) w(rule, word)
          cross join lateral (select p.piece as key from unnest(string_to_array(w.word, ' ')) p(piece)
                               order by length(p.piece) desc limit 1) k
         where w.rule is not null and w.word <> ''
    ), pos as materialized (
        select r.run, i.i, substr(r.run, i.i, 3) as s3
          from (select distinct runs.run from runs) r
          cross join lateral generate_series(1, length(r.run)) i(i)
    ), dk as materialized (
        select distinct keys.key, keys.kl, keys.kp from keys where keys.key <> ''
    ), found as materialized (
        select p.run, d.key from pos p join dk d on d.kl = 3 and d.kp = p.s3
         where d.key = p.s3 or substr(p.run, p.i, length(d.key)) = d.key
        union
        select p.run, d.key from pos p join dk d on d.kl = 2 and d.kp = left(p.s3, 2)
        union
        select p.run, d.key from pos p join dk d on d.kl = 1 and d.kp = left(p.s3, 1)
    )
    select distinct r.n, k.rule
      from runs r
      join found f on f.run = r.run
      join keys k on k.key = f.key
      join tx on tx.n = r.n
     where k.whole or strpos(tx.x, k.word) > 0
    union
    -- (a word of spaces alone has no key: tried on every text)
    select tx.n, k.rule from tx join keys k on k.key = '' where strpos(tx.x, k.word) > 0;
$fn$;

comment on function brain._cue_hits(text[], bigint[], text[]) is
'Internal (the word prefilter of brain._relink_type): the (text, rule) pairs where the text (texts[text_no]) holds one of the rule''s words as a substring, case-sensitive as LIKE ''%word%'' is; rules and words are parallel arrays, one (rule, word) entry each (brain.link_rules.words / brain.held_rules.words, lower case, matched against lower-cased texts). Found by looking each word up by its longest run without a space in the distinct runs of the texts, set-based, instead of testing every word against every text. Example: select * from brain._cue_hits(array[''she joined acme as cto'', ''no cue here''], array[1, 1, 2], array[''joined'', ''works at'', ''cto'']);';
