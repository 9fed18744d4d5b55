-- brain._relink_type(page_refs, page_ids): step 4 of the link engine, the edges the resolved references assert.
create or replace function brain._relink_type(page_refs brain._link_ref[], page_ids bigint[])
returns brain._link_edge[]
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
-- the references joined to their first matching rule: the planner takes both CTEs for a row each and would
-- compare every reference with every hit (26 million comparisons for 6,000 references); a hash join is meant
set enable_nestloop = off
as $fn$
begin
    -- 4b. the link type of each resolved body reference: the first rule, in priority order (then by
    --     the group of rules of one type, language, scope, direction, page types, target prefix and
    --     priority, by its first rule), that applies to the page type, the language of the text and
    --     the target and matches the text. Each rule's regex runs only on the texts that hold one of its
    --     words, in rule order (compiled once per batch); page-scope rules are tested once per page;
    --     every applicable rule is tested, and the first that matches wins.
    return array(
    with refs as materialized (
        select * from unnest(page_refs) r
    ), groups as materialized (
        -- one "group" per rule, ranked as the rules' groups are: priority first, then the group (type, language,
        -- scope, direction, page types, target prefix) by its first rule, then the rule. Rules used to be tested as
        -- one alternation per group; an alternation of a few dozen patterns with look-arounds costs PostgreSQL's
        -- regex engine several times the sum of its rules (a Japanese works_at group: 5.9 s against 0.6 s on the
        -- import benchmark), and each rule's own words filter far more texts than the union of a group's
        select row_number() over (order by y.priority desc, y.group_first, y.id) as rank, y.*, lt.from_types,
               lt.to_types
          from (select lr.id, lr.link_type, lr.language, lr.scope, lr.direction, lr.page_types, lr.target_prefix,
                       lr.priority, lr.pattern, lr.carries,
                       min(lr.id) over (partition by lr.link_type, lr.language, lr.scope, lr.direction,
                                                     lr.page_types, lr.target_prefix, lr.priority) as group_first,
                       -- words one of which every match holds (brain._cue_words): a reference whose text has none of
                       -- them is not tried against the regex; null when the rule has none
                       -- (as LIKE patterns '%word%': a LIKE ANY over an array needs no set-returning unnest per test)
                       case when lr.words is not null
                            then array(select '%' || replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_')
                                              || '%'
                                         from unnest(lr.words) w) end as words,
                       lr.words as raw_words
                  from brain.link_rules lr
                 where lr.enabled) y
          left join brain.link_types lt on lt.name = y.link_type
         order by 1
    ), domain_types as materialized (
        -- the page types the domains speak about: a page of another type (a note, a concept) is not judged
        select array(select distinct t from brain.link_types lt, unnest(lt.from_types || lt.to_types) t) as known
    ), page_groups as materialized (
        select g.id as page_id, x.rank
          from brain.pages g
          join groups x on x.scope = 'page' and (x.page_types is null or g.type = any (x.page_types))
         where g.id = any (page_ids)
           and exists (select 1 from refs r where r.page_id = g.id and r.to_id is not null
                          and r.link_source = 'markdown')
           and (g.compiled_truth || E'\n' || g.timeline) ~* x.pattern
    ), body as materialized (
        -- the body references to type, each with a key and the type of its target
        -- (with the parts before and after the reference, as the scopes read them, each lower-cased once for the
        -- word prefilter: a group that reads the part after the reference is not tried for a word before it)
        select s.*, lower(s.text) as ltext, lower(s.before_text) as lbefore, lower(s.after_text) as lafter
          from (select row_number() over () as k, r.*, tp.type as to_type, coalesce(r.sentence, r.context) as text,
                       case when r.clause_start is not null then left(r.sentence, r.clause_start)
                            when r.mention_start is not null then left(r.context, r.mention_start) end as before_text,
                       -- (after a reference, the references coordinated with it are passed over: in "⟦⟧ and ⟦⟧ are
                       -- the fund's partners", 「⟦⟧と⟦⟧が設立」 the predicate after the list is the first one's too;
                       -- called only where another reference follows closely, most texts have none)
                       case when r.clause_end is not null
                             and strpos(left(substr(r.sentence, r.clause_end + 1), 12), '⟦⟧') > 0
                            then brain._after_list(substr(r.sentence, r.clause_end + 1))
                            when r.clause_end is not null then substr(r.sentence, r.clause_end + 1)
                            when r.mention_end is not null then substr(r.context, r.mention_end + 1) end as after_text
                  from refs r
                  left join brain.pages tp on tp.id = r.to_id
                 where r.to_id is not null and r.link_source = 'markdown' and r.fixed_type is null) s
    ), combos as materialized (
        -- the kinds of reference in the batch: what the cheap conditions of a rule look at (script, page type,
        -- target type, clause role); a batch has a few dozen
        select row_number() over () as kind, c.*
          from (select distinct coalesce(b.cjk, false) as cjk, b.page_type, b.to_type,
                       b.clause_start is null as no_clause, b.clause_role
                  from body b) c
    ), body_kinds as materialized (
        -- each reference's kind
        select b.k, c.kind
          from body b
          join combos c on c.cjk = coalesce(b.cjk, false) and coalesce(c.page_type, '') = coalesce(b.page_type, '')
                       and coalesce(c.to_type, '') = coalesce(b.to_type, '') and c.no_clause = (b.clause_start is null)
                       and coalesce(c.clause_role, '') = coalesce(b.clause_role, '')
    ), fits as materialized (
        -- which rule applies to which kind of reference: judged once per kind, not once per reference
        select x.rank, c.*
          from groups x
          cross join domain_types dt
          join combos c on true
         where (x.page_types is null or c.page_type = any (x.page_types))
           and (x.language = 'any' or (x.language in ('ja', 'zh')) = c.cjk or x.scope = 'page')
           -- the type's domain: from and to page types (a co-founder named with a company is no founded edge)
           and (x.from_types is null
                or (case x.direction when 'out' then c.page_type else c.to_type end) = any (x.from_types)
                or not coalesce((case x.direction when 'out' then c.page_type else c.to_type end)
                                = any (dt.known), false))
           and (x.to_types is null
                or (case x.direction when 'out' then c.to_type else c.page_type end) = any (x.to_types)
                or not coalesce((case x.direction when 'out' then c.to_type else c.page_type end)
                                = any (dt.known), false))
           -- a page-role prior types a reference that stands alone (a list item, a table cell: clause_role
           -- bare) or comes without a clause; a clause with words says what its reference is, and an
           -- attachment ("[[acme]], which she co-founded") types by a cue it holds
           and (x.scope <> 'page' or c.no_clause or c.clause_role = 'bare')
           -- a clause whose subject is not the page ("[[people/bob]] invested in [[acme]]", ", which led
           -- rounds in [[acme]]") asserts nothing of the page: only the page-kind rules (meeting attendees,
           -- image subjects; priority 950 and more) still apply
           and (x.priority >= 950 or c.clause_role is distinct from 'foreign')
           -- the page-kind rules (priority 950 to 999: a meeting's people attended it) are priors of the page, not
           -- cues: an attachment or an extended text is typed by a cue it holds ("[[people/a]], Lumora's former
           -- advisor" on a meeting page says nothing of attending)
           and (x.priority < 950 or x.priority >= 1000 or c.clause_role not in ('attachment', 'anaphor', 'extended'))
    ), fit_rules as materialized (
        -- (the rules with what the word prefilter reads of them, per kind of reference they apply to)
        select f.rank, f.kind, g.target_prefix, g.scope, g.words
          from fits f join groups g on g.rank = f.rank
         where g.words is not null and g.scope <> 'page'
    ), word_texts as materialized (
        -- the word prefilter (which rules a reference's text could match), judged per distinct text: the texts of the
        -- batch, each once (the parts before and after a reference lie in its text: the clause holds both, and a
        -- reference without a clause reads its context, a check of brain.link_candidates)
        select row_number() over () as t, s.ltext from (select distinct b.ltext from body b) s
         where s.ltext is not null
    ), word_cand as materialized (
        -- the (text, rule) pairs whose text holds one of the rule's words (brain._cue_hits)
        select h.text_no as t, h.rule as rank
          from (select array_agg(x.rank order by x.rank, w.o) as ranks, array_agg(w.w order by x.rank, w.o) as words
                  from groups x cross join lateral unnest(x.raw_words) with ordinality w(w, o)
                 where x.scope <> 'page') rw
          cross join lateral brain._cue_hits(array(select tx.ltext from word_texts tx order by tx.t), rw.ranks,
                                             rw.words) h
    ), word_refs as materialized (
        -- (each reference with the rules its text holds a word of: a CTE of its own, so that the planner, which
        -- cannot guess how few these are, does not first pair every rule with every reference of its kind)
        select c.rank, bk.k, bk.kind
          from word_cand c
          join word_texts tx on tx.t = c.t
          join body b on b.ltext = tx.ltext
          join body_kinds bk on bk.k = b.k
    ), pairs as materialized (
        -- the (rule, reference) pairs left to test: the rules whose words the reference's text holds and that apply to
        -- its kind (hash joins), its target prefix, and hold a word in the part of the text their scope reads (a LIKE
        -- ANY, on these pairs alone); then the rules without words, and the page rules
        select x.rank, b.k
          from word_refs c
          join fit_rules x on x.rank = c.rank and x.kind = c.kind
          join body b on b.k = c.k
         where (x.target_prefix is null or starts_with(b.to_slug, x.target_prefix))
           and (x.scope = 'context'
                or (case x.scope when 'after_mention' then b.lafter else b.lbefore end) like any (x.words))
        union all
        select f.rank, b.k
          from fits f
          join body_kinds bk on bk.kind = f.kind
          join body b on b.k = bk.k
          join groups x on x.rank = f.rank
         where (x.words is null or x.scope = 'page')
           and (x.target_prefix is null or starts_with(b.to_slug, x.target_prefix))
    ), hits as materialized (
        -- every pair whose rule matches the reference's text, tested in rule order (the pairs sorted, the rules and
        -- the references the hashed sides of the joins, which keep the order), so each rule's regex is compiled once
        -- per batch (PostgreSQL caches 32 compiled regexes; another plan would be slower, not wrong), then the
        -- first rule in priority order wins
        select distinct on (m.k) m.k, m.link_type, m.direction, m.priority, m.prior, m.carries
          from (select p.k, x.rank, x.link_type, x.direction, x.priority, x.carries,
                       -- a prior of the page (page-role and page-kind rules), not a cue of the text
                       x.scope = 'page' or x.priority between 950 and 999 as prior
                  from (select * from pairs order by rank, k) p
                  join groups x on x.rank = p.rank
                  join body b on b.k = p.k
                 where case x.scope
                         when 'context' then b.text ~* x.pattern
                         when 'after_mention' then b.after_text ~* x.pattern
                         when 'before_mention' then b.before_text ~* x.pattern
                         else exists (select 1 from page_groups pg where pg.page_id = b.page_id and pg.rank = x.rank)
                       end) m
         order by m.k, m.rank
    ), typed as (
        select b.*, coalesce(h.link_type, 'mentions') as link_type, coalesce(h.direction, 'out') as direction,
               coalesce(h.link_type = 'mentions' and h.priority >= 1000, false) as negated,
               coalesce(h.prior, false) as prior, coalesce(h.carries, false) as carries
          from body b
          left join hits h on h.k = b.k
           -- (an attachment, anaphor or extended text without a cue adds nothing: the reference's own clause gives
           -- the mention)
         where h.link_type is not null or coalesce(b.clause_role, 'clause') not in ('attachment', 'anaphor', 'extended')
    ), settled as (
        -- an extended text (the clause with its sentence's interrupted start, or the lead and column header of a list
        -- item or table row) counts only when no cue of the occurrence's own texts gave a relation (the candidates
        -- of one occurrence share its context and offsets); when it gives one, a relation of the occurrence that
        -- only a page prior gave is dropped ("## Board seats" over "- [[a]]" beats a person page's investor prior);
        -- a negation in an attachment ("[[people/a]] (absent)", "[[people/a]] was on holiday and missed it"), or in
        -- an extended text where no cue gave a relation ("## Apologies" over "- [[people/a]]" on a meeting page),
        -- leaves the occurrence a plain mention; a negation in an anaphor text (a later clause naming the reference
        -- again: "co-founded [[a]] but never ran the company") denies only what that text says
        select t.page_id, t.ord, t.to_id, t.origin_field, t.context, t.resolution, t.line, t.mention_start,
               t.page_type, t.to_type, t.negated or t.negated_any as negated, t.clause_role,
               t.carries and not t.negated_any as carries, t.trans,
               -- the text whose cues date the relation (issue 19): the governing text between the references next
               -- to this one ("2019年以来の友人である[[b]]と共に…⟦⟧を創業した": not the friend's 2019), the words
               -- after it (its tail), and the date phrase that opens its sentence (its head) when neither names one
               -- ("In 2020 Nadine left [[a]] and joined ⟦⟧")
               -- (a year named relative to the last one the page wrote before it, written out: 「同年4月」, "the
               -- following year"; the page's text is read only for such a text)
               case when x.held ~* '同年|翌年|同月|翌月|\m(?:that|the same|the following|the next) (?:year|month)\M|\ma (?:year|month) later\M'
                    then brain._held_relative(x.held, (
                             select left(b.body, greatest(strpos(b.body, t.context) - 1, 0))
                                    || left(t.context, coalesce(t.mention_start, 0))
                               from (select case t.origin_field when 'timeline' then g.timeline
                                                 else g.compiled_truth end as body
                                       from brain.pages g where g.id = t.page_id) b))
                    else x.held end as held_text, h.own as clause_text,
               case when t.negated_any then 'mentions' else t.link_type end as link_type,
               case when t.negated_any then 'out' else t.direction end as direction
          from (select t.*,
                       t.neg_attached or (t.neg_extended and not t.own_cue) as negated_any,
                       -- a move from one page to another ("moved from [[a]] to ⟦⟧ in 2020", 「[[a]]から⟦⟧へ移った」):
                       -- the reference moved from (trans from) takes the move's dates as its end, the one moved to
                       -- (trans to) as its start; both read the whole clause
                       coalesce(case when t.clause_start is not null and t.clause_end <= length(t.text)
                                 and t.text like '%⟦⟧%⟦⟧%' then
                           case when (left(t.text, t.clause_start) ~* '\mfrom\s*$'
                                      and substr(t.text, t.clause_end + 1) ~* '^\s*to\s*⟦⟧')
                                     or substr(t.text, t.clause_end + 1) ~ '^\s*から\s*⟦⟧\s*(?:へ|に)'
                                     -- (「⟦⟧を退職して[[b]]に転職」「⟦⟧を辞め、[[b]]に移った」)
                                     or substr(t.text, t.clause_end + 1) ~ ('^\s*を\s*(?:退職|退社|辞め|離れ|去っ|去り|退任)[^⟦。]{0,6}?⟦⟧\s*(?:に|へ)\s*'
                                                                            '(?:転職|移|入社|入行|移籍|転籍|参画|加わ|加入|就職|入っ|入り|戻|復帰|再入社|合流)')
                                     -- ("left ⟦⟧ in 2020 to join [[b]]")
                                     or (left(t.text, t.clause_start) ~* '\m(?:left|leaves|leaving|quit|quits|quitting|departed|exited|resigned from)\s*$'
                                         and substr(t.text, t.clause_end + 1) ~* '^\s*(?:(?:in|on|at)\s+[^;⟦]{0,30}?)?,?\s*(?:in order\s+)?to\s+(?:join|rejoin)\s+(?:[\w-]+\s+){0,2}?⟦⟧')
                                     -- ("left ⟦⟧ for [[b]] in 2019", "left ⟦⟧ for a role at [[b]]")
                                     or (left(t.text, t.clause_start) ~* '\m(?:left|leaves|leaving|quit|quits|quitting|departed|exited)\s*$'
                                         and substr(t.text, t.clause_end + 1) ~* '^\s*for\s+(?:[\w-]+\s+){0,3}?⟦⟧')
                                     -- (written to-first: "moved over to [[b]] from its sister firm ⟦⟧")
                                     or left(t.text, t.clause_start) ~* '\m(?:moved|moves|moving|switched|switches|switching|went|transferred|jumped|hopped|defected|came)\s+(?:over\s+|back\s+|across\s+)?to\s*⟦⟧[^;⟦]{0,20}?\mfrom\s+(?:[a-z''’-]+\s+){0,3}$'
                                then 'from'
                                when left(t.text, t.clause_start) ~* '\mfrom\s*⟦⟧\s*to\s*$'
                                     or (left(t.text, t.clause_start) ~* '\m(?:moved|moves|moving|switched|switches|switching|went|transferred|jumped|hopped|defected|came)\s+(?:over\s+|back\s+|across\s+)?to\s*$'
                                         and substr(t.text, t.clause_end + 1) ~* '^[^;⟦]{0,20}?\mfrom\s+(?:[a-z''’-]+\s+){0,3}⟦⟧')
                                     or left(t.text, t.clause_start) ~* '\m(?:left|leaves|leaving|quit|quits|quitting|departed|exited)\s*⟦⟧\s*for\s+(?:[\w-]+\s+){0,3}?$'
                                     or left(t.text, t.clause_start) ~* '\m(?:left|leaves|leaving|quit|quits|quitting|departed|exited|resigned from)\s*⟦⟧\s*(?:(?:in|on|at)\s+[^;⟦]{0,30}?)?,?\s*(?:in order\s+)?to\s+(?:join|rejoin)\s+(?:[\w-]+\s+){0,2}?$'
                                     or (left(t.text, t.clause_start) ~ '⟦⟧\s*から\s*$'
                                         and substr(t.text, t.clause_end + 1) ~ '^\s*(?:へ|に)')
                                     or (left(t.text, t.clause_start) ~ '⟦⟧\s*を\s*(?:退職|退社|辞め|離れ|去っ|去り|退任)[^⟦。]{0,6}?$'
                                         and substr(t.text, t.clause_end + 1) ~ ('^\s*(?:に|へ)\s*(?:転職|移|入社|入行|移籍|転籍|参画|加わ|'
                                                                                  '加入|就職|入っ|入り|戻|復帰|再入社|合流)'))
                                then 'to' end
                       end,
                       case
                            -- (the page joined from ("Nwosu joins from ⟦⟧", "who had joined Orchid from ⟦⟧ in 2017"):
                            -- the move's date ends it)
                            when t.clause_start is not null and t.clause_end <= length(t.text)
                                 and left(t.text, t.clause_start) ~* '\m(?:join|joins|joined|joining|rejoined|comes|came|coming|arrives|arrived|arriving|moves|moved|switched|defected|poached|hired|recruited)\s+(?:[^⟦;,.]{0,40}?\s+)?from\s*$'
                            then 'from'
                       end) as trans
                  from (select t.*,
                               bool_or(t.link_type <> 'mentions' and t.clause_role is distinct from 'extended'
                                       and not t.prior) over w as own_cue,
                               bool_or(t.link_type <> 'mentions' and t.clause_role = 'extended') over w as ext_typed,
                               bool_or(t.negated and t.clause_role = 'attachment') over w as neg_attached,
                               bool_or(t.negated and t.clause_role = 'extended') over w as neg_extended
                          from typed t
                        window w as (partition by t.page_id, t.origin_field, t.to_id, t.context, t.mention_start)) t
               ) t
          cross join lateral (
                -- own: the clause from the reference before this one to the one after it, a list of references
                -- joined to this one kept whole ("previously worked at [[a]] and ⟦⟧"); fronted: the date phrase
                -- that opens the sentence, standing apart from the rest (a comma, 、, は / に, or a capital after
                -- it: "In 2020 Nadine", "From 2020 on,", 「2020年4月、」「岡田は2018年の入社以来、」; or a dash, colon or bar
                -- after it, as a dated line's: "- March 2020 — Onboarded at [[a]]")
                select o.own,
                       case when f.m is not null
                             and (f.m[5] ~ '[,、，はに:|—–-]|that'
                                  -- (or a pronoun or determiner as the subject: "In 2023 she left [[a]] and joined ⟦⟧")
                                  or substr(brain._held_tokens(t.head), length(f.m[1] || f.m[2] || f.m[5]) + 1, 7)
                                     ~ '^(?:[[:upper:]]|(?:she|he|they|we|i|it|the|his|her|its|our|their|my)\M)')
                            then f.m[2] end as fronted,
                       -- (past: an adverb of the past that opens the sentence before its first reference and stands
                       -- apart from it, "Previously, she worked at ⟦⟧", 「彼は以前、⟦⟧に…」: the clause cut after it
                       -- still reads it)
                       case when t.head is not null and t.mention_start is not null
                             -- (only where the clause left the head out: most clauses hold their sentence's start)
                             and strpos(t.text, t.head) = 0
                             and substr(left(t.context, t.mention_start), greatest(strpos(t.context, t.head), 1))
                                 !~ '\[\[|\]\('
                            then substring(t.head from '(?i)^\W*(?:[^、,。\s]{1,12}(?:は|が))?\s*((?:previously|formerly|earlier|before that|before this|prior to that|prior to this|in the past|at one time|back then|(?:before|prior to)\s+[a-z-]+ing\M[^,、⟦\[]{0,40}|以前|かつて|昔|過去に|もともと|前職で)\s*[,、，:])')
                       end as past
                  from (select case when t.clause_start is not null and t.clause_end <= length(t.text)
                                         -- (only a clause with another reference in it is cut, and not a move)
                                         and t.text like '%⟦⟧%⟦⟧%' and t.trans is null
                                    -- (after a reference before this one, the words up to its last clause break
                                    -- are that one's: "worked at [[a]] from 2010 to 2014 and at ⟦⟧ from 2015")
                                    -- (a subquery in the branch: its patterns run only for such a clause, not for
                                    -- every reference)
                                    then (select case when strpos(b.rest, '⟦⟧') = 0 then b.rest
                                              -- (a verb said once for two objects, each with its own date:
                                              -- "joined [[a]] in 2015 and ⟦⟧ in 2020" reads "joined ⟦⟧ in 2020")
                                              when b.chain = ''
                                                   and regexp_replace(b.rest, '^.*⟦⟧', '')
                                                       ~* ('^[^⟦]*?(?:[,;]|\m(?:and|but)\M)\s*'
                                                           '(?:at|in|with|for|to|on|as)?\s*$')
                                                   and a.chain = ''
                                                   and a.rest ~* ('^\s*(?:in|on|from|since|until|till|through'
                                                                  '|between|during|,|\(|[0-9])')
                                              then regexp_replace(regexp_replace(b.rest, '⟦⟧[^⟦]*$', ''), '^.*⟦⟧', '')
                                              when regexp_replace(b.rest, '^.*⟦⟧', '')
                                                   ~ '[,;、，；]|\m(?:and|but|then)\M'
                                              then regexp_replace(regexp_replace(b.rest, '^.*⟦⟧', ''),
                                                                  '^.*(?:[,;、，；]|\m(?:and|but|then)\M)', '')
                                              else '' end
                                         || b.chain || '⟦⟧' || a.chain || regexp_replace(a.rest, '⟦⟧.*$', '')
                                            from (select coalesce(substring(x.pre from
                                                      '((?:⟦⟧\s*(?:,\s*and|,\s*or|,|and|or|&|、|と|や|および|及び)\s*)+)$'),
                                                      '') as chain, x.pre
                                                    from (select left(t.text, t.clause_start) as pre) x) b0
                                            cross join lateral (select b0.chain,
                                                                       left(b0.pre, length(b0.pre) - length(b0.chain))
                                                                       as rest) b
                                            cross join lateral (
                                                  select coalesce(substring(y.post from
                                                      '^((?:\s*(?:,\s*and|,\s*or|,|and|or|&|、|と|や|および|及び)\s*⟦⟧)+)'),
                                                      '') as chain, y.post
                                                    from (select substr(t.text, t.clause_end + 1) as post) y) a0
                                            cross join lateral (select a0.chain, substr(a0.post, length(a0.chain) + 1)
                                                                       as rest) a)
                                    else t.text end as own) o
                  -- (a condition in the projection, not a WHERE: PostgreSQL makes a WHERE of a lateral the filter of
                  -- its join, tested after the pattern has run for every reference)
                  cross join lateral (
                        select case when t.head ~ '[0-9０-９]|元年' and t.text !~ '[0-9０-９]|元年'
                                         and coalesce(substring(t.tail from '^.*?(?:[.!?。！？](?:\s|$)|$)'), '')
                                             !~ '[0-9０-９]|元年'
                               then regexp_match(lower(brain._held_tokens(t.head)), brain._held_pattern(
                                   '^(\W*(?:[^、,。\s]{1,12}(?:\s[^、,。\s]{1,8})?(?:は|が)|it\s+(?:was|is)\s+)?)'
                                   '((?:(?:in|on|from|since|between|by|during|starting in|as of|until|till|up to|up until|through)\s+)?{date}'
                                   '(?:\s*(?:to|until|till|through|and|[-–—~〜～]|から|より)\s*{date})?'
                                   '(?:\s*(?:on|onwards?))?\s*(?:の)?(?:入社|就任|設立|創業)?\s*'
                                   '(?:から|より|以来|以降|まで|にかけて)?(?:の間|の期間)?)'
                                   '(\s*(?:[,、，]|(?:に|には|は)[、，]?)|\s*[:|—–-]+\s*|\s+that\s+|\s+)')) end as m
                         -- (only for a clause that names no date, and a head that may: most have none)
                         -- (the tail's own sentence: the sentences after it that go on about it are not its clause)
                        ) f) h
          cross join lateral (
                -- (the fronted date opens the clause: "In 2020 Nadine left [[a]] and joined ⟦⟧" reads "In 2020,
                -- joined ⟦⟧", not "and joined", which a date closing a clause before it would govern)
                select case when h.own !~ '[0-9０-９]|元年' and h.fronted is not null
                            then h.fronted || ', ' || regexp_replace(h.own, '^\W*(?:and|but|then)\s+', '', 'i')
                            when h.past is not null and strpos(h.own, h.past) = 0
                            -- (read as "previously": an English adverb of the past says only that)
                            then case when h.past ~ '[A-Za-z]' then 'previously' else h.past end || ' '
                                 || regexp_replace(h.own, '^[\s,;:]+', '')
                            else h.own end
                       || coalesce(' ' || t.tail, '') as held) x
         where case when t.clause_role = 'extended' then not t.own_cue
                    else not (t.prior and t.ext_typed and not t.own_cue) end
    ), model_on as materialized (
        -- 4b'. the learned typer (brain.link_model, issue 18) reads each occurrence again: the rules read the cues they
        --      know; the model, learned from hand-written pages, weighs every word around the reference. Where it
        --      disagrees, is at least links.model_threshold sure, does not say none, and its type fits the domain,
        --      its class wins. Only an occurrence the rules gave one edge is read (an occurrence with two relations,
        --      "the co-founder and CEO of ⟦⟧", keeps them), and not one they read as negated or as another's act.
        select coalesce((select (c.value #>> '{}')::boolean from brain.config c where c.key = 'links.model'), false)
                   and exists (select 1 from brain.link_model) as enabled,
               (select count(*) from brain.link_model_classes)::integer as classes,
               coalesce((select (c.value #>> '{}')::float8 from brain.config c where c.key = 'links.model_threshold'),
                        1) as threshold
    ), occ_one as materialized (
        -- (each occurrence numbered: the scores are summed and ranked by that number, not by its wide key)
        select row_number() over () as o, x.*
          from (select s.page_id, s.origin_field, s.to_id, s.context, s.mention_start, min(s.page_type) as page_type,
                       min(s.to_type) as to_type,
                       min(case when s.link_type = 'mentions' then 'mentions' else s.link_type || '>' || s.direction end)
                           filter (where s.clause_role is distinct from 'anaphor') as rule_class
                  from settled s
                 where (select m.enabled from model_on m)
                 group by s.page_id, s.origin_field, s.to_id, s.context, s.mention_start
                -- (nor one a negation or hedge made a mention, or whose clause's subject is another reference: what
                -- the rules read of the sentence's structure stands, the model weighs words; nor one whose cue
                -- carries the page's relation or marks a move, "exited [[x]]", "moved from [[a]] to [[b]]": what the
                -- relation is and when it held come from the page's other cues)
                -- (an anaphor text says a relation of its own: it is neither read nor retyped by the model, but its
                -- negation, 「私は同社の顧問ではない」, keeps the model off the occurrence as any other does)
                having count(*) filter (where s.clause_role is distinct from 'anaphor') = 1
                       and not bool_or(s.negated) and not bool_or(s.clause_role = 'foreign')
                       and not bool_or(s.carries) and not bool_or(s.trans is not null)) x
    ), occ_features as materialized (
        -- (the features of every governing text of the occurrence: its clause, attachment and extended text)
        select distinct o.o, f.feature
          from occ_one o
          join body b on b.page_id = o.page_id and b.origin_field = o.origin_field and b.to_id = o.to_id
                     and b.context = o.context and b.mention_start is not distinct from o.mention_start
                     and b.clause_role is distinct from 'anaphor'
          cross join lateral unnest(brain._link_features(
                                        b.text, coalesce(b.clause_start, b.mention_start),
                                        case when b.clause_start is not null then b.clause_end else b.mention_end end,
                                        b.clause_role, b.head)) f(feature)
        union
        select o.o, x.feature
          from occ_one o
          cross join lateral (values ('bias'), ('pt:' || coalesce(o.page_type, '') || '|tt:' || coalesce(o.to_type, '')))
                             x(feature)
    ), model_scores as materialized (
        -- (each occurrence's scores: the sum of its features' weight vectors, one dimension per class; a row whose
        -- vector has another number of dimensions than there are classes is not read)
        select f.o, sum(w.weights)::real[] as scores
          from occ_features f
          join brain.link_model w on w.feature = f.feature
         where vector_dims(w.weights) = (select m.classes from model_on m)
         group by f.o
    ), model_best as materialized (
        -- the most probable class of each occurrence and its probability (the softmax of the scores)
        select s.o, c.link_class as top, x.p
          from model_scores s
          cross join lateral (select i.pos, 1 / (select sum(exp(y - i.v)) from unnest(s.scores) y) as p
                                from unnest(s.scores) with ordinality i(v, pos)
                               order by i.v desc, i.pos
                               limit 1) x
          join brain.link_model_classes c on c.position = x.pos
    ), model_wins as materialized (
        select o.page_id, o.origin_field, o.to_id, o.context, o.mention_start, split_part(b.top, '>', 1) as link_type,
               coalesce(nullif(split_part(b.top, '>', 2), ''), 'out') as direction
          from model_best b
          join occ_one o on o.o = b.o
          cross join model_on m
          cross join domain_types dt
          left join brain.link_types lt on lt.name = split_part(b.top, '>', 1)
          cross join lateral (select case when b.top like '%>in' then o.to_type else o.page_type end as from_type,
                                     case when b.top like '%>in' then o.page_type else o.to_type end as to_type) d
         where b.top <> o.rule_class and b.top <> 'none' and b.p >= m.threshold
           and (lt.from_types is null or d.from_type = any (lt.from_types)
                or not coalesce(d.from_type = any (dt.known), false))
           and (lt.to_types is null or d.to_type = any (lt.to_types)
                or not coalesce(d.to_type = any (dt.known), false))
    ), modeled as (
        select s.page_id, s.ord, s.to_id, s.origin_field, s.context, s.resolution, s.line,
               s.carries, s.trans, s.held_text, s.clause_text,   -- (an occurrence that carries is never retyped)
               coalesce(w.link_type, s.link_type) as link_type, coalesce(w.direction, s.direction) as direction
          from settled s
          left join model_wins w on w.page_id = s.page_id and w.origin_field = s.origin_field and w.to_id = s.to_id
                                and w.context = s.context and w.mention_start is not distinct from s.mention_start
                                and s.clause_role is distinct from 'anaphor'
    ), derived as (
        -- every occurrence of an edge, with what dates it: the text that governs a body reference, a frontmatter
        -- item's since / until
        select t.page_id as origin_id, t.ord,
               case t.direction when 'out' then t.page_id else t.to_id end as from_id,
               case t.direction when 'out' then t.to_id else t.page_id end as to_id,
               t.link_type, 'markdown'::text as link_source, t.origin_field, t.context, t.resolution,
               t.held_text, t.clause_text, t.line, null::text as fm_since, null::text as fm_until, t.carries, t.trans
          from modeled t
        union all
        select r.page_id, r.ord,
               case r.fixed_direction when 'out' then r.page_id else r.to_id end,
               case r.fixed_direction when 'out' then r.to_id else r.page_id end,
               r.fixed_type, 'frontmatter', r.origin_field, r.context, r.resolution, null, null, null, r.held_since,
               r.held_until, false, null
          from refs r
         where r.to_id is not null and r.link_source = 'frontmatter'
        union all
        -- a cited code page: page -> code documents, code -> page documented_by (both owned by the citing page)
        select r.page_id, r.ord, x.from_id, x.to_id, x.link_type, 'markdown', r.origin_field, r.context, r.resolution,
               null, null, null, null, null, false, null
          from refs r
          cross join lateral (values (r.page_id, r.to_id, 'documents'), (r.to_id, r.page_id, 'documented_by'))
                             x(from_id, to_id, link_type)
         where r.to_id is not null and r.link_source = 'markdown' and r.fixed_type = 'documents'
    ), carried as (
        -- a cue that carries (brain.link_rules.carries: left, exited, a board seat) takes the relation the page
        -- already has with the target, when it has exactly one other typed relation of a state or event type with
        -- it ("invested in [[x]] in 2022" ... "exited [[x]] in 2025": the exit ends the investment); when it has
        -- none, the carrying cues about the target are one relation, the one the first of them types ("gave up
        -- his board seat at [[x]] in 2022" ... "2018: took a board seat at [[x]]": one seat, taken and given up)
        select d.origin_id, d.ord, coalesce(case when n.n = 1 then n.from_id end, f.from_id, d.from_id) as from_id,
               coalesce(case when n.n = 1 then n.to_id end, f.to_id, d.to_id) as to_id,
               coalesce(case when n.n = 1 then n.link_type end, f.link_type, d.link_type) as link_type,
               d.link_source, d.origin_field, d.context,
               d.resolution, d.held_text, d.clause_text, d.line, d.fm_since, d.fm_until, d.trans
          from derived d
          left join (select o.origin_id, o.lo, o.hi, count(*) as n, min(o.from_id) as from_id,
                            min(o.to_id) as to_id, min(o.link_type) as link_type
                       from (select distinct o.origin_id, least(o.from_id, o.to_id) as lo,
                                    greatest(o.from_id, o.to_id) as hi, o.from_id, o.to_id, o.link_type
                               from derived o
                               join brain.link_types lt on lt.name = o.link_type and lt.kind in ('state', 'event')
                              -- (a founding is never undone: a first or last day, an exit beside it is the
                              -- founder's job's, "co-founded [[x]] in 2007" ... "2012-09-07: Last day at [[x]]")
                              where not o.carries and o.link_type <> 'founded') o
                      group by o.origin_id, o.lo, o.hi) n
                 on d.carries and n.origin_id = d.origin_id and n.lo = least(d.from_id, d.to_id)
                and n.hi = greatest(d.from_id, d.to_id)
          left join (select distinct on (o.origin_id, least(o.from_id, o.to_id), greatest(o.from_id, o.to_id))
                            o.origin_id, least(o.from_id, o.to_id) as lo, greatest(o.from_id, o.to_id) as hi,
                            o.from_id, o.to_id, o.link_type
                       from derived o
                       join brain.link_types lt on lt.name = o.link_type and lt.kind in ('state', 'event')
                      where o.carries
                      order by o.origin_id, least(o.from_id, o.to_id), greatest(o.from_id, o.to_id), o.ord) f
                 on d.carries and n.origin_id is null and f.origin_id = d.origin_id
                and f.lo = least(d.from_id, d.to_id) and f.hi = greatest(d.from_id, d.to_id)
    ), rows as materialized (
        -- no self edges; the kind of each edge's type; whether the pair has a typed edge from the page
        select d.*, coalesce(lt.kind, 'state') as kind,
               bool_or(d.link_type <> 'mentions')
                   over (partition by d.origin_id, least(d.from_id, d.to_id), greatest(d.from_id, d.to_id))
                   as typed_pair,
               row_number() over (partition by d.origin_id, d.from_id, d.to_id, d.link_type, d.link_source
                                  order by d.ord) as nth
          from carried d
          left join brain.link_types lt on lt.name = d.link_type
         where d.from_id <> d.to_id
    ), kept as (
        -- a plain mention adds nothing next to a typed edge between the same pages from the same page; the first
        -- occurrence per provenance gives the edge's context
        select k.* from rows k where k.link_type <> 'mentions' or not k.typed_pair
    ), occs as materialized (
        -- 4c. the held interval of each relation (issue 19), from every occurrence of it on the page, and from a
        --     mention of a page the page has exactly one dated relation with ("Sold her stake in [[x]]" beside
        --     "invested in [[x]]": the sale dates the investment)
        select row_number() over () as occ, o.*
          from (select k.origin_id, k.from_id, k.to_id, k.link_type, k.kind, k.ord, k.link_source, k.origin_field,
                       k.line, k.held_text, k.clause_text, k.fm_since, k.fm_until, k.trans
                  from kept k
                 where k.kind in ('state', 'event')
                union all
                select r.origin_id, r.from_id, r.to_id, r.link_type, r.kind, m.ord, m.link_source, m.origin_field,
                       m.line, m.held_text, m.clause_text, null, null, m.trans
                  from rows m
                  join (select k.origin_id, least(k.from_id, k.to_id) as lo, greatest(k.from_id, k.to_id) as hi,
                               min(k.from_id) as from_id, min(k.to_id) as to_id, min(k.link_type) as link_type,
                               min(k.kind) as kind
                          from (select distinct k.origin_id, k.from_id, k.to_id, k.link_type, k.kind from kept k
                                 where k.kind in ('state', 'event')) k
                         group by 1, 2, 3
                        having count(*) = 1) r
                    on r.origin_id = m.origin_id and r.lo = least(m.from_id, m.to_id)
                   and r.hi = greatest(m.from_id, m.to_id)
                 where m.link_type = 'mentions' and m.typed_pair and m.held_text is not null) o
    ), texts as materialized (
        -- the texts to read (digits made ASCII; a dated rule is tried only where there is a digit, an undated one
        -- only where one of its words is)
        select k.occ, k.kind, x.text, lower(x.text) as ltext, strpos(x.text, '⟨') > 0 as has_digit,
               x.text ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]' as cjk, x.clause, lower(x.clause) as lclause
          from occs k
          -- (the dates that describe the referenced page itself, its founding, are no bounds: brain._held_own)
          -- (called only where such a date may be: the reference is in the text with a founding word)
          -- (offset 0: each text made into tokens once; the clause, most often the whole held text, only when it is
          -- not)
          cross join lateral (select brain._held_tokens(k.held_text) as text offset 0) x1
          cross join lateral (select x1.text, k.clause_text is null or k.clause_text = k.held_text as same,
                                     case when k.clause_text is null or k.clause_text = k.held_text then x1.text
                                          else brain._held_tokens(k.clause_text) end as clause
                              offset 0) x0
          cross join lateral (select case when x0.text ~* '(?:found|establish|incorporat|set up|launch|creat|form|est\M|設立|創業|創立|創設)'
                                          then brain._held_own(x0.text) else x0.text end as text offset 0) x2
          cross join lateral (select x2.text,
                                     case when x0.same then x2.text
                                          when x0.clause ~* '(?:found|establish|incorporat|set up|launch|creat|form|est\M|設立|創業|創立|創設)'
                                          then brain._held_own(x0.clause) else x0.clause end as clause) x
         where k.held_text is not null
    ), rules as materialized (
        -- (the words one of which every match holds, read from the pattern without its dates: a rule is compiled
        -- only for a batch that has a text with one of them, and tried only on those texts)
        select r.id, r.bound, r.language, r.link_kinds, brain._held_pattern(r.pattern) as re,
               strpos(r.pattern, '{date}') > 0 as dated,
               r.words, r.words as raw_words
          from brain.held_rules r
         where r.enabled
    ), cue_texts as materialized (
        -- the word prefilter of the cues (brain._cue_hits): the distinct texts they read (a cue that the relation
        -- holds now reads the clause alone)
        select row_number() over () as n, s.x from (select t.ltext from texts t union select t.lclause from texts t) s(x)
         where s.x is not null
    ), cue_pairs as materialized (
        -- the (occurrence, rule) pairs to try: the rules one of whose words the text they read holds, and the rules
        -- without words
        with hits as materialized (
            select ct.x, x.id, x.bound = 'current' as on_clause
              from (select array_agg(x.id order by x.id, w.o) as ids, array_agg(w.w order by x.id, w.o) as words
                      from rules x cross join lateral unnest(x.raw_words) with ordinality w(w, o)) rw
              cross join lateral brain._cue_hits(array(select ct.x from cue_texts ct order by ct.n), rw.ids,
                                                 rw.words) h
              join cue_texts ct on ct.n = h.text_no
              join rules x on x.id = h.rule
        )
        select t.occ, h.id from hits h join texts t on t.ltext = h.x where not h.on_clause
        union
        select t.occ, h.id from hits h join texts t on t.lclause = h.x where h.on_clause
        union
        select t.occ, x.id from rules x cross join texts t where x.words is null
    ), cues as materialized (
        -- every match of every rule (rules in order, so each regex is compiled once per batch); a cue that the
        -- relation holds now reads the clause alone (in "…に勤めていたが、今はフリーランスだ" the 今は is of another
        -- predicate)
        select p.occ, p.bound, p.text, array_remove(m.m, null) as m   -- (groups of the alternative that matched)
          from (select t.occ, case when x.bound = 'current' then t.clause else t.text end as text, x.id, x.bound, x.re
                  from cue_pairs c
                  join rules x on x.id = c.id
                  join texts t on t.occ = c.occ
                 where t.kind = any (x.link_kinds)
                   and (x.language = 'any' or (x.language = 'ja') = t.cjk)
                   and (t.has_digit or not x.dated)
                 order by x.id, t.occ) p
          cross join lateral regexp_matches(p.text, p.re, 'gi') m(m)
    ), split as materialized (
        -- an occurrence whose text has both a cue that the relation has ended and one that it holds now (「元社員の
        -- [[p]]と[[q]]は、今も同社の行事に顔を出す」): the two are read again in the stretch of its clause between the
        -- punctuation around the reference, where an ended cue alone outvotes the current one (the now is of another
        -- predicate); both or neither there: the current cue wins, as before
        select t.occ, bool_or(x.bound = 'ended' and s.seg ~* x.re) and not bool_or(x.bound = 'current' and s.seg ~* x.re)
                      as ended_here
          from texts t
          cross join lateral (select substring(t.clause from '[^,;:、，；]*⟦⟧[^,;:、，；]*') as seg) s
          join rules x on x.bound in ('ended', 'current') and t.kind = any (x.link_kinds)
                      and (x.language = 'any' or (x.language = 'ja') = t.cjk)
         where t.occ in (select c.occ from cues c where c.bound = 'current')
           and t.occ in (select c.occ from cues c where c.bound = 'ended')
           and s.seg is not null and s.seg <> t.clause
         group by t.occ
    ), moves as materialized (
        -- a move to a page with no page named to move from ("joined [[a]] in 2013 and moved to [[b]] in 2016",
        -- 「2013年に[[a]]に入社し、2016年に[[b]]へ転じた」): it ends the job named last before it in the same paragraph
        -- line, at the move's date (or undated)
        select t.occ as to_occ, p.occ as from_occ
          from texts t
          join occs k on k.occ = t.occ
          cross join lateral (select p.occ from occs p
                               where p.origin_id = k.origin_id and p.line = k.line and p.ord < k.ord
                                 and p.from_id = k.from_id and p.to_id <> k.to_id and p.link_type = 'works_at'
                                 and p.link_source = 'markdown' and p.trans is null
                               order by p.ord desc limit 1) p
         where k.link_type = 'works_at' and k.trans is null and k.link_source = 'markdown'
           and (t.clause ~* '\m(?:moved|moves|moving|switched|switches|jumped|jumps|hopped|transferred|transfers|defected|went)\s+(?:over\s+|back\s+|across\s+)?to\s+(?:[\w-]+\s+){0,2}?⟦⟧|\mleft\s+for\s+⟦⟧'
                -- ("left in 2020 to join ⟦⟧": the job left is the one named before)
                or t.clause ~* '\m(?:left|quit|departed|resigned|moved on)\s+(?:(?:in|on|at)\s+(?:the\s+(?:end|start|spring|summer|autumn|fall|winter)\s+of\s+)?⟨[0-9-]+⟩\s*,?\s*)?(?:in order\s+)?to\s+(?:join|rejoin)\s+(?:[\w-]+\s+){0,2}?⟦⟧'
                or t.clause ~ '⟦⟧\s*(?:へ|に)\s*(?:転じ|転職|移っ|移り|移る|移籍|籍を移|転籍)')
    ), bounds0 as materialized (
        -- dated bounds: the cues' dates (a span gives both), a frontmatter item's since / until, a meeting's date
        select c.occ, case when k.trans = 'from' then 'until'
                           when c.bound = 'span' and x.i = 2 then 'until' when c.bound = 'span' then 'from'
                           else c.bound end as bound,
               d.held, d.prec, left(c.text, 300) as phrase
          from cues c
          join occs k on k.occ = c.occ
          cross join lateral generate_series(1, case c.bound when 'span' then 2 else 1 end) x(i)
          cross join lateral brain._held_date(c.m[x.i]) d
         where c.bound in ('from', 'until', 'span') and d.held is not null
           -- (a move: the page moved from ends when it starts at the next, which ends nothing then)
           and not coalesce(k.trans = 'from' and c.bound = 'span' and x.i = 1, false)
           and not coalesce(k.trans = 'to' and (c.bound = 'until' or (c.bound = 'span' and x.i = 2)), false)
        union all
        select k.occ, x.bound, d.held, d.prec, format('%s: %s', x.key, x.value)
          from occs k
          cross join lateral (values ('from', 'since', k.fm_since), ('until', 'until', k.fm_until)) x(bound, key, value)
          cross join lateral brain._held_date(x.value) d
         where x.value is not null and d.held is not null
        union all
        select k.occ, 'from', m.effective_date::date, 'day', 'the meeting''s date'
          from occs k join brain.pages m on m.id = k.to_id
         where k.link_type = 'attended' and m.effective_date is not null
    ), bounds as materialized (
        -- (and the job a move ends, at the start of the one moved to, unless the page has ended it by then: "left
        -- in June 2020 ... in August 2020 moved to [[b]]" ends it in June)
        select * from bounds0
        union all
        select mv.from_occ, 'until', b.held, b.prec, b.phrase
          from moves mv join bounds0 b on b.occ = mv.to_occ and b.bound = 'from'
          join occs f on f.occ = mv.from_occ
         where coalesce((select u.bound from bounds0 u join occs o on o.occ = u.occ
                          where o.origin_id = f.origin_id and o.from_id = f.from_id and o.to_id = f.to_id
                            and o.link_type = f.link_type and u.held <= b.held
                          order by u.held desc, u.bound = 'until' desc limit 1), 'from') <> 'until'
    ), rel_bounds as (
        select k.origin_id, k.from_id, k.to_id, k.link_type, b.bound, b.held, b.prec,
               brain._held_upper(b.held, b.prec) as upper,
               jsonb_strip_nulls(jsonb_build_object(
                   -- (brain._held_text written out: a function with a pinned search_path is not inlined)
                   'bound', b.bound, 'date', to_char(b.held, case b.prec when 'year' then 'YYYY'
                                                                   when 'month' then 'YYYY-MM' else 'YYYY-MM-DD' end),
                   'field', case when k.link_source = 'frontmatter' then 'frontmatter.' || k.origin_field
                                 when b.phrase = 'the meeting''s date' then 'meeting' else k.origin_field end,
                   'line', k.line, 'phrase', b.phrase)) as ev
          from bounds b join occs k on k.occ = b.occ
          left join (select distinct u.occ, u.held, u.prec from bounds u where u.bound = 'until') u
                 on (u.occ, u.held, u.prec) = (b.occ, b.held, b.prec)
         -- a date that a start cue and an end cue of one text both take is the end ("joined ⟦⟧ and left in 2022";
         -- an event: "sold his stake in 2021")
         where not (b.bound = 'from' and b.phrase <> 'the meeting''s date' and u.occ is not null)
    ), runs as (
        -- the bounds of a relation in time order (a start at the first day of its period, an end at the last; an end
        -- before a start on the same day), cut into runs of starts and runs of ends
        select r.*, sum(case when r.prev is distinct from r.bound then 1 else 0 end)
                        over (partition by r.origin_id, r.from_id, r.to_id, r.link_type order by r.key, r.tie, r.held,
                                                                                                r.upper) as run
          from (select r.*, lag(r.bound) over (partition by r.origin_id, r.from_id, r.to_id, r.link_type
                                               order by r.key, r.tie, r.held, r.upper) as prev
                  from (select r.*, case r.bound when 'from' then r.held else r.upper end as key,
                               case r.bound when 'until' then 0 else 1 end as tie
                          from rel_bounds r) r) r
    ), picks as (
        -- one bound per run: of starts the period that ends first (the most precise of one start), of ends the one
        -- that begins last; a run of starts after k runs of ends opens episode k, a run of ends closes the episode
        -- its number of earlier runs of ends gives
        select p.*, coalesce(sum(case when p.bound = 'until' then 1 else 0 end)
                                 over (partition by p.origin_id, p.from_id, p.to_id, p.link_type order by p.run
                                       rows between unbounded preceding and 1 preceding), 0) as episode
          from (select distinct on (r.origin_id, r.from_id, r.to_id, r.link_type, r.run)
                       r.origin_id, r.from_id, r.to_id, r.link_type, r.run, r.bound, r.held, r.prec,
                       v.evs
                  from runs r
                  join (select e.origin_id, e.from_id, e.to_id, e.link_type, e.run,
                               jsonb_agg(distinct e.ev) as evs
                          from runs e
                         group by e.origin_id, e.from_id, e.to_id, e.link_type, e.run) v
                    on (v.origin_id, v.from_id, v.to_id, v.link_type, v.run)
                       = (r.origin_id, r.from_id, r.to_id, r.link_type, r.run)
                 order by r.origin_id, r.from_id, r.to_id, r.link_type, r.run,
                          case when r.bound = 'from' then r.upper end, case when r.bound = 'until' then r.held end desc,
                          r.upper - r.held) p
    ), episodes as (
        select p.origin_id, p.from_id, p.to_id, p.link_type, p.episode,
               max(p.held) filter (where p.bound = 'from') as held_from,
               max(p.prec) filter (where p.bound = 'from') as from_prec,
               max(p.held) filter (where p.bound = 'until') as held_until,
               max(p.prec) filter (where p.bound = 'until') as until_prec,
               jsonb_agg(e order by p.run) as evidence,
               p.episode = max(p.episode) over (partition by p.origin_id, p.from_id, p.to_id, p.link_type) as last
          from picks p cross join lateral jsonb_array_elements(p.evs) e
         group by p.origin_id, p.from_id, p.to_id, p.link_type, p.episode
    ), flags as (
        -- undated cues: ended (former, ex-, left, 元) and current (now, 現在), per relation; an ended cue in a text
        -- that dates the end itself ("Left ⟦⟧" on a dated timeline line) says nothing more
        select k.origin_id, k.from_id, k.to_id, k.link_type,
               bool_or(c.bound = 'ended' and not c.dated_end) as ended,
               -- (not a now that resumes the sentence after an apposition that holds the reference: in "[[p]], a
               -- former engineer at [[x]], now runs a bakery" it is of the subject, not of the job)
               bool_or(c.bound = 'current' and not coalesce(c.ended_here, false)
                       and c.text !~* '^\W*⟦⟧\s*[,，、]\s*(?:and\s+)?(?:is\s+|was\s+|has\s+)?(?:now|currently|these days|today|presently)\M')
                   as current,
               jsonb_agg(jsonb_strip_nulls(jsonb_build_object('bound', c.bound, 'field', k.origin_field,
                                                              'line', k.line, 'phrase', left(c.text, 300)))
                         order by k.ord) filter (where c.bound = 'ended' and not c.dated_end) as evidence
          from (select c.*, d.occ is not null as dated_end, sp.ended_here
                  -- (a page moved from has ended, dated or not, and a job a move ends)
                  from (select c.occ, c.bound, c.text from cues c
                        union all
                        select k.occ, 'ended', coalesce(k.held_text, '') from occs k where k.trans = 'from'
                        union all
                        select mv.from_occ, 'ended', coalesce(k.held_text, '')
                          from moves mv join occs k on k.occ = mv.to_occ) c
                  left join (select distinct b.occ from bounds b where b.bound = 'until') d on d.occ = c.occ
                  left join split sp on sp.occ = c.occ
                 where c.bound in ('ended', 'current')) c
          join occs k on k.occ = c.occ
         -- (the page moved to has not ended by the move)
         where k.trans is distinct from 'to' or c.bound <> 'ended'
         group by k.origin_id, k.from_id, k.to_id, k.link_type
    ), held as (
        -- a relation's episodes (an open last one ends, undated, when a cue says it has and none that it holds
        -- now); a relation without dates is one episode, ended on the same terms
        select coalesce(e.origin_id, f.origin_id) as origin_id, coalesce(e.from_id, f.from_id) as from_id,
               coalesce(e.to_id, f.to_id) as to_id, coalesce(e.link_type, f.link_type) as link_type,
               e.held_from, e.from_prec, e.held_until, e.until_prec,
               e.held_until is not null
               or (coalesce(e.last, true) and coalesce(f.ended and not f.current, false)) as ended,
               coalesce(e.evidence, '[]') || case when e.held_until is null and coalesce(e.last, true)
                                                       and coalesce(f.ended and not f.current, false)
                                                  then f.evidence else '[]' end as evidence
          from episodes e
          full join flags f on (f.origin_id, f.from_id, f.to_id, f.link_type)
                               = (e.origin_id, e.from_id, e.to_id, e.link_type)
    )
    select row(k.origin_id, k.ord, k.from_id, k.to_id, k.link_type, k.link_source, k.origin_field, k.context,
               k.resolution, null, h.held_from, h.from_prec, h.held_until, h.until_prec, coalesce(h.ended, false),
               coalesce(h.evidence, '[]'))::brain._link_edge
      from kept k
      left join held h on k.kind in ('state', 'event')
                      and (h.origin_id, h.from_id, h.to_id, h.link_type) = (k.origin_id, k.from_id, k.to_id, k.link_type)
     where k.nth = 1);
end
$fn$;

comment on function brain._relink_type(brain._link_ref[], bigint[]) is
'Internal, step 4 of the link engine (brain._relink_pages): the edges the resolved references of the pages assert: body references typed by the first enabled brain.link_rules rule, in priority order (then by its group of type, language, scope, direction, page types, target prefix and priority), that fits the page type, the script of the text and the target and matches (the clause that governs the reference, the part of it before or after the reference, or the whole page) and whose type''s domain (brain.link_types from_types / to_types) fits the two pages (pages of a type no domain names are not judged; page-role priors only for references standing alone in their clause, clause_role bare, or given without a clause), else mentions (an attachment or extended text without a cue: nothing; page-kind priors, priority 950 to 999, never type an attachment or extended text; an extended text (a list lead, column header, interrupted sentence start) counts only when the occurrence''s own texts give no relation from a cue: then it replaces a prior, and its negation makes the occurrence a mention; a clause whose subject is not the page: only the page-kind rules of priority 950 and more); a reference typed by a rule that carries (brain.link_rules.carries: an exit, a board seat, a last day) takes instead the one typed relation of state or event kind the page has with the same target from its other references or frontmatter, when there is exactly one; frontmatter values with their fixed type and direction; cited code files as documents / documented_by. Each state or event edge gets its held interval (issue 19) from the cues of brain.held_rules in the texts of all its occurrences (a move from one page to another ends the first and starts the second), frontmatter since / until and a meeting''s date. Every occurrence counts: one edge per relation, its first occurrence''s context; no self edges, no mentions beside a typed edge between the same pages. Example: select e.link_type from unnest(brain._relink_type(brain._relink_resolve(brain._relink_refs(array[42])), array[42])) e;';
