-- depends: 0013_names_and_domains
-- The question planner becomes the relational arm of brain.search (issue 14): brain.question_patterns, the regexes
-- of the old arm (one capture group = the entity's name), goes; brain.question_lexicon is the one mechanism.
-- A DBA's own patterns (builtin false) move into the lexicon: the first capturing group becomes @, the
-- direction becomes the named page's role (in = object, out = subject). A pattern whose group cannot be found,
-- or whose rewrite is no valid regex, moves as it is and disabled, with a note saying why: nothing is lost.
-- The builtin patterns are not carried over: the builtin cues of the lexicon cover every wording they matched.

-- 1. the threshold of a plan's confidence
insert into brain.config (key, value, description) values
    ('search.plan_min_confidence', '0.5',
     'Least confidence (0..1) of brain.plan_question''s plan for brain.search to answer from the graph (the relational arm); below it, or with no plan, a search has no relational arm. 1 = only plans on an exact title and a cue whose direction the page-type domains confirm.');

-- 2. a DBA's question patterns into the lexicon
do $mig$
declare
    _p       record;
    _i       integer;
    _depth   integer;
    _start   integer;
    _end     integer;
    _ch      text;
    _inclass boolean;
    _new     text;
    _moved   integer := 0;
    _kept    integer := 0;
begin
    for _p in select * from brain.question_patterns where not builtin order by id loop
        -- the first capturing group: an unescaped "(" outside a bracket expression not followed by "?", to its
        -- matching ")"
        _start := null;
        _end := null;
        _depth := 0;
        _inclass := false;
        _i := 1;
        while _i <= length(_p.pattern) and _end is null loop
            _ch := substr(_p.pattern, _i, 1);
            if _ch = '\' then
                _i := _i + 1;   -- (the escaped character)
            elsif _inclass then
                _inclass := _ch <> ']';
            elsif _ch = '[' then
                _inclass := true;
                if substr(_p.pattern, _i + 1, 1) = ']' then _i := _i + 1; end if;   -- ("[]...]": ] is a member)
            elsif _ch = '(' then
                if _start is null and substr(_p.pattern, _i + 1, 1) <> '?' then
                    _start := _i;
                    _depth := 0;
                end if;
                _depth := _depth + 1;
            elsif _ch = ')' then
                _depth := _depth - 1;
                if _start is not null and _depth = 0 then _end := _i; end if;
            end if;
            _i := _i + 1;
        end loop;
        _new := case when _end is not null
                     then left(_p.pattern, _start - 1) || '@' || substr(_p.pattern, _end + 1) end;
        begin
            if _new is null or ('' ~* _new) is null then
                raise exception 'no capturing group';
            end if;
            insert into brain.question_lexicon (language, kind, pattern, link_types, entity_role, priority, enabled,
                                                builtin, note)
            values (_p.language, 'relation', _new, _p.link_types,
                    case _p.direction when 'in' then 'object' else 'subject' end, _p.priority, _p.enabled, false,
                    btrim(_p.note || format(' (brain.question_patterns %s: %s, migrated by 0014)', _p.id, _p.pattern)))
            on conflict (language, kind, pattern) do nothing;
            _moved := _moved + 1;
        exception when others then
            insert into brain.question_lexicon (language, kind, pattern, link_types, entity_role, priority, enabled,
                                                builtin, note)
            values (_p.language, 'relation', _p.pattern, _p.link_types,
                    case _p.direction when 'in' then 'object' else 'subject' end, _p.priority, false, false,
                    btrim(_p.note || format(' (brain.question_patterns %s, not converted: write the named page as @ '
                                            'and enable the row)', _p.id)))
            on conflict (language, kind, pattern) do nothing;
            _kept := _kept + 1;
        end;
    end loop;
    if _moved + _kept > 0 then
        raise notice 'brain.question_patterns: % own pattern(s) moved to brain.question_lexicon, % of them disabled (see their note)',
                     _moved + _kept, _kept;
    end if;
end
$mig$;

drop table brain.question_patterns;

-- 3. the words a cue cannot match without: brain.plan_question tries a cue's regex only on a question that holds
--    one of them (a substring test, no regex). PostgreSQL keeps 32 compiled regexes a session; some fifty cues tried
--    on every search, next to the search's own regexes, were recompiled on every search (their alternations cost up
--    to 25 ms to compile). Schema, not API: the generated column question_lexicon.words is computed by it.
create function brain._cue_words(pattern text)
returns text[]
language plpgsql
immutable
parallel safe
strict
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _n     integer := length(pattern);
    _i     integer := 1;
    _k     integer;
    _c     text;
    _m     text;
    _run   text := '';     -- the run of required literals being read
    _atom  text[];         -- the atom just read: its words ('{}' = none)
    _lit   boolean;        -- ... a literal character
    _req   boolean;        -- ... required (not quantified to zero)
    _look  boolean;
    _top   jsonb;
    _set   jsonb;
    _words text[];
    -- one level per open alternation (the pattern, then each group): the word sets of its finished branches (null =
    -- a branch that has none) and the candidates of the branch being read (runs of literals, required groups)
    _stack jsonb := jsonb_build_array(jsonb_build_object('branches', '[]'::jsonb, 'cands', '[]'::jsonb,
                                                         'look', false));
