-- brain._builtin_question_lexicon(): the relation and answer cues pgbrain ships, as rows of brain.question_lexicon.
create or replace function brain._builtin_question_lexicon()
returns table (language text, kind text, pattern text, link_types text[], entity_role text, answer_type text,
               priority integer, note text)
language sql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- Patterns run on the question's normal form (lower case, punctuation as spaces: "Acme's" is "acme s", no
    -- space beside kana or ideographs) with the named page as @. Groups are (?:...). A cue gives the role of the
    -- named page in the edge where its wording shows it (subject: the edge starts there; object: it ends there);
    -- where it does not, the link type's page-type domains decide (a company cannot work at anything).
    select x.language, x.kind, x.pattern, x.link_types, x.entity_role, x.answer_type, x.priority, x.note
      from (values
    -- works_at (founders work there too) ---------------------------------------------------------------------------
    ('en', 'relation', '\m(?:work|works|worked|working|employed|hired|staffed|serving|serves)\s+(?:at|for|in|with|by)\s+@',
     '{works_at,founded}'::text[], 'object', null::text, 60, 'who works at / for, is employed by X'),
    ('en', 'relation', '@\s+(?:s\s+)?(?:employees?|staff|staffers|team|workers?|personnel|people|engineers|members|workforce|crew|hires)\M',
     '{works_at,founded}', 'object', null, 60, 'X''s employees, X staff, the team'),
    ('en', 'relation', '\m(?:employees?|staff|staffers|workers?|personnel|team members?|members|workforce)\s+(?:of|at|in|from)\s+@',
     '{works_at,founded}', 'object', null, 60, 'employees of X'),
    ('en', 'relation', '\mon\s+(?:the\s+)?(?:payroll|team|staff)\s+(?:at|of|for|in)\s+@|@\s+(?:s\s+)?payroll',
     '{works_at,founded}', 'object', null, 60, 'on the payroll at X'),
    ('en', 'relation', '@\s+(?:employs?|employed|hires?|hired|has hired|staffs?)\M',
     '{works_at,founded}', 'object', null, 55, 'whom does X employ'),
    ('en', 'relation', '\m(?:where|which\s+\w+)\s+(?:\w+\s+)?(?:does|did|do|is|was)\s+@\s+(?:work|works|worked|employed|working|based|staffed)',
     '{works_at,founded}', 'subject', null, 65, 'where does X work, which company is X employed at'),
    ('en', 'relation', '@\s+(?:s\s+)?(?:employers?|workplace|job|company|firm|organization|organisation)\M',
     '{works_at,founded}', 'subject', null, 58, 'X''s employer'),
    ('en', 'relation', '\m(?:employers?|workplace)\s+(?:of|for)\s+@',
     '{works_at,founded}', 'subject', null, 58, 'the employer of X'),
    ('en', 'relation', '@\s+(?:work|works|worked|working)\s+(?:at|for|in)\M|\m(?:does|did|do)\s+@\s+work\M',
     '{works_at,founded}', 'subject', null, 58, 'which company does X work for'),
    ('ja', 'relation', '@\s*(?:の|で|に)?\s*(?:社員|従業員|スタッフ|メンバー|職員|勤務者|働いている|働く|勤務している|勤務する|勤めている|勤める|在籍している|在籍する|所属している|所属する|雇われている)',
     '{works_at,founded}', 'object', null, 60, 'Xの社員, Xで働いている人, Xに所属している人'),
    ('ja', 'relation', '@\s*(?:の|は|が)?\s*(?:勤務先|勤め先|所属先|職場|勤務|所属|どこで働|どこに勤|どこに所属|どの会社)',
     '{works_at,founded}', 'subject', null, 62, 'Xの勤務先, Xはどこで働いている'),
    ('ja', 'relation', '@\s*(?:が|の)?\s*(?:雇用|雇って|採用)',
     '{works_at,founded}', 'object', null, 55, 'Xが雇用している人'),
    -- invested_in ------------------------------------------------------------------------------------------------
    ('en', 'relation', '\m(?:invest|invests|invested|investing|investment|investments|stake|stakes|money|shares)\s+(?:in|into)\s+@',
     '{invested_in}', 'object', null, 60, 'who invested in X, a stake in X'),
    ('en', 'relation', '\m(?:back|backs|backed|backing|fund|funds|funded|funding|finance|finances|financed|financing|bankroll|bankrolled|seeded)\s+@',
     '{invested_in}', 'object', null, 58, 'who backed X'),
    ('en', 'relation', '@\s+(?:s\s+)?(?:investors?|backers?|funders?|shareholders?|stakeholders?|financiers?|cap table|lps?|angels?|vcs?)\M',
     '{invested_in}', 'object', null, 60, 'X''s investors, X backers'),
    ('en', 'relation', '\m(?:investors?|backers?|funders?|shareholders?|financiers?|angels?)\s+(?:of|in|behind|at|for)\s+@',
     '{invested_in}', 'object', null, 60, 'the investors of X, backers behind X'),
    ('en', 'relation', '@\s+(?:is|was|were|got|has been|had been|been)\s+(?:backed|funded|financed|invested in|seeded)\M',
     '{invested_in}', 'object', null, 60, 'X was backed by'),
    ('en', 'relation', '@\s+(?:s\s+)?(?:portfolio|investments?|holdings|stakes|bets|portfolio companies)\M|\m(?:portfolio|investments|holdings)\s+of\s+@',
     '{invested_in}', 'subject', null, 62, 'X''s portfolio, the investments of X'),
    ('en', 'relation', '\m(?:did|does|has|have|do)\s+@\s+(?:invest|back|fund|finance|put money|bankroll|seed|take a stake)',
     '{invested_in}', 'subject', null, 64, 'which companies did X back'),
    ('en', 'relation', '@\s+(?:invested|backed|funded|financed|invests|backs|funds|finances|has invested|has backed|bankrolled|seeded)\M',
     '{invested_in}', 'subject', null, 62, 'companies X backed'),
    ('en', 'relation', '\m(?:was|is|were)\s+@\s+(?:an?\s+)?(?:investor|backer|shareholder|funder)|@\s+(?:is|was)\s+(?:an?\s+)?(?:investor|backer|shareholder|funder)\s+(?:in|of|at)\M',
     '{invested_in}', 'subject', null, 64, 'which companies was X an investor in'),
    ('ja', 'relation', '@\s*(?:に|へ)\s*(?:出資|投資|融資)|@\s*(?:の)?\s*(?:出資者|投資家|投資者|株主|支援者|出資元|投資元|スポンサー|出資した人|投資した人)',
     '{invested_in}', 'object', null, 60, 'Xに出資したのは誰, Xの投資家'),
    ('ja', 'relation', '@\s*(?:が|は)\s*(?:どこに|どの会社に|どこへ)?\s*(?:出資|投資)|@\s*(?:の)?\s*(?:投資先|出資先|ポートフォリオ)',
     '{invested_in}', 'subject', null, 62, 'Xが出資した会社, Xの投資先'),
    -- founded ----------------------------------------------------------------------------------------------------
    ('en', 'relation', '\m(?:found|founds|founded|founding|cofound|cofounded|co found|co founded|start|started|starts|launch|launched|create|created|establish|established|set up|incorporated|built)\s+@',
     '{founded}', 'object', null, 58, 'who founded X'),
    ('en', 'relation', '@\s+(?:s\s+)?(?:founders?|cofounders?|co founders?|founding team|creators?|originators?)\M|\m(?:founders?|cofounders?|co founders?|creators?)\s+(?:of|behind)\s+@',
     '{founded}', 'object', null, 62, 'X''s founders, the founder of X'),
    ('en', 'relation', '@\s+(?:was|were|is|got)\s+(?:founded|started|launched|created|established|set up|cofounded|co founded)\M',
     '{founded}', 'object', null, 62, 'X was founded by'),
    ('en', 'relation', '\m(?:did|has|have|does)\s+@\s+(?:found|start|launch|create|establish|cofound|co found|set up|build)\M|@\s+(?:founded|started|launched|cofounded|co founded|created|established|has founded|has started)\M',
     '{founded}', 'subject', null, 64, 'what did X found, companies X started'),
    ('ja', 'relation', '@\s*(?:を)?\s*(?:創業|設立|創立|立ち上げ|起業|創設)(?:した|したの|者)|@\s*(?:の)?\s*(?:創業者|創設者|設立者|創立者|ファウンダー|共同創業者|起業家)',
     '{founded}', 'object', null, 62, 'Xを創業したのは誰, Xの創業者'),
    ('ja', 'relation', '@\s*(?:が|は)\s*(?:どの会社を|何を)?\s*(?:創業|設立|創立|立ち上げ|起業|創設)',
     '{founded}', 'subject', null, 64, 'Xが創業した会社'),
    -- advises ----------------------------------------------------------------------------------------------------
    ('en', 'relation', '\m(?:advise|advises|advised|advising|mentor|mentors|mentored|mentoring|counsel|counsels|counseled|coach|coaches|coached)\s+@',
     '{advises}', 'object', null, 58, 'who advises X'),
    ('en', 'relation', '@\s+(?:s\s+)?(?:advis[eo]rs?|mentors?|advisory board|advisory|board of advisors|counsel|coaches)\M|\m(?:advis[eo]rs?|mentors?|counsel)\s+(?:to|of|for|at|on)\s+@',
     '{advises}', 'object', null, 62, 'X''s advisors, an advisor to X'),
    ('en', 'relation', '\mon\s+@\s+(?:s\s+)?advisory|\madvisory\s+(?:board|role|roles)\s+(?:of|at|for)\s+@',
     '{advises}', 'object', null, 62, 'on X''s advisory board'),
    ('en', 'relation', '\m(?:does|did|has|have|do)\s+@\s+(?:advise|mentor|counsel|coach)\M|@\s+(?:advises|advised|mentors|mentored|counsels|coaches|has advised)\M|@\s+(?:is|was)\s+(?:an?\s+)?(?:advis[eo]r|mentor)\s+(?:to|of|for|at)\M',
     '{advises}', 'subject', null, 64, 'which companies does X advise'),
    ('ja', 'relation', '@\s*(?:の)?\s*(?:顧問|アドバイザー|助言者|メンター|相談役|参与)|@\s*(?:に)\s*(?:助言|アドバイス)',
     '{advises}', 'object', null, 62, 'Xの顧問は誰, Xに助言している人'),
    ('ja', 'relation', '@\s*(?:が|は)\s*(?:どこの|どの会社の)?\s*(?:顧問|助言|アドバイス|アドバイザー)',
     '{advises}', 'subject', null, 64, 'Xが顧問を務める会社'),
    -- attended ---------------------------------------------------------------------------------------------------
    ('en', 'relation', '\m(?:attend|attends|attended|attending|join|joins|joined|joining|sat in on|sit in on|sits in on|participated in|participate in|participates in|took part in|take part in|was at|were at|went to|go to|present at|came to)\s+@',
     '{attended}', 'object', null, 55, 'who attended X, who was at X'),
    ('en', 'relation', '@\s+(?:s\s+)?(?:attendees?|participants?|attendance|guests?|invitees?|attenders|audience|people present)\M|\m(?:attendees?|participants?|guests?|invitees?)\s+(?:of|at|in|for)\s+@|\min\s+attendance\s+at\s+@',
     '{attended}', 'object', null, 62, 'X''s attendees, the participants of X'),
    ('en', 'relation', '\m(?:did|does|has|have|do)\s+@\s+(?:attend|join|sit in|take part|participate|go to|show up)|@\s+(?:attended|joined|sat in|took part|participated|went to|has attended)\M',
     '{attended}', 'subject', null, 64, 'which meetings did X attend'),
    ('ja', 'relation', '@\s*(?:に|へ)\s*(?:出席|参加|同席|出た|来た|列席)|@\s*(?:の)?\s*(?:出席者|参加者|同席者|参列者|メンバー)',
     '{attended}', 'object', null, 62, 'Xに出席したのは誰, Xの参加者'),
    ('ja', 'relation', '@\s*(?:が|は)\s*(?:どの会議に|どの打ち合わせに|どのミーティングに|どこに)?\s*(?:出席|参加|同席)',
     '{attended}', 'subject', null, 64, 'Xが出席した会議'),
    -- answer types -----------------------------------------------------------------------------------------------
    ('en', 'answer', '^(?:who|whom|whose)\M|\m(?:which|what)\s+(?:people|persons?|individuals?|investors?|advis[eo]rs?|founders?|employees?|partners?|angels?)\M|^(?:name|list|show|give|tell)\M.*\m(?:people|persons?|who|investors?|backers?|advis[eo]rs?|founders?|employees?|staff|attendees?|participants?|team)\M',
     null, null, 'person', 50, 'who, which people, name the investors'),
    ('en', 'answer', '^where\M|\m(?:which|what)\s+(?:companies|company|startups?|firms?|businesses|organi[sz]ations?|employers?|ventures?|portfolio companies)\M|^(?:name|list|show|give)\M.*\m(?:companies|startups|firms|employers?|portfolio|investments)\M',
     null, null, 'company', 50, 'where, which company'),
    ('en', 'answer', '\m(?:which|what)\s+(?:meetings?|events?|calls?|sessions?|board meetings?|gatherings?)\M|^(?:name|list|show)\M.*\m(?:meetings|events)\M',
     null, null, 'meeting', 55, 'which meetings'),
    ('ja', 'answer', '(?:誰|だれ|どなた|どの人|何人|人は|人を|人物)',
     null, null, 'person', 50, '誰, どなた'),
    ('ja', 'answer', '(?:どこ|どの会社|どの企業|何という会社|会社は|企業は|会社を|企業を|勤務先|投資先|出資先)',
     null, null, 'company', 55, 'どこ, どの会社'),
    ('ja', 'answer', '(?:どの会議|どの打ち合わせ|どのミーティング|会議は|ミーティングは|どのイベント)',
     null, null, 'meeting', 55, 'どの会議')
    ) x(language, kind, pattern, link_types, entity_role, answer_type, priority, note)
$fn$;

comment on function brain._builtin_question_lexicon() is
'Internal: the builtin rows of brain.question_lexicon (relation cues for works_at, invested_in, founded, advises and attended in English and Japanese, in both directions, and answer cues for person, company and meeting); brain._after_upgrade writes them, keeping a DBA''s enabled flags. Example: select kind, language, count(*) from brain._builtin_question_lexicon() group by 1, 2;';
