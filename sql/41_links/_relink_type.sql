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
                       lr.priority, lr.pattern,
                       min(lr.id) over (partition by lr.link_type, lr.language, lr.scope, lr.direction,
                                                     lr.page_types, lr.target_prefix, lr.priority) as group_first,
                       -- words one of which every match holds (brain._cue_words): a reference whose text has none of
                       -- them is not tried against the regex; null when the rule has none
                       -- (as LIKE patterns '%word%': a LIKE ANY over an array needs no set-returning unnest per test)
                       case when lr.words is not null
                            then array(select '%' || replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_')
                                              || '%'
                                         from unnest(lr.words) w) end as words
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
                       case when r.clause_end is not null then substr(r.sentence, r.clause_end + 1)
                            when r.mention_end is not null then substr(r.context, r.mention_end + 1) end as after_text
                  from refs r
                  left join brain.pages tp on tp.id = r.to_id
                 where r.to_id is not null and r.link_source = 'markdown' and r.fixed_type is null) s
    ), combos as materialized (
        -- the kinds of reference in the batch: what the cheap conditions of a rule look at (script, page type,
        -- target type, clause role); a batch has a few dozen
        select distinct coalesce(b.cjk, false) as cjk, b.page_type, b.to_type, b.clause_start is null as no_clause,
               b.clause_role
          from body b
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
           and (x.priority < 950 or x.priority >= 1000 or c.clause_role not in ('attachment', 'extended'))
    ), pairs as materialized (
        -- the (rule, reference) pairs left to test: a hash join on the kind of reference, then the rule's target
        -- prefix and its words (a LIKE ANY on the part of the text its scope reads; most pairs end here)
        select f.rank, b.k
          from fits f
          join body b on coalesce(b.cjk, false) = f.cjk and coalesce(b.page_type, '') = coalesce(f.page_type, '')
                     and coalesce(b.to_type, '') = coalesce(f.to_type, '') and (b.clause_start is null) = f.no_clause
                     and coalesce(b.clause_role, '') = coalesce(f.clause_role, '')
          join groups x on x.rank = f.rank
         where (x.target_prefix is null or starts_with(b.to_slug, x.target_prefix))
           and (x.words is null or x.scope = 'page'
                or (case x.scope when 'after_mention' then b.lafter when 'before_mention' then b.lbefore
                         else b.ltext end) like any (x.words))
    ), hits as materialized (
        -- every pair whose rule matches the reference's text, tested in rule order (the pairs sorted, the rules and
        -- the references the hashed sides of the joins, which keep the order), so each rule's regex is compiled once
        -- per batch (PostgreSQL caches 32 compiled regexes; another plan would be slower, not wrong), then the
        -- first rule in priority order wins
        select distinct on (m.k) m.k, m.link_type, m.direction, m.priority, m.prior
          from (select p.k, x.rank, x.link_type, x.direction, x.priority,
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
               coalesce(h.prior, false) as prior
          from body b
          left join hits h on h.k = b.k
           -- (an attachment or an extended text without a cue adds nothing: the reference's own clause gives the
           -- mention)
         where h.link_type is not null or coalesce(b.clause_role, 'clause') not in ('attachment', 'extended')
    ), settled as (
        -- an extended text (the clause with its sentence's interrupted start, or the lead and column header of a list
        -- item or table row) counts only when no cue of the occurrence's own texts gave a relation (the candidates
        -- of one occurrence share its context and offsets); when it gives one, a relation of the occurrence that
        -- only a page prior gave is dropped ("## Board seats" over "- [[a]]" beats a person page's investor prior);
        -- a negation in an attachment ("[[people/a]] (absent)", "[[people/a]] was on holiday and missed it"), or in
        -- an extended text where no cue gave a relation ("## Apologies" over "- [[people/a]]" on a meeting page),
        -- leaves the occurrence a plain mention
        select t.page_id, t.ord, t.to_id, t.origin_field, t.context, t.resolution,
               case when t.negated_any then 'mentions' else t.link_type end as link_type,
               case when t.negated_any then 'out' else t.direction end as direction
          from (select t.*,
                       t.neg_attached or (t.neg_extended and not t.own_cue) as negated_any
                  from (select t.*,
                               bool_or(t.link_type <> 'mentions' and t.clause_role is distinct from 'extended'
                                       and not t.prior) over w as own_cue,
                               bool_or(t.link_type <> 'mentions' and t.clause_role = 'extended') over w as ext_typed,
                               bool_or(t.negated and t.clause_role = 'attachment') over w as neg_attached,
                               bool_or(t.negated and t.clause_role = 'extended') over w as neg_extended
                          from typed t
                        window w as (partition by t.page_id, t.origin_field, t.to_id, t.context, t.mention_start)) t
               ) t
         where case when t.clause_role = 'extended' then not t.own_cue
                    else not (t.prior and t.ext_typed and not t.own_cue) end
    ), derived as (
        select t.page_id as origin_id, t.ord,
               case t.direction when 'out' then t.page_id else t.to_id end as from_id,
               case t.direction when 'out' then t.to_id else t.page_id end as to_id,
               t.link_type, 'markdown'::text as link_source, t.origin_field, t.context, t.resolution
          from settled t
        union all
        select r.page_id, r.ord,
               case r.fixed_direction when 'out' then r.page_id else r.to_id end,
               case r.fixed_direction when 'out' then r.to_id else r.page_id end,
               r.fixed_type, 'frontmatter', r.origin_field, r.context, r.resolution
          from refs r
         where r.to_id is not null and r.link_source = 'frontmatter'
        union all
        -- a cited code page: page -> code documents, code -> page documented_by (both owned by the citing page)
        select r.page_id, r.ord, x.from_id, x.to_id, x.link_type, 'markdown', r.origin_field, r.context, r.resolution
          from refs r
          cross join lateral (values (r.page_id, r.to_id, 'documents'), (r.to_id, r.page_id, 'documented_by'))
                             x(from_id, to_id, link_type)
         where r.to_id is not null and r.link_source = 'markdown' and r.fixed_type = 'documents'
    ), ranked as (
        -- no self edges; a plain mention adds nothing next to a typed edge between the same pages from the
        -- same page; then the first occurrence wins per edge
        select d.*,
               bool_or(d.link_type <> 'mentions')
                   over (partition by d.origin_id, least(d.from_id, d.to_id), greatest(d.from_id, d.to_id)) as typed_pair,
               row_number() over (partition by d.origin_id, d.from_id, d.to_id, d.link_type, d.link_source
                                  order by d.ord) as nth
          from derived d
         where d.from_id <> d.to_id
    )
    select row(k.origin_id, k.ord, k.from_id, k.to_id, k.link_type, k.link_source, k.origin_field, k.context,
               k.resolution, null)::brain._link_edge
      from ranked k
     where k.nth = 1 and (k.link_type <> 'mentions' or not k.typed_pair));