begin
    loop
        _c := case when _i <= _n then substr(pattern, _i, 1) end;
        _atom := null;
        _lit := false;
        if _c is null or _c in ('|', ')') then
            -- the end of a branch: its pending run is a candidate; the branch's words are its best candidate (the
            -- longest shortest word, then the fewest words)
            _top := _stack -> -1;
            if btrim(_run) <> '' then
                _top := jsonb_set(_top, '{cands}', (_top -> 'cands') || jsonb_build_array(jsonb_build_array(_run)));
            end if;
            _run := '';
            -- (each candidate without the words that hold another of its words: those are implied)
            _set := (select x.c
                       from (select jsonb_agg(w order by w) as c
                               from jsonb_array_elements(_top -> 'cands') with ordinality c(ws, k),
                                    jsonb_array_elements_text(c.ws) w
                              where not exists (select 1 from jsonb_array_elements_text(c.ws) v
                                                 where v <> w and strpos(w, v) > 0)
                              group by c.k) x
                      order by (select min(length(w)) from jsonb_array_elements_text(x.c) w) desc,
                               (select avg(length(w)) from jsonb_array_elements_text(x.c) w) desc,
                               jsonb_array_length(x.c)
                      limit 1);
            _top := jsonb_set(jsonb_set(_top, '{branches}', (_top -> 'branches') || jsonb_build_array(_set)),
                              '{cands}', '[]');
            _stack := jsonb_set(_stack, array[(jsonb_array_length(_stack) - 1)::text], _top);
            if _c = '|' then
                _i := _i + 1;
                continue;
            end if;
            -- the end of an alternation: the union of its branches' words; none when a branch has none
            _words := case when exists (select 1 from jsonb_array_elements(_top -> 'branches') b
                                         where jsonb_typeof(b) = 'null')
                           then '{}'
                           else array(select distinct w from jsonb_array_elements(_top -> 'branches') b,
                                             jsonb_array_elements_text(b) w) end;
            exit when _c is null or jsonb_array_length(_stack) = 1;
            -- (a group closes: a lookahead or lookbehind matches nothing itself)
            _look := (_top ->> 'look')::boolean;
            _stack := _stack - (-1);
            _atom := case when _look then '{}' else _words end;
            _i := _i + 1;
        elsif _c = '(' then
            -- a group opens: the run before it ends there
            _top := _stack -> -1;
            if btrim(_run) <> '' then
                _top := jsonb_set(_top, '{cands}', (_top -> 'cands') || jsonb_build_array(jsonb_build_array(_run)));
                _stack := jsonb_set(_stack, array[(jsonb_array_length(_stack) - 1)::text], _top);
            end if;
            _run := '';
            _m := substr(pattern, _i + 1, 3);
            _stack := _stack || jsonb_build_array(jsonb_build_object('branches', '[]'::jsonb, 'cands', '[]'::jsonb,
                                                                      'look', _m ~ '^\?(?:[=!]|<[=!])'));
            _i := _i + case when _m ~ '^\?<[=!]' then 4 when _m ~ '^\?[:=!]' then 3 else 1 end;
            continue;
        elsif _c = '[' then
            -- a bracket expression: no words (a leading ] or ^] is a member; [:alpha:], [.x.], [=x=] inside)
            _i := _i + 1;
            if substr(pattern, _i, 1) = '^' then _i := _i + 1; end if;
            if substr(pattern, _i, 1) = ']' then _i := _i + 1; end if;
            while _i <= _n and substr(pattern, _i, 1) <> ']' loop
                if substr(pattern, _i, 2) in ('[:', '[.', '[=') then
                    _k := strpos(substr(pattern, _i + 2), substr(pattern, _i + 1, 1) || ']');
                    _i := case when _k = 0 then _n + 1 else _i + _k + 3 end;
                elsif substr(pattern, _i, 1) = '\' then
                    _i := _i + 2;
                else
                    _i := _i + 1;
                end if;
            end loop;
            _atom := '{}';
            _i := _i + 1;
        elsif _c = '\' then
            _m := substr(pattern, _i + 1, 1);
            _i := _i + 2;
            if _m ~ '^[[:alnum:]]$' then
                -- \m \M \s \w \d \y ... (a class or a constraint), \uXXXX, \UXXXXXXXX, \xHH..., \0...: no words
                _atom := '{}';
                if _m = 'u' then _i := _i + 4; elsif _m = 'U' then _i := _i + 8; end if;
                while _m = 'x' and _i <= _n and substr(pattern, _i, 1) ~ '^[0-9a-fA-F]$' loop
                    _i := _i + 1;
                end loop;
            else
                _atom := array[lower(_m)];   -- an escaped character: itself
                _lit := true;
            end if;
        elsif _c in ('.', '^', '$', '@') then
            -- any character, an anchor, or the named page (in every masked question, so it tells nothing)
            _atom := '{}';
            _i := _i + 1;
        else
            _atom := array[lower(_c)];
            _lit := true;
            _i := _i + 1;
        end if;

        -- the atom's quantifier
        _req := true;
        _c := substr(pattern, _i, 1);
        if _c in ('?', '*') then
            _req := false;
            _i := _i + 1;
        elsif _c = '+' or (_c = '{' and substr(pattern, _i) ~ '^\{[1-9][0-9]*(?:,[0-9]*)?\}') then
            -- required, repeated: a literal is in the run once, and the run ends after it
            if _lit then
                _run := _run || _atom[1];
                _atom := '{}';
                _lit := false;
            end if;
            _i := _i + case when _c = '+' then 1
                            else length(substring(substr(pattern, _i) from '^\{[0-9]+(?:,[0-9]*)?\}')) end;
        elsif _c = '{' and substr(pattern, _i) ~ '^\{0*(?:,[0-9]*)?\}' then
            _req := false;
            _i := _i + length(substring(substr(pattern, _i) from '^\{[0-9]*(?:,[0-9]*)?\}'));
        end if;
        if _i <= _n and substr(pattern, _i, 1) = '?' and _c in ('?', '*', '+', '{') then
            _i := _i + 1;   -- (a non-greedy quantifier)
        end if;

        if _lit and _req then
            _run := _run || _atom[1];
            continue;
        end if;
        -- anything else ends the run; a required atom with words (a group) is a candidate of the branch
        _top := _stack -> -1;
        if btrim(_run) <> '' then
            _top := jsonb_set(_top, '{cands}', (_top -> 'cands') || jsonb_build_array(jsonb_build_array(_run)));
        end if;
        _run := '';
        if _req and cardinality(_atom) > 0 then
            _top := jsonb_set(_top, '{cands}', (_top -> 'cands') || jsonb_build_array(to_jsonb(_atom)));
        end if;
        _stack := jsonb_set(_stack, array[(jsonb_array_length(_stack) - 1)::text], _top);
    end loop;
    -- (a word that holds another is implied by it)
    _words := array(select w from unnest(_words) w
                     where not exists (select 1 from unnest(_words) v where v <> w and strpos(w, v) > 0)
                     order by w);
    return nullif(_words, '{}');
