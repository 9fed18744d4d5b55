-- brain._plan_question(query, scope): the plan of a question over the given sources (brain.plan_question for a
-- caller; the relational arm of brain.search).
create or replace function brain._question_masked(norm text, p0 integer, p1 integer)
returns text
language sql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- an article before the name and an honorific after it belong to the name: "attended the @", 「@さんの」;
    -- a Japanese topic after it reads as a possessive: 「@について、投資家を教えて」 asks for @の投資家; an adverb
    -- after it leaves the verb next to it: "@ also invested in" is "@ invested in"
    select btrim(regexp_replace(
               regexp_replace(left(norm, p0 - 1), '\m(?:the|a|an)\s*$', '')
               || ' @ '
               || regexp_replace(regexp_replace(regexp_replace(substr(norm, p1 + 1),
                                                               '^\s*(?:さん|さま|様|氏|くん|君|ちゃん|先生|殿)', ''),
                                                '^\s*(?:については|について|に関しては|に関して|に関する|の件で)\s*', 'の'),
                                 -- (not after a form of be: "is @ still funded" is a passive)
                                 case when left(norm, p0 - 1) ~* '\m(?:is|are|was|were|be|been|being)\s+(?:the\s+|a\s+|an\s+)?$' then '^$'
                                      else '^\s*(?:also|just|recently|previously|once|later|originally|currently|still|already|personally|actually|ever)\s+' end,
                                 ' '),
               '\s+', ' ', 'g'))
$fn$;

comment on function brain._question_masked(text, integer, integer) is
'Internal: a question''s normal form with the named page (characters p0 to p1) written as @, an article before it and an honorific after it dropped, a Japanese topic after it (について) read as a possessive (の), an adverb after it (also, recently) dropped unless a form of be comes before it (a passive); the text the cues of brain.question_lexicon run on. Example: select brain._question_masked(''who invested in the acme'', 21, 24);';