end
$fn$;

comment on function brain._relink_type(brain._link_ref[], bigint[]) is
'Internal, step 4 of the link engine (brain._relink_pages): the edges the resolved references of the pages assert: body references typed by the first enabled brain.link_rules rule, in priority order (then by its group of type, language, scope, direction, page types, target prefix and priority), that fits the page type, the script of the text and the target and matches (the clause that governs the reference, the part of it before or after the reference, or the whole page) and whose type''s domain (brain.link_types from_types / to_types) fits the two pages (pages of a type no domain names are not judged; page-role priors only for references standing alone in their clause, clause_role bare, or given without a clause), else mentions (an attachment or extended text without a cue: nothing; page-kind priors, priority 950 to 999, never type an attachment or extended text; an extended text (a list lead, column header, interrupted sentence start) counts only when the occurrence''s own texts give no relation from a cue: then it replaces a prior, and its negation makes the occurrence a mention; a clause whose subject is not the page: only the page-kind rules of priority 950 and more); frontmatter values with their fixed type and direction; cited code files as documents / documented_by. Every occurrence counts: one edge per relation, its first occurrence''s context; no self edges, no mentions beside a typed edge between the same pages. Example: select e.link_type from unnest(brain._relink_type(brain._relink_resolve(brain._relink_refs(array[42])), array[42])) e;';