end
$fn$;
comment on function brain._cue_words(text) is
'Internal (generates brain.question_lexicon.words): words one of which every match of a cue pattern holds (lower case), read from the pattern: per branch the run of literals or required group it cannot match without whose shortest word is longest; null = none found (the cue is always tried). Example: select brain._cue_words(''\mworks?\s+(?:at|for)\s+@''), brain._cue_words(''@\s*の(?:社員|従業員)'');';

alter table brain.question_lexicon add column words text[] generated always as (brain._cue_words(pattern)) stored;
comment on column brain.question_lexicon.words is
    'Generated from pattern (brain._cue_words): a question holding none of these words is never matched against the pattern; null = always tried.';

-- 4. entity linking looks a span up among the whole names first (title, alias, short title, basename), and among a
--    person's single names only when there is none: a single name many pages share (a common first name) has
--    thousands of rows, which the lookup of a whole name must not read. One index each (a generic plan picked the
--    one index of both for either lookup, and read every row of the shared name)
drop index brain.page_names_norm_idx;
create index page_names_whole_idx on brain.page_names (name_norm, source_id) where how <> 'name_part';
create index page_names_part_idx on brain.page_names (name_norm, source_id) where how = 'name_part';

-- 5. a partner of a firm works there: "a partner at [[companies/sequoia]]" and 「Sequoiaのパートナー」 type the firm
--    works_at, above every investment phrase of the context (gbrain types it invested_in, from the same partner
--    prior that types the companies of a partner's portfolio; a partner's firm is not one of them). The prior stays
--    for the other companies on the page.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    ('works_at', 'en', '\m(?:general |managing |venture |founding |operating |senior )?partners? (?:at|of)\s*$',
     'before_mention', '{person}', 'companies/', 'out', 95, true, 'a partner at [[companies/sequoia]] works there'),
    ('works_at', 'en', '\m(?:general |managing |venture |founding |operating |senior )?partners? (?:at|of)\s*$',
     'before_mention', '{person}', 'funds/', 'out', 95, true, 'a partner at [[funds/northwind]] works there'),
    ('works_at', 'ja', '^[^。！？]{0,4}の(?:ゼネラル|マネージング|ベンチャー)?パートナー', 'after_mention', '{person}', 'companies/',
     'out', 95, true, 'Sequoiaのパートナー'),
    ('works_at', 'ja', '^[^。！？]{0,4}の(?:ゼネラル|マネージング|ベンチャー)?パートナー', 'after_mention', '{person}', 'funds/',
     'out', 95, true, 'Northwindのパートナー');