create or replace function brain._plan_question(query text, scope text[])
returns table (entities jsonb, steps jsonb, answer_type text, confidence real, why text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
-- (the closest-title fallback below keeps titles of similarity 0.5 and more: at pg_trgm's default of 0.3 the trigram
-- index handed it every title sharing a few trigrams with a span, thousands at 100,000 pages, to recheck one by one)
set pg_trgm.similarity_threshold = 0.5
as $fn$
declare
    _cjkre constant text := '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]';
    -- words that are never a page's name on their own in a question
    _stop constant text[] := array['who', 'whom', 'whose', 'what', 'which', 'where', 'when', 'how', 'the', 'a', 'an',
                                   'of', 'at', 'in', 'on', 'for', 'to', 'by', 'and', 'or', 'is', 'are', 'was', 'were',
                                   'did', 'does', 'do', 's', 'has', 'have', 'with', 'name', 'list', 'show', 'me',
                                   'all', 'any', 'people', 'company', 'companies', 'meeting', 'meetings', 'team'];
    _hows    constant text[] := array['title', 'alias', 'short_title', 'basename', 'name_part'];
    _scope   text[] := scope;
    _norm    text;
    _cjk     boolean;
    _kept    jsonb := '[]';
    _span    record;
    _e       jsonb;
    _masked  text;
    _cue     brain.question_lexicon;
    _main    jsonb;
    _hint    text;
    _from    text[];
    _to      text[];
    _in_ok   boolean;
    _out_ok  boolean;
    _dir     text;
    _sure    real := 1;
    _binding boolean := false;
    _answer  text;
    _score   real;
    _askable boolean;
    _asks    boolean;
    _besides boolean;
    _words   jsonb;
    _ss      integer;
    _se      integer;
    _first   text;
    _chain   jsonb := null;
    _try     jsonb;
    _time    record;
    _held    jsonb := '{}';
    _q       text := query;
    _after   text;
    _before  text;
    _qt      text;
begin
    -- 0. when the question asks about (brain.question_time: now, former, ever, a date, a period): it goes on the
    --    plan's first step, and its words are blanked out before the names and the relation cues are read ("who used
    --    to work at Acme in 2019" is read as "who work at Acme"), unless they carry the relation ("who left Acme")
    select * into _time from brain._question_time(query);
    if _time.meaning is not null then
        -- (the positions are in the question with its dates as tokens, brain._held_tokens; the other dates are
        -- written back as numbers)
        _qt := brain._held_tokens(query);
        _q := _qt;
        if _time.strip then
            _q := overlay(_q placing repeat(' ', _time.e - _time.s) from _time.s for _time.e - _time.s);
        end if;
        _q := regexp_replace(_q, '⟨([0-9-]+)⟩', '\1', 'g');
        _held := jsonb_strip_nulls(jsonb_build_object('held', _time.held, 'held_at', _time.held_at,
                                                      'held_during', _time.held_during::text, 'time', _time.phrase,
                                                      'time_cue_id', _time.cue_id));
    end if;
    _norm := brain._name_norm(_q);
    -- a Japanese question, unless it opens as an English one does ("Who works at 株式会社ひびき通信?")
    _cjk := brain._question_cjk(_q);

    -- the answer's page type a question word asks for (who, where, which meetings, 誰, どこ) (its words first, as
    -- for the relation cues below); a cue of priority 50 or more binds ("which firm": a company), a lower one
    -- ("who", "where") only suggests
    select q.answer_type, q.priority >= 50 into _hint, _binding
      from brain.question_lexicon q
     where q.enabled and q.kind = 'answer' and (q.language = 'any' or (q.language = 'ja') = _cjk)
       -- (a CASE, so that the words are tested before the regex)
       and case when q.words is null or exists (select 1 from unnest(q.words) w where strpos(_norm, w) > 0)
                then _norm ~* q.pattern else false end
     -- (of two cues of one priority the one whose noun heads the question: in English the first, "list the
     -- companies @ mentors" asks for companies, not mentors; in Japanese the last, 「@が投資している企業を立ち上げた
     -- 人が顔を出した会議は」 asks for meetings)
     order by q.priority desc,
              case when _cjk then -regexp_instr(_norm, q.pattern, 1, greatest(regexp_count(_norm, q.pattern, 1, 'i'), 1), 0, 'i')
                   else regexp_instr(_norm, q.pattern, 1, 1, 1, 'i') end,
              q.id
     limit 1;

    -- a question that asks for something even where no answer cue names a page type: a question mark, a question
    -- word or an auxiliary first ("does Acme have investors"), an imperative ("find ..."), a Japanese question
    -- ending (か, ？, 教えて, 挙げて); a relation word anywhere (below) counts only in such a question, and not in one
    -- about a topic ("what did Alice say about hiring", "does Acme have a funding problem")
    _asks := _hint is not null
             or ((_q ~ '[?？]\s*$'
                  or _norm ~* '^(?:who|whom|whose|what|which|where|how|does|do|did|is|are|was|were|has|have|had|can|could|would|will|list|name|show|tell|give|find|get)\M'
                  or (_cjk and _norm ~ '(?:か|教えて|挙げて|知りたい|一覧)\s*$'))
                 and _norm !~* '\m(?:about|regarding|concerning|say|said|says|think|thinks|thought|feel|felt|discuss\w*|mention\w*|talk\w*|problems?|issues?|news|updates?|plans?|strategy|notes|status|progress|why|when|how much|how many)\M'
                 and not (_cjk and _norm ~ '(?:について|に関して|話|言って|言った|問題|課題|計画|戦略|ニュース|メモ|状況|進捗|なぜ|いつ|いくら)'));

    -- "who else", "alongside", 以外: the named page is left out of the answers (brain.question_lexicon, kind besides)
    _besides := exists (select 1 from brain.question_lexicon q
                         where q.enabled and q.kind = 'besides' and (_cjk or q.language <> 'ja')
                           and case when q.words is null or exists (select 1 from unnest(q.words) w where strpos(_norm, w) > 0)
                                    then _norm ~* q.pattern else false end);

    -- 1. entity linking: every span of up to 20 tokens (a Japanese name is a token a character: 株式会社そよかぜモビリティ
    --    is 13) of the question's normal form that is a name of a page
    --    (brain.page_names, by its index), longest first, spans that overlap a longer one dropped; per span the
    --    best page: title, then alias, short title, basename, a person's single name, then the one with more edges
    for _span in
        with spans as (
            select * from brain._question_spans(_norm, 20) s
             where s.single_word is null
                or not (s.single_word = any (_stop) or (length(s.single_word) < 2 and s.single_word !~ _cjkre))
        ), hits as (
            -- per span the best page: its whole names (title, alias, short title, basename) by their index, and
            -- only when it has none a person's single name, among the first 20 pages that have it (a common first
            -- name has thousands: counting their edges would cost more than the whole search)
            select s.i, s.j, s.p0, s.p1, s.span, b.*
              from spans s
             cross join lateral (
                    select u.how, c.id, c.slug, c.title, c.type, c.source_id
                      from (select w.how, w.page_id
                              from (select n.how, n.page_id from brain.page_names n
                                     where n.name_norm = s.span and n.source_id = any (_scope) and n.how <> 'name_part'
                                     limit 20) w
                            union all
                            select f.how, f.page_id
                              from (select n.how, n.page_id from brain.page_names n
                                     where n.name_norm = s.span and n.source_id = any (_scope) and n.how = 'name_part'
                                       and not exists (select 1 from brain.page_names o
                                                        where o.name_norm = s.span and o.source_id = any (_scope)
                                                          and o.how <> 'name_part')
                                     limit 20) f) u
                      join lateral (select p.id, p.slug, p.title, p.type, p.source_id from brain.pages p
                                     where p.id = u.page_id and p.deleted_at is null) c on true
                     order by array_position(_hows, u.how),
                              (select count(*) from brain.links l where l.to_page_id = c.id and l.valid_to is null) desc,
                              c.slug
                     limit 1) b
        )
        select h.* from hits h order by h.j - h.i desc, h.i
    loop
        if not exists (select 1 from jsonb_array_elements(_kept) k
                        where (k ->> 'i')::int <= _span.j and (k ->> 'j')::int >= _span.i) then
            _kept := _kept || jsonb_build_object(
                'i', _span.i, 'j', _span.j, 'p0', _span.p0, 'p1', _span.p1, 'page', _span.slug,
                'source_id', _span.source_id, 'title', _span.title, 'type', _span.type, 'span', _span.span,
                'how', _span.how,
                'score', case _span.how when 'title' then 1.0 when 'alias' then 0.95 when 'short_title' then 0.9
                                        when 'basename' then 0.8 else 0.7 end);
        end if;
    end loop;
    -- ... else, when a cue could match at all (with any one to five tokens for @), the title of
    -- which a span of up to five tokens is the first words ("Northwind" for Northwind Rockets), or failing that
    -- the most similar title (pg_trgm), as the last resort: both by the trigram index of page titles (page_names
    -- has none, so that page writes stay cheap), and only for a question that may ask for a relation (a plain
    -- keyword search never pays for them)
    _askable := jsonb_array_length(_kept) > 0
                or exists (select 1 from brain.question_lexicon q
                            where q.enabled and q.kind = 'relation' and (_cjk or q.language <> 'ja')
                              and (strpos(q.pattern, '@') > 0 or _hint is not null)
                              -- (a CASE: the words first, the regex, with one to five tokens for @, only then)
                              and case when q.words is null or exists (select 1 from unnest(q.words) w
                                                                        where strpos(_norm, w) > 0)
                                       then _norm ~* replace(q.pattern, '@', '(?:\S+(?: \S+){0,4})') else false end);
    if jsonb_array_length(_kept) = 0 and _askable then
        select jsonb_build_array(jsonb_build_object(
                   'i', x.i, 'j', x.j, 'p0', x.p0, 'p1', x.p1, 'page', x.slug, 'source_id', x.source_id,
                   'title', x.title, 'type', x.type, 'span', x.span, 'how', x.how, 'score', round(x.sim::numeric, 2)))
          into _kept
          from (with spans as (
                    -- (spans of up to five tokens, none of them a stop word)
                    select s.* from brain._question_spans(_norm, 5) s
                     where length(s.span) >= 3
                       and not exists (select 1 from brain._question_spans(_norm, 1) w
                                        where w.i between s.i and s.j and w.single_word = any (_stop))
                ), started as (
                    -- the spans that start a title of a live page: one probe each (a lateral with a limit: an EXISTS
                    -- became a semi-join that read every title) of brain.page_names_title_prefix_idx
                    -- (the titles' normalised names in code point order: 'lumen orbit ' <= name < 'lumen orbit!'),
                    -- offset 0 keeping the planner to span by span, then each page by its key (left to itself, with
                    -- no estimate for a span's range, it hashed all of pages or all the titles)
                    select s.*
                      from spans s
                      cross join lateral (select 1 from brain.page_names n
                                           cross join lateral (select 1 from brain.pages p
                                                                where p.id = n.page_id and p.deleted_at is null
                                                               offset 0) p
                                          where (n.name_norm collate "C") >= s.span || ' '
                                            and (n.name_norm collate "C") < s.span || '!'
                                            and n.how = 'title' and n.source_id = any (_scope)
                                          limit 1) hit
                ), prefixed as (
                    -- every title the longest such spans start (they all score 0.75, and the longest span wins: the
                    -- titles of shorter ones, "lumen" alone, thousands at a million pages, are never read)
                    select s.*, p.id, p.slug, p.title, p.type, p.source_id, 'title_prefix'::text as how, 0.75 as sim
                      from started s
                      cross join lateral (select n.page_id from brain.page_names n
                                           where (n.name_norm collate "C") >= s.span || ' '
                                             and (n.name_norm collate "C") < s.span || '!'
                                             and n.how = 'title' and n.source_id = any (_scope) offset 0) n
                      cross join lateral (select p.* from brain.pages p
                                           where p.id = n.page_id and p.deleted_at is null offset 0) p
                     where s.j - s.i = (select max(t.j - t.i) from started t)
                ), found as (
                    select * from prefixed
                    union all
                    -- the most similar titles (pg_trgm) only when no title starts with a span: a similar title
                    -- rarely beats one the question names the start of, and the trigram recheck is what grows
                    select s.*, p.id, p.slug, p.title, p.type, p.source_id, 'similar', public.similarity(p.title, s.span)
                      from spans s
                      join brain.pages p on p.title operator(public.%) s.span and p.source_id = any (_scope)
                                        and p.deleted_at is null
                     where public.similarity(p.title, s.span) >= 0.5
                       and not exists (select 1 from prefixed)
                )
                -- the most similar, then the longest span; among those alike, the page with most current edges in
                -- (counted only for them: a span like "lumen orbit" is the start of hundreds of titles)
                select f.* from found f
                 where (f.sim, f.j - f.i) = (select b.sim, b.j - b.i from found b
                                              order by b.sim desc, b.j - b.i desc limit 1)
                 order by (select count(*) from brain.links l where l.to_page_id = f.id and l.valid_to is null) desc,
                          f.slug
                 limit 1) x;
        _kept := coalesce(_kept, '[]');
    end if;

    -- 2. the relation: the first relation cue (by priority; the question's own language first, Japanese cues only
    --    for a question with kana or ideographs) that matches the question with one named page written as @, and
    --    whose link type can join a page of that type at either end (a company is never at either end of attended)
    --    and give answers of the type the question asks for.
    --    A cue's regex is tried only when the question holds one of its words (question_lexicon.words, a substring
    --    test): PostgreSQL keeps 32 compiled regexes a session, and some fifty cues tried on every search, beside the
    --    search's own regexes, were all compiled again on every search
    -- (the page a "before" names is not the one asked about: in "where was Alice before joining Beta?" it is Beta,
    -- right after the words; in 「Betaの前にAliceが…」 right before them)
    if _time.meaning = 'before' then
        _after := btrim(brain._name_norm(regexp_replace(substr(_qt, _time.e), '⟨([0-9-]+)⟩', '\1', 'g')));
        _before := btrim(brain._name_norm(regexp_replace(left(_qt, _time.s - 1), '⟨([0-9-]+)⟩', '\1', 'g')));
    end if;
    <<found>>
    for _e in select k from jsonb_array_elements(_kept) k order by ((k ->> 'j')::int - (k ->> 'i')::int) desc loop
        continue when _time.meaning = 'before'
                      and case when _cjk then right(_before, length(_e ->> 'span')) = _e ->> 'span'
                               else starts_with(_after, _e ->> 'span') end;
        _masked := brain._question_masked(_norm, (_e ->> 'p0')::int, (_e ->> 'p1')::int);
        for _cue in select q.* from brain.question_lexicon q
                     where q.enabled and q.kind = 'relation' and (_cjk or q.language <> 'ja')
                       and (q.words is null or exists (select 1 from unnest(q.words) w where strpos(_masked, w) > 0))
                     order by (q.language = case when _cjk then 'ja' else 'en' end) desc,
                              -- (a cue that names the page in a role its type can have first: in "the mentors
                              -- of @'s company" @ (a person) cannot be advised, so "@'s company" is the first step)
                              (strpos(q.pattern, '@') > 0 and exists (
                                   select 1 from brain.link_types lt
                                    where lt.name = q.link_types[1]
                                      and case q.entity_role
                                               when 'object' then lt.to_types is null or (_e ->> 'type') = any (lt.to_types)
                                               when 'subject' then lt.from_types is null or (_e ->> 'type') = any (lt.from_types)
                                               else true end)) desc,
                              q.priority desc,
                              -- (of the relation words anywhere the one nearest the page: in "the founders of the
                              -- companies in which @ holds a stake" the first step is the stake)
                              case when strpos(q.pattern, '@') = 0 then
                                   (select min(abs(regexp_instr(_masked, q.pattern, 1, n, 0, 'i') - strpos(_masked, '@')))
                                      from generate_series(1, least(regexp_count(_masked, q.pattern, 1, 'i'), 5)) n) end
                                   nulls last,
                              q.id loop
            -- (a cue that does not place the named page, a relation word anywhere, only for a question that asks
            -- for something: "what is Acme working on" asks for no one)
            continue when strpos(_cue.pattern, '@') = 0 and _hint is null and not _asks;
            continue when not (_masked ~* _cue.pattern);
            -- 3. the direction: the cue's role for the named page where the page-type domains allow it, else the
            --    domains (a company is never the subject of works_at), else the answer type; a cue whose answers
            --    cannot be of a binding answer type is passed over ("which firm is X at" is no meeting X attended)
            select lt.from_types, lt.to_types into _from, _to from brain.link_types lt where lt.name = _cue.link_types[1];
            _in_ok := _to is null or (_e ->> 'type') = any (_to);
            _out_ok := _from is null or (_e ->> 'type') = any (_from);
            continue when not (_in_ok or _out_ok);
            _sure := 1;
            _dir := case when _cue.entity_role = 'object' and _in_ok then 'in'
                         when _cue.entity_role = 'subject' and _out_ok then 'out'
                         when _in_ok and not _out_ok then 'in'
                         when _out_ok and not _in_ok then 'out'
                         when _hint = any (_from) and not _hint = any (coalesce(_to, '{}')) then 'in'
                         when _hint = any (_to) and not _hint = any (coalesce(_from, '{}')) then 'out' end;
            if _dir is null then
                -- the domains allow both readings and nothing says which: the cue's, else into the page
                _dir := case _cue.entity_role when 'subject' then 'out' else 'in' end;
                _sure := 0.8;
            end if;
            -- 5. composed questions: the hop words outside this cue's match chain further steps from its answers
            --    (brain._plan_chain); a cue whose match reaches over another relation's word is not the first step
            --    (「@が出資した会社の創業者」: the founding cue's gap spans 出資)
            --    (the hop words are looked for outside the match only, which is blanked out with the positions
            --    kept, and in it only for the words of other relations: a one-hop question runs no hop regex)
            _ss := regexp_instr(_masked, _cue.pattern, 1, 1, 0, 'i');
            _se := regexp_instr(_masked, _cue.pattern, 1, 1, 1, 'i');
            --    (by the hop words' own reading, the longer of two overlapping: "@'s founding team" holds no team)
            continue when strpos(_cue.pattern, '@') > 0
                          and exists (select 1 from brain._hop_words(substr(_masked, _ss, _se - _ss), _cjk) h
                                       where h.link_type <> all (_cue.link_types));
            _words := (select coalesce(jsonb_agg(to_jsonb(h)), '[]')
                         from brain._hop_words(overlay(_masked placing repeat(' ', _se - _ss) from _ss for _se - _ss),
                                               _cjk) h);
            _first := case when _hint is not null and (case _dir when 'in' then _from else _to end) is null then _hint
                           when _hint = any (case _dir when 'in' then _from else _to end) then _hint
                           else (case _dir when 'in' then _from else _to end)[1] end;
            -- (with besides and no answer type asked for, the others are of the named page's type: "@'s fellow
            -- investors")
            _try := case when jsonb_array_length(_words) > 0 or _besides
                         then brain._plan_chain(_words, _ss, _se, _cue.link_types, _dir, _first,
                                                case when _besides then coalesce(_hint, _e ->> 'type') else _hint end,
                                                _besides) end;
            if _try is not null and jsonb_array_length(_try -> 'steps') > 0 then
                -- a chain must end at the type the question asks for (where a cue binds it: "where" only
                -- suggests a company, "where did the founders of @'s portfolio show up" asks for meetings); one
                -- that does not is no chain
                if _binding and (_try ->> 'answer_type') is distinct from _hint then
                    continue when _binding and (case _dir when 'in' then _from else _to end) is not null
                                  and not (_hint = any (case _dir when 'in' then _from else _to end));
                    _chain := null;
                else
                    _chain := _try;
                end if;
            else
                _chain := null;
                continue when _binding and (case _dir when 'in' then _from else _to end) is not null
                              and not (_hint = any (case _dir when 'in' then _from else _to end));
            end if;
            if strpos(_cue.pattern, '@') = 0 then
                _sure := _sure * 0.7;
            end if;
            _main := _e;
            exit found;
        end loop;
    end loop;

    -- 4. no cue: the page-type domains alone, when exactly one link type (with domains both ends, and one the
    --    lexicon asks about) joins the named page's type to the answer type the question asks for, in one direction
    --    ("Who chaired the Q3 board meeting?": only attended joins a person to a meeting); 0.6 of the
    --    confidence. Two or more candidates (a person and a company: works_at, founded, invested_in, advises) plan
    --    nothing
    if _main is null and _hint is not null then
        for _e in select k from jsonb_array_elements(_kept) k
                   -- (not the page a "before" names: it is not the one asked about)
                   where not (_time.meaning is not distinct from 'before'
                              and case when _cjk then right(_before, length(k ->> 'span')) = k ->> 'span'
                                       else starts_with(_after, k ->> 'span') end)
                   order by ((k ->> 'j')::int - (k ->> 'i')::int) desc limit 1 loop
            select array[s.link_type], s.direction into _cue.link_types, _dir
              from brain._sole_link_type(_e ->> 'type', _hint) s;
            if _dir is not null then
                select lt.from_types, lt.to_types into _from, _to from brain.link_types lt where lt.name = _cue.link_types[1];
                _cue.id := null;
                _cue.entity_role := null;
                _cue.note := format('no cue: only %s joins a %s to a %s (brain.link_types)', _cue.link_types[1],
                                    case _dir when 'in' then _hint else _e ->> 'type' end,
                                    case _dir when 'in' then _e ->> 'type' else _hint end);
                _sure := 0.6;
                _main := _e;
                -- (and hop words chain further steps from its answers: in "the founders at @: who invested in
                -- their companies?" only attended joins a person to a meeting, then founded, then invested_in)
                _masked := brain._question_masked(_norm, (_e ->> 'p0')::int, (_e ->> 'p1')::int);
                _ss := strpos(_masked, '@');
                _words := (select coalesce(jsonb_agg(to_jsonb(h)), '[]') from brain._hop_words(_masked, _cjk) h);
                _first := case when _hint = any (case _dir when 'in' then _from else _to end) then _hint
                               else (case _dir when 'in' then _from else _to end)[1] end;
                if jsonb_array_length(_words) > 0 or _besides then
                    _try := brain._plan_chain(_words, _ss, _ss + 1, _cue.link_types, _dir, _first, _hint, _besides);
                    if jsonb_array_length(_try -> 'steps') > 0 and (_try ->> 'answer_type') = _hint then
                        _chain := _try;
                    end if;
                end if;
            end if;
        end loop;
    end if;

    if _main is null then
        return query select coalesce((select jsonb_agg(k - 'i' - 'j' - 'p0' - 'p1') from jsonb_array_elements(_kept) k),
                                     '[]'),
                            '[]'::jsonb, _hint, 0::real,
                            case when not _askable then 'no relation asked for: no cue of brain.question_lexicon matches'
                                 when jsonb_array_length(_kept) = 0 then 'no page named in the question'
                                 else 'no relation asked for: no cue of brain.question_lexicon matches' end;
        return;
    end if;

    -- "before" another page the question names (where was Alice before Beta?): the relations of the named page
    -- that had ended when its relation to that page began (the day after its start's period: a job until 2019
    -- ended before one since 2019)
    if _time.meaning = 'before' then
        select jsonb_build_object('held', 'ended', 'held_at', brain._held_upper(ep.held_from, ep.from_precision),
                                  'before', o ->> 'page')
          into _try
          from jsonb_array_elements(_kept) o
          join brain.pages a on a.source_id = _main ->> 'source_id' and a.slug = _main ->> 'page'
          join brain.pages b on b.source_id = o ->> 'source_id' and b.slug = o ->> 'page'
          cross join lateral unnest(_cue.link_types) lt(name)
          cross join lateral brain._held_episodes(case _dir when 'out' then a.id else b.id end,
                                                  case _dir when 'out' then b.id else a.id end, lt.name, null) ep
         where o <> _main and ep.held_from is not null
         order by (o ->> 'i')::int, ep.held_from
         limit 1;
        _held := _held - 'held_at' || coalesce(_try, '{}');
        _try := null;
    end if;

    -- the answers' page type: the question's when the far end's domain allows it, else the domain's first
    _answer := case when _hint is not null and (case _dir when 'in' then _from else _to end) is null then _hint
                    when _hint = any (case _dir when 'in' then _from else _to end) then _hint
                    else (case _dir when 'in' then _from else _to end)[1] end;
    if _chain is not null then
        _answer := _chain ->> 'answer_type';
        _sure := _sure * power(0.9, jsonb_array_length(_chain -> 'steps'))::real;
    end if;
    _score := ((_main ->> 'score')::real * _sure)::real;

    return query
    select (select jsonb_agg((k - 'i' - 'j' - 'p0' - 'p1')
                             || jsonb_build_object('role', case when k = _main then 'asked about' else 'also named' end)
                             order by (k ->> 'i')::int)
              from jsonb_array_elements(_kept) k),
           jsonb_build_array(jsonb_build_object('link_types', to_jsonb(_cue.link_types), 'direction', _dir,
                                                'from', _main ->> 'page', 'source_id', _main ->> 'source_id', 'cue_id', _cue.id, 'cue', _cue.note,
                                                'entity_role', _cue.entity_role)
                             || case when _besides then jsonb_build_object('besides', true) else '{}' end
                             || _held)
               || coalesce(_chain -> 'steps', '[]'),
           _answer,
           _score,
           format('%s (%s %L, %s) %s %s; answers: %s pages (%s)',
                  _main ->> 'page', _main ->> 'how', _main ->> 'span', _main ->> 'type',
                  case _dir when 'in' then 'is the object of' else 'is the subject of' end,
                  array_to_string(_cue.link_types, ' or '), coalesce(_answer, 'any'),
                  case when _cue.id is null then _cue.note else format('cue %s: %s', _cue.id, _cue.note) end)
           || coalesce((select string_agg(format('; then %s %s%s', st -> 'link_types' ->> 0,
                                                 case when st ->> 'filter' = 'has' then 'edges of their own (a filter)'
                                                      when st ->> 'direction' = 'in' then 'into them' else 'out of them' end,
                                                 ''), '' order by o)
                          from jsonb_array_elements(_chain -> 'steps') with ordinality x(st, o)), '')
           || case when _besides then '; the named page left out' else '' end
           || case when _time.meaning is null then ''
                   else format('; held %s%s (%L)', _held ->> 'held',
                               case when _held ? 'before' then format(' at %s, before %s', _held ->> 'held_at',
                                                                       _held ->> 'before')
                                    when _held ? 'held_at' then ' at ' || (_held ->> 'held_at')
                                    when _held ? 'held_during' then ' during ' || (_held ->> 'held_during')
                                    else '' end, _time.phrase) end;
end
$fn$;

comment on function brain._plan_question(text, text[]) is
'Internal: brain.plan_question over the given sources (scope: source ids, as brain._read_scope gives them), without the checks of a search; the relational arm of brain.search calls it. Example: select * from brain._plan_question(''who works at Acme?'', brain._read_scope(null));';
