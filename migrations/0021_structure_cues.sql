-- depends: 0020_clause_cues
-- Link typing cues found missing on a sixth round of own development cases (issue 18; the cases are in
-- tests/sql/data/link_typing_cases.txt, marked r6): the lead of a list or table and a table's column header now
-- reach each item (pgbrain.markdown.clauses), and these rules read them ("Board seats: [[a]]", "Investor: [[f]]:
-- Seed: $2M"); more ways English and Japanese state each relation; people named on a meeting page who were not
-- there; a fund's partners named on the fund's page.

-- 1. updates of builtin rules
-- "The round was led by [[f]]" is an investment, "Acme is led by [[people/a]]" is not (works_at, rule of 0001)
update brain.link_rules
   set pattern = replace(pattern, '|led by|', '|(seed|series [a-z]|raise|financing|investment|deal)s? (was |were |is )?(co-?)?led by|')
 where builtin and link_type = 'invested_in' and position('|led by|' in pattern) > 0;
-- "set up by", "launched by", "formed by" on a company page
update brain.link_rules
   set pattern = replace(pattern, '\m(co-?)?(founded|started|established|created)\M[^;]*\mby\M',
                         '\m(co-?)?(founded|started|established|created|set up|launched|formed|incorporated|spun out|spun off)\M[^;]*\mby\M')
 where builtin and link_type = 'founded' and scope = 'before_mention'
   and position('\m(co-?)?(founded|started|established|created)\M[^;]*\mby\M' in pattern) > 0;
-- "started advising [[a]]", "started working at [[a]]" found nothing
update brain.link_rules
   set pattern = replace(replace(pattern, '\M(?! as\M)', '\M(?! as\M)(?! [a-z]+ing\M)(?! (at|with)\M)'),
                         '(?! (her|his|their|my|a|the) (career', '(?! (her|his|their|my|a|the) ([a-z-]+ ){0,2}(career')
 where builtin and link_type = 'founded' and language = 'en'
   and starts_with(pattern, '\m(set up|sets up|setting up|established|launched|started|to start|');
-- Japanese hedges: reported, not stated (「〜へ転職するとも報じられた」)
update brain.link_rules
   set pattern = replace(pattern, '|噂|', '|噂|報じ|報道|観測|伝えられ|')
 where builtin and link_type = 'mentions' and language = 'ja' and priority = 1000 and position('|噂|' in pattern) > 0;
-- "may run [[a]]" is a hedge too; with a three-letter verb among them, the word prefilter (brain._cue_words) of
-- the English hedge rule reads "may " instead of the verbs after it ("work", "take", "back"), which nearly every
-- text holds: the rule was tried on a third of all references, for nothing
update brain.link_rules
   set pattern = replace(pattern, '|become|take|work)|', '|become|take|work|run)|')
 where builtin and link_type = 'mentions' and language = 'en' and priority = 1000
   and position('|become|take|work)|' in pattern) > 0;

-- 2. new builtin rules
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- works_at, person pages
    ('works_at', 'en', $r$\m(took|takes|taking|accepted|accepts|landed|lands|got|gets) (a|an|the|her|his|their|my)( [a-z-]+){0,3} (job|position|role|post|gig)\M$r$,
     'context', '{person}', null, 'out', 70, true, 'she took a job at [[companies/acme]]'),
    ('works_at', 'en', $r$\m(remains|remained|remain|stays|stayed|staying) (at|with)\s*$$r$, 'before_mention', '{person}', null,
     'out', 70, true, 'she remains at [[companies/acme]]'),
    ('works_at', 'en', $r$\m(did|eventually|finally|later) join\M$r$, 'context', '{person}', null, 'out', 69, true,
     'she did join [[companies/acme]] that autumn'),
    ('works_at', 'en', $r$\m(is|was|has been|had been|'s|’s) (now |currently |still |already |then )?with\s*$$r$, 'before_mention',
     '{person}', null, 'out', 70, true, 'Hugo is with [[companies/acme]] now'),
    ('works_at', 'en', $r$\mcut (her|his|their|my) teeth\M$r$, 'context', '{person}', null, 'out', 70, true,
     'she cut her teeth at [[companies/acme]]'),
    ('works_at', 'en', $r$^\W{0,3}(alum|alumna|alumnus|alumni|alumnae|veteran|old-timer)\M$r$, 'after_mention', '{person}', null,
     'out', 70, true, 'a [[companies/acme]] alum'),
    ('works_at', 'en', $r$\m(first|second|third|early|earliest|founding|[0-9]+(st|nd|rd|th)) (hire|employee|engineer|designer|salesperson|product manager)s?\M$r$,
     'context', '{person}', null, 'out', 70, true, 'the first hire at [[companies/acme]]'),
    ('works_at', 'en', $r$(?<!limited )\m(ceo|cto|coo|cfo|cmo|cro|cpo|ciso|president|chair(man|woman|person)?|chief [a-z]+ officer|chief executive|vp|svp|evp|vice president|head of [a-z]+|director|manager|lead|engineer|scientist|designer|researcher|analyst|intern|developer|architect|counsel|officer|partner|principal|associate|consultant|editor)\M( [a-z&-]+){0,3}\s*[,·•@:–—-]\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'CFO, [[companies/acme]]; Head of Growth · [[companies/acme]]; | COO | [[companies/a]] |'),
    ('works_at', 'en', $r$^\W*(company|employer|organi[sz]ation|org|firm|workplace|current company)\s*:\s*$$r$, 'before_mention',
     '{person}', null, 'out', 70, true, 'Company: [[companies/acme]] (a contact card)'),
    ('works_at', 'en', $r$\m(years|yrs|months|mos|decades?|a decade|a year|stints?) (at|with|inside)\s*$$r$, 'before_mention', '{person}',
     null, 'out', 70, true, 'after seven years at [[companies/acme]]'),
    ('works_at', 'en', $r$^[^;]{0,5}\m(where|at which) (she|he|they|i|we) (is|was|has been|had been|serves as|served as|became|works as|worked as|now leads|leads|led|now runs|runs|ran|heads|headed|manages|managed|had run|has run|is now|was once)\M$r$,
     'after_mention', '{person}', null, 'out', 70, true, '[[funds/f]], where she is a venture partner'),
    -- works_at, company and fund pages
    ('works_at', 'en', $r$^[^a-z0-9]{0,8}('s|’s)? ?(is |was |as |an |a |the |our |its |now |currently |in-house |general )*([a-z'’-]+ ){0,2}(counsel|principal|associate|analyst|consultant|treasurer|secretary|controller|recruiter|editor|attorney|lawyer|accountant|economist|salesperson|marketer|product manager|program manager|operator)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, '[[people/a]] is in-house counsel'),
    ('works_at', 'en', $r$\m(replaced|succeeded) (as [a-z ]{1,30} )?by\s*$$r$, 'before_mention', '{company,fund}', 'people/', 'in', 70,
     true, 'she stepped down and was replaced by [[people/b]]'),
    ('works_at', 'en', $r$^[^;]{0,6}\m(is |was |as |are |were |became |serves as |served as |a |an |the |our |its |one of (the|our|its) |fund['’]s |firm['’]s |sole |founding |current |senior |junior |(general|managing|venture|operating|investment) )*(partner|principal|associate)s?\M(?! (at|of|in|with|to) (?!(the (fund|firm|partnership)|this|us|our)\M))$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 95, true, '[[people/a]], a general partner at the firm; [[people/b]] is a partner here'),
    ('works_at', 'en', $r$(?<!limited )\m((fund|firm|partnership)['’]s |our |its |the )((current|founding|general|managing|senior|venture) )*partners\M\s*(:|are|include|includes|were|is|was)[^;]*$|(?<!limited )\mpartners?\s*:?\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 95, true, 'The fund''s current partners are [[people/a]] and [[people/b]]; a decision that partner [[people/c]] regretted'),
    -- invested_in
    ('invested_in', 'en', $r$\m(angels?|angel investors?|lps?|limited partners?) (in|of|at)\M$r$, 'context', '{person,fund}', null, 'out',
     90, true, 'she is also an angel in [[companies/acme]]'),
    ('invested_in', 'en', $r$\mon (the|its|their|our|her|his) cap tables?\M|\mcap tables? of\M$r$, 'context', '{person,fund}',
     null, 'out', 90, true, 'he is on the cap table of [[companies/acme]]'),
    ('invested_in', 'en', $r$^[^;.]{0,60}\mamong (its|our|their|the [a-z'’ -]{1,30}) ([a-z-]+ ){0,2}(investors|backers|shareholders|funders|lps)\M$r$,
     'after_mention', '{company,fund}', null, 'in', 90, true, 'Acme counts [[companies/b]] among its investors'),
    ('invested_in', 'en', $r$\m(led|co-led)\M[^;]{0,40}\m(seed|pre-seed|series [a-z]|rounds?|raise|financing)\M$r$, 'after_mention',
     '{company,fund}', null, 'in', 90, true, '[[funds/f]] led its seed round'),
    ('invested_in', 'en', $r$\m(seed|pre-seed|series [a-z]|round|investment|funding|financing|capital|check|cheque|money|backing)( round)? (from|by)\s*$$r$,
     'before_mention', '{company,fund}', null, 'in', 90, true, 'Series A from [[funds/f]]'),
    ('invested_in', 'en', $r$\m(and|with|plus|including) (angels?|angel investors?|investors?)\s*$$r$, 'before_mention', '{company,fund}',
     null, 'in', 90, true, 'led by [[funds/f]] with participation from [[companies/c]] and angel [[people/a]]'),
    ('invested_in', 'en', $r$^[^a-z0-9]{0,8}(as |an |a |the )*(early |first |lead |seed )?(angel|angel investor)s?\M$r$, 'after_mention',
     '{company,fund}', null, 'in', 90, true, '[[people/a]], the angel who led its pre-seed round'),
    ('invested_in', 'en', $r$\m(doubled|doubles|doubling) down (on|in)\M|\m(did|does) back\M$r$, 'context', '{person,fund}', null,
     'out', 90, true, 'the fund did back [[companies/acme]]'),
    ('invested_in', 'en', $r$\m(largest|biggest|first|latest|only|main|top|best-known|earliest|newest|most successful) (position|stake|holding|investment|bet|check|cheque)s? (is|was|are|were|to date is|remains)?\s*(in|into)?\s*$$r$,
     'before_mention', '{person,fund,company}', null, 'out', 90, true, 'the firm''s largest position is in [[companies/acme]]'),
    ('invested_in', 'en', $r$\m(deals|holdings|exits|bets|cheques|checks|portfolio companies|investments made|companies backed)\M\s*[:–-][^;]*$$r$,
     'before_mention', '{person,fund}', null, 'out', 90, true, '## Deals, then a table of [[companies/a]] rows'),
    ('works_at', 'en', $r$^\W{0,8}(role|title|position|job)s?\s*:\s*(an? |the )?([a-z-]+ ){0,3}(ceo|cto|coo|cfo|cmo|cro|cpo|ciso|president|chair(man|woman|person)?|chief|vp|svp|evp|head|director|manager|engineer|scientist|designer|researcher|employee|staff|intern|developer|architect|officer|principal|associate|analyst|counsel|consultant|lead)\M$r$,
     'after_mention', '{person}', null, 'out', 70, true, '- [[companies/a]], then the sub-item "Role: Chief Scientific Officer"'),
    ('advises', 'en', $r$^\W{0,8}(role|title|position)s?\s*:\s*(an? |the )?([a-z-]+ ){0,3}(advis[eo]r|board member|director|board observer)\M$r$,
     'after_mention', '{person}', null, 'out', 80, true, '- [[companies/a]], then the sub-item "Role: Scientific advisor"'),
    ('mentions', 'en', $r$\m(firm|fund|company|partnership)['’]s ([a-z-]+ ){0,2}(portfolio|investments?|holdings|positions?|stakes?|bets?)\M$r$, 'context', '{person}',
     null, 'out', 101, true, 'a partner: "the firm''s best-known investment is [[companies/acme]]" is the firm''s, not hers'),
    -- advises
    ('advises', 'en', $r$\m(mentors|mentored|mentoring|coaches|coached|coaching) (the|its|their) ([a-z-]+ )?(team|founders|founding team|leadership|management|ceo|cto|executives|staff)\M|\mmentor to\M$r$,
     'context', '{person,fund}', null, 'out', 80, true, 'she mentors the team at [[companies/acme]] (not "mentors founders at [[companies/accelerator]]")'),
    ('advises', 'en', $r$^[^;]*\m(mentors|mentored|mentoring|coaches|coached|coaching)\M$r$, 'after_mention', '{company,fund}', 'people/',
     'in', 80, true, '[[people/a]] mentors the team'),
    ('advises', 'en', $r$\m(independent|non-executive|non executive|nonexecutive|outside|external|lead independent) (director|board member|chair(man|woman|person)?)\M$r$,
     'context', '{person}', null, 'out', 81, true, 'an independent director at [[companies/acme]]'),
    ('advises', 'en', $r$\m(independent|non-executive|non executive|nonexecutive|outside|external|lead independent) (director|board member|chair(man|woman|person)?)\M$r$,
     'context', '{company,fund}', 'people/', 'in', 82, true, '| [[people/a]] | Independent director |'),
    ('advises', 'en', $r$\mwhose (advisory )?board (she|he|they|i|we) (joined|sits on|sat on|serves on|served on|chairs|chaired)\M$r$,
     'context', '{person}', null, 'out', 81, true, '[[companies/acme]], whose board he joined in 2022'),
    ('advises', 'en', $r$^[^;.]{0,60}\mamong (its|our|their|the [a-z'’ -]{1,30}) ([a-z-]+ ){0,2}(advis[eo]rs|mentors|board members|directors)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 80, true, 'Acme counts [[people/a]] and [[people/b]] among its advisers'),
    -- founded
    ('founded', 'en', $r$\m(brains|mastermind|masterminds|man|woman|creator|creators|architect|visionary|person|people|duo|pair|couple) behind\s*$$r$,
     'before_mention', '{person}', null, 'out', 100, true, 'the brains behind [[companies/acme]]'),
    ('founded', 'en', $r$\m(creation|brainchild|invention|baby) of\s*$$r$, 'before_mention', '{company,fund}', 'people/', 'in', 100, true,
     'Acme is the creation of [[people/a]]'),
    ('founded', 'en', $r$^[^;]{0,30}\m(is|was) (her|his|their|my) (brainchild|creation|baby)\M$r$, 'after_mention', '{person}', 'companies/',
     'out', 100, true, '[[companies/acme]] is her brainchild'),
    ('founded', 'en', $r$\mfounding (team|members?|trio|duo|pair|partners?)\M\s*(:|is|are|include|includes|were|was|consists of|consisted of)?[^;]*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 100, true, 'Our founding team: [[people/a]] and [[people/b]]'),
    ('founded', 'en', $r$^[^;]{0,5}\m(the|a|an|her|his) ([a-z-]+ ){0,3}(company|firm|startup|start-up|business|venture|studio|lab|app|platform|brand|agency|label|shop|marketplace|service|product|consultancy|practice|fund) (that |which )?(she|he|they|i|we) (co-?founded|founded|created|started|set up|launched|built|established|dreamed up|spun out|bootstrapped)\M$r$,
     'after_mention', '{person}', null, 'out', 100, true, '[[companies/acme]], the expense app she built'),
    ('founded', 'en', $r$\m(co-?)?founds\M$r$, 'context', '{person,fund}', null, 'out', 100, true, '2019: founds her own agency, [[companies/a]]'),
    ('founded', 'en', $r$\m(her|his|their|my|whose) (own |first |second |third |fourth |latest |newest |new |next |earlier |previous |old |former )*(agency|studio|label|practice|consultancy|brand|lab|shop)\M\W{0,4}$$r$,
     'before_mention', '{person}', 'companies/', 'out', 98, true, 'her own agency, [[companies/a]]'),
    ('founded', 'en', $r$\mwhose (own |first |second |third |fourth |latest |newest |new |next |earlier |previous |old |former )*(startup|start-up|company|firm|venture|business)\M\W{0,4}$$r$,
     'before_mention', '{person}', 'companies/', 'out', 98, true, 'Grace, whose first company [[companies/a]] was acquired'),
    -- attended, person pages
    ('attended', 'en', $r$\m(on the panel|on a panel|panell?ists?|keynote|keynoted|on stage|in the audience|emcee|emceed|gave a talk|pitched|demoed|exhibited)\M$r$,
     'context', '{person}', 'meetings/', 'out', 75, true, 'he was on the panel at [[meetings/m]]'),
    ('attended', 'en', $r$\m(met|meets|meeting|saw|ran into|bumped into)\M[^;.]{0,60}\mat\s*$$r$, 'before_mention', '{person}', 'meetings/',
     'out', 75, true, 'met Patrick at [[meetings/m]]'),
    -- people a meeting page names who were not there (a meeting's people are attendees by default, rule of 0001)
    ('mentions', 'en', $r$⟦⟧('s|’s)\M$r$, 'context', '{meeting}', 'people/', 'out', 1000, true,
     'the group discussed [[people/a]]''s proposal'),
    ('mentions', 'en', $r$\m(shout-?outs?|kudos|congrats|congratulations|props|intro|introductions?|referrals?|references?|on behalf of|standing in for|stood in for|filling in for|filled in for|covering for|covered for|in place of|replacing|candidates?|interview|interviewing|reach out to|loop in|email|e-mail|ping|invite)\W{0,3}(to|for|from|of|with)?\s*$$r$,
     'before_mention', '{meeting}', 'people/', 'out', 1000, true, 'Ask for an intro to [[people/a]]; shout-out to [[people/b]]'),
    ('mentions', 'en', $r$\m(plan|proposal|memo|draft|deck|doc|document|report|spec|design|analysis|paper|email|note|idea|request|model|budget|roadmap|pitch|work|feedback|question|concern|suggestion)s? (that|which|by|from)\s*$$r$,
     'before_mention', '{meeting}', 'people/', 'out', 1000, true, 'we reviewed the plan that [[people/a]] drafted'),
    ('mentions', 'en', $r$\m(on leave|out sick|off sick|out of office|on vacation|on holiday|on parental leave|was out|is out|were out|away this week|was away|is away|excused|regrets|sent apologies|sends apologies|apologi[sz]ed|cancell?ed|called in sick|(could|can)( not|n['’]t) make|unable to make|before (she|he|they) left|no longer (with|interested|involved|available))\M$r$,
     'context', '{meeting}', 'people/', 'out', 1000, true, '[[people/a]] (on leave); [[people/b]] was scheduled to speak but cancelled'),
    -- hedges
    ('mentions', 'en', $r$\m(almost|nearly) (founded|joined|invested|backed|started|co-founded|took|led|bought)\M|\mconsidered (investing|joining|backing|buying|acquiring|founding|starting|an? (investment|offer|role|job))\M$r$,
     'context', null, null, 'out', 1000, true, 'she almost founded [[companies/a]]; it considered investing in [[companies/b]]'),
    -- Japanese
    ('works_at', 'ja', $r$(前職|古巣|前の勤務先|以前の勤務先)(は|が|の|：|:)?\s*(⟦⟧\s*[、,，・/]\s*)*$$r$, 'before_mention', '{person}', null, 'out', 70, true,
     '前職は[[companies/a]]のシニアコンサルタント'),
    ('works_at', 'ja', $r$^\s*(出身|OB|OG|の元社員)$r$, 'after_mention', '{person}', null, 'out', 70, true, '[[companies/a]]出身'),
    ('works_at', 'ja', $r$^\s*[^。！？、\s]{0,12}(部|課|室|本部|事業部|部門|グループ|チーム|部長|課長|室長|責任者|マネージャー|マネジャー|エンジニア|デザイナー|ディレクター|研究員|社員|担当|執行役員|CTO|CEO|CFO|COO)\s*$$r$,
     'after_mention', '{person}', null, 'out', 70, true, '経歴: 2012年〜2016年: [[companies/a]] 営業部'),
    ('invested_in', 'ja', $r$^[^。！？]{0,24}(引受先|引受人|割当先|出資者|投資家|株主|リード投資家)(として|に|は|の一|で)$r$, 'after_mention',
     '{company,fund}', null, 'in', 90, true, '[[companies/a]]や[[funds/b]]も引受先として参加した'),
    ('works_at', 'ja', $r$^[^。！？]{0,6}(マネージング・?パートナー|ゼネラル・?パートナー|ベンチャー・?パートナー|代表パートナー|パートナー|プリンシパル|アソシエイト|キャピタリスト)$r$,
     'after_mention', '{fund}', 'people/', 'in', 95, true, '| [[people/a]] | マネージング・パートナー |'),
    -- sixth round, second part (fresh pages of every kind)
    ('works_at', 'en', $r$\m(was|is|became|become|served as|serves as|serving as|remained|remains|as) (its|the company['’]s|the firm['’]s|the fund['’]s) ([a-z-]+ ){0,2}(ceo|cto|coo|cfo|cmo|cro|cpo|president|chair(man|woman|person)?|chief [a-z]+( officer)?|chief executive|head of [a-z]+|vp( of)? [a-z]+|director|engineer|employee|hire|general counsel|managing director)\M$r$,
     'context', '{person}', null, 'out', 70, true, 'she co-founded [[companies/a]] and served as its chief executive'),
    ('works_at', 'en', $r$\m(moves|moved|moving|move|switched|switches|jumped|jumps|went|goes|returned|returns|came back|headed) (over |back )?to\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, '2013: moves to [[companies/a]]; leads the mobile team'),
    ('works_at', 'en', $r$\m(professor|lecturer|fellow|physician|surgeon|doctor|nurse|teacher|lawyer|attorney|accountant|banker|journalist|reporter|writer|economist|postdoc|resident)\M( [a-z&-]+){0,3},? (at|of|for|with)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'a cardiologist and professor at [[companies/a]]'),
    ('works_at', 'en', $r$\m(roles|positions|jobs|stints|tenures) (at|with)\M$r$, 'context', '{person}', null, 'out', 70, true,
     'after early roles at [[companies/a]] and [[companies/b]]'),
    ('works_at', 'en', $r$\m(is|was|were|has been|had been|am|i'm|i’m) (now |currently |still |already |then )?at\s*$$r$, 'before_mention',
     '{person}', null, 'out', 70, true, 'for the last three years I was at [[companies/a]]'),
    ('works_at', 'en', $r$\m(handed|hands|passed|passes|gave|gives) (over )?(the |her |his |their )?(role|reins|job|title|baton|position|top job)( over)? to\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 70, true, 'she stepped down and handed the role to [[people/b]]'),
    ('works_at', 'en', $r$^[^;]{0,40}\m(is|was|as|became|become|promoted to|named|appointed|made|joined (us |the firm |the fund )?as) (a |an |the |our |its )?((general|managing|venture|operating|investment|senior) )?(partner|principal|associate)s?\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 95, true, '[[people/a]], who led our first deal, has been promoted to general partner'),
    ('invested_in', 'en', $r$^[^;]*\m(participates|participating|joins the round|joined the round|came in|comes in|followed on|follows on|doubled down)\M$r$,
     'after_mention', '{company,fund}', null, 'in', 90, true, 'Series A led by [[funds/f]]; [[companies/c]] participates'),
    ('invested_in', 'en', $r$\m(bets?|wager|punt) (on|in)\s*$$r$, 'before_mention', '{person,fund}', null, 'out', 90, true,
     'a $10k bet on [[companies/a]]'),
    ('invested_in', 'en', $r$\m(checks?|cheques?|money|capital|invest[a-z]*|bets?|stakes?|proceeds|savings)\M[^;.]{0,60}\minto\s*$$r$,
     'before_mention', '{person,fund,company}', null, 'out', 90, true, 'my first two checks have gone into [[companies/a]]'),
    ('invested_in', 'en', $r$\m(stakes?|shares|equity|position|holding)\M[^;.]{0,40}\m(in|into|of)\s*$$r$, 'before_mention',
     '{person,fund,company}', null, 'out', 90, true, 'the small stake I bought in [[companies/a]]'),
    ('invested_in', 'en', $r$\mfollowed on (in|into)\M|\mfollow-on (investment )?(in|into)\M|\minvestments?,\s*in\M$r$, 'context',
     '{person,fund}', null, 'out', 90, true, 'we followed on in [[companies/a]]'),
    ('invested_in', 'en', $r$^[^;.]{0,60}\mamong (its|our|their|the [a-z'’ -]{1,30}) ([a-z-]+ ){0,2}(holdings|investments|portfolio companies|portfolio|bets|positions)\M$r$,
     'after_mention', '{person,fund}', null, 'out', 90, true, 'counts [[companies/a]] among its current holdings'),
    ('invested_in', 'en', $r$\m(seed|series [a-z]|round|raise|financing)\M[^;]{0,60}\m(co-?)?led by\s*$|\m(seed|series [a-z]|round|funding|money|capital|investment|check|cheque|backing)\M[^;]{0,30}\m(came|comes|coming) from\s*$|\mangels?\M[^;]{0,30}\m(including|include|includes|such as|like|among them)\M[^;]{0,40}$|\mangels?\M\s*(:|include|includes|are|were)[^;]*$$r$,
     'before_mention', '{company,fund}', null, 'in', 90, true, 'our Series A, announced in 2021, was led by [[funds/f]]; our seed came from [[funds/g]]'),
    ('advises', 'en', $r$\madvisory (council|committee|group|panel|network)\M[^;]*$$r$, 'before_mention', '{company,fund}', 'people/', 'in', 80,
     true, 'Advisory council: [[people/a]], [[people/b]]'),
    ('advises', 'en', $r$\m(sits?|sat|sitting|serves?|served|serving|joined|join|remain|remains|remained|stay|stays|stayed) on (the |its |their )?(⟦⟧ )?(advisory )?boards?\M$r$,
     'context', '{person}', null, 'out', 81, true, 'I did sit on the [[companies/a]] board; I will remain on the boards of [[companies/b]]'),
    ('attended', 'en', $r$\m(spent|spend|spends|was|were|been|am|be|i'm|i’m|stayed|stay) ([a-z-]+ ){0,5}at\s*$$r$, 'before_mention', '{person}',
     'meetings/', 'out', 75, true, 'I spent three days at [[meetings/m]]'),
    ('founded', 'en', $r$\mco-?found(s|ing)?\M|\mto found\M$r$, 'context', '{person,fund}', null, 'out', 100, true,
     'then left to co-found [[companies/a]]'),
    ('mentions', 'en', $r$\m(via|through|introduced by|referred by|sourced by|recommended by|talk to|talk with|speak to|speak with|meet with|contact|connect (her |him |them )?with|intro(duce)? (her |him |them )?to)\s*$|\msince\s*$$r$,
     'before_mention', '{meeting}', 'people/', 'out', 1000, true, 'sourced by Thom via [[people/a]]; suggested she talk to [[people/b]]'),
    ('mentions', 'en', $r$\m(cancel|cancels|withdrew|withdrawn|withdraws|pulled out|(could not|couldn['’]t) (travel|come|attend|join|make it)|(was|were) (supposed|meant) to|got pulled (into|away)|had to (cancel|drop|miss|leave|skip)|overslept|not (present|there)|travell?ing|out of town|on the road|⟦⟧ (left|quit|resigned|departed))\M$r$,
     'context', '{meeting}', 'people/', 'out', 1000, true, '[[people/a]] had to cancel at the last minute'),
    ('mentions', 'en', $r$\m(approached|asked|invited|tapped) to (advise|join|invest|lead|back|become)\M|\mturned (it|them|him|her|the offer|the role|the job|the position|that) down\M|\m(wrong|untrue|not true|incorrect|inaccurate|a myth|a misconception|mistaken)\M$r$,
     'context', null, null, 'out', 1000, true, 'he was approached to advise [[companies/a]] but turned it down; which is flattering but wrong'),
    -- Japanese, second part
    ('works_at', 'ja', $r$(^|[^一-龥])元\s*$$r$, 'before_mention', '{person}', null, 'out', 70, true, '元[[companies/a]]。'),
    ('works_at', 'ja', $r$^\s*([^。！？、\s]{1,12}\s*){0,3}(部|課|室|本部|事業部|部門|部長|課長|室長|責任者|マネージャー|マネジャー|エンジニア|デザイナー|ディレクター|研究員)\s*$$r$,
     'after_mention', '{person}', null, 'out', 70, true, '[[companies/a]] 経営企画部 部長 (a business card)'),
    ('invested_in', 'ja', $r$^\s*(に|へ)(資本参加|資本出資|資本提携)$r$, 'after_mention', '{person,fund,company}', null, 'out', 90, true,
     '2005年 [[companies/a]]に資本参加'),
    ('works_at', 'ja', $r$(運用責任者|投資責任者|代表パートナー|代表者|代表|責任者|GP|前任の?)(は|には|：|:)?\s*$$r$, 'before_mention', '{company,fund}', 'people/', 'in', 70, true,
     '運用責任者は[[people/a]]が務める'),
    ('works_at', 'ja', $r$^\s*(が|の)?(率いる|率いている|代表を務める|経営する)$r$, 'after_mention', '{company,fund}', 'people/', 'in', 70, true,
     '[[people/a]]が率いるグロース投資ファンド'),
    ('mentions', 'ja', $r$(不参加|育休|産休|休職|欠勤)$r$, 'context', '{meeting}', 'people/', 'out', 1000, true, '[[people/a]]は育休中のため不参加'),
    -- sixth round, third part
    ('invested_in', 'en', $r$\m(funding|financing|investors?|backers?|shareholders?|cap table|rounds?)( history| rounds?| to date)?\M\s*:[^;]*$$r$,
     'before_mention', '{company,fund}', null, 'in', 90, true, 'Funding history:, then a table of rounds with [[funds/f]]'),
    ('invested_in', 'en', $r$\m(checks?|cheques?|tickets?) (in|into|to)\M$r$, 'context', '{person,fund}', null, 'out', 90, true,
     'angel checks in [[companies/a]] and [[companies/b]]'),
    ('invested_in', 'en', $r$\m(alongside|with|plus|and) (the |its |our |a )?([a-z-]+ ){0,2}(backers?|investors?|angels?|vcs?|lps?)\s*$$r$,
     'before_mention', '{company,fund}', null, 'in', 90, true, 'alongside returning seed backer [[funds/f]]'),
    ('invested_in', 'en', $r$^[^;]*\m(increased|raised|upped|doubled|grew|built|trimmed|reduced|cut|sold) (its|their|his|her) (stake|holding|position|shareholding)\M$r$,
     'after_mention', '{company,fund}', null, 'in', 90, true, '[[funds/f]] has increased its stake in the company'),
    ('invested_in', 'en', $r$\m(portfolio|deals|investments|holdings|bets)\M[^;.]{0,20}\m(incl\.?|include|includes|including|such as|like)\M[^;]*$$r$,
     'before_mention', '{person,fund}', null, 'out', 90, true, 'Deals so far include [[companies/a]]; portfolio incl. [[companies/b]]'),
    ('works_at', 'en', $r$\m(pm|pms|swe|sde|em|pdm|product manager|program manager|project manager|product lead|tech lead|team lead|product marketer|marketer|growth lead|designer|recruiter)s? (at|@|for|with)\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'she is now a senior PM at [[companies/a]]'),
    ('works_at', 'en', $r$\m(worked|works|working|work) in (the )?([a-z-]+ ){0,3}(practice|team|group|division|department|unit|office|arm|lab) (of|at)\s*$|\mspent\M[^;]*\mfor\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'worked in the audit practice of [[companies/a]]; spent five years as a buyer for [[companies/b]]'),
    ('works_at', 'en', $r$\m(early |founding |core |leadership |management |executive |senior )?team (included|includes|include|:|are|were)\M[^;]*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 70, true, 'Its early team included [[people/a]]'),
    ('works_at', 'en', $r$\m(solo |sole |founding |managing )?(gp|gps|general partners?|managing partners?)\M\s*(is|are|:|include|includes)?\s*[^;]{0,40}$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 95, true, 'Solo GP is [[people/a]]'),
    ('mentions', 'en', $r$\m(was|were|is|are|been|being|got) (later |then |also |initially |first )?(led|run|headed|managed|backed|funded|founded|co-founded|started|acquired|bought|financed|seeded|co-led)\s+by ⟦⟧$r$,
     'context', '{person}', null, 'out', 101, true, 'on her page: "the seed round was later led by [[funds/f]]" is the round''s, not hers'),
    ('mentions', 'en', $r$\m(but|and) (ultimately |eventually |finally |then )?(passed|declined|walked away|pulled out|backed out)\M|\mwalked away\M|\m(was|were|is|are) (due|scheduled|set|slated|supposed|meant) to\M$r$,
     'context', null, null, 'out', 1000, true, 'he looked at [[companies/a]] but passed; she was due to speak at [[meetings/m]] but cancelled'),
    ('works_at', 'ja', $r$(所属|勤務先|職歴)\s*[:：]$r$, 'before_mention', '{person}', null, 'out', 70, true,
     '| 期間 | 所属 | 役割 |, then rows of [[companies/a]]'),
    ('works_at', 'ja', $r$^\s*(で|の)?\s*(PdM|PM|CTO|CEO|COO|CFO|CMO|VPoE|VP|EM|SRE|エンジニア|デザイナー|マネージャー|ディレクター|プロダクトマネージャー|マーケター|営業|経営企画|編集長|社長|会長|副社長|専務|常務|部長|課長|室長|所長|院長|教授|准教授|研究員|記者|代表取締役|執行役員|社員|職員)$r$,
     'after_mention', '{person}', null, 'out', 70, true, 'その後[[companies/a]]でPdM; [[companies/b]]の編集長'),
    ('invested_in', 'ja', $r$^\s*((と|や|、|及び|および)\s*⟦⟧\s*)*(に|へ)(も)?(出資|投資|資本参加)$r$, 'after_mention', '{person,fund,company}', null,
     'out', 90, true, 'これまでに[[companies/a]]と[[companies/b]]に出資した'),
    ('advises', 'ja', $r$^\s*((と|や|、|及び|および)\s*⟦⟧\s*)*(で|の)(は|も)?\s*(社外取締役|顧問|アドバイザー|技術顧問|法務顧問)$r$, 'after_mention', '{person,fund}',
     null, 'out', 80, true, '[[companies/a]]と[[companies/b]]で社外取締役を務める'),
    -- (round 9, on arrival: a partner named without の or "at", a title or an entry after a reference in a CV line)
    ('works_at', 'ja', $r$^\s*(に|で|の)?\s*(ゼネラル・?|マネージング・?|ベンチャー・?)?パートナー(?!シップ)$r$, 'after_mention', '{person}',
     'funds/', 'out', 95, true, '森彩花｜[[funds/a]] パートナー; [[funds/b]]にパートナーとして参画'),
    ('works_at', 'en', $r$^\s*[|,(–—-]?\s*(an? |the )?((general|managing|venture|operating|founding) )?partners?\M(?! (company|companies|firm|organi[sz]ation|program|network|of choice))$r$,
     'after_mention', '{person}', 'funds/', 'out', 95, true, '| [[funds/f]] | Venture partner | 2022 |'),
    ('works_at', 'en', $r$^\s*,\s*(an? |the |our |its )?(former |founding |general |managing |venture |operating |senior )*partners?\M$r$,
     'after_mention', '{fund}', 'people/', 'in', 95, true, '[[people/a]], a former partner, left in 2023'),
    ('advises', 'ja', $r$^\s*(社外取締役|技術顧問|顧問|アドバイザー)$r$, 'after_mention', '{person}', null, 'out', 80, true,
     '2021年 [[companies/a]] 社外取締役'),
    ('works_at', 'ja', $r$^\s*(入行|入社|入所|入省|入庁|入団)$r$, 'after_mention', '{person}', null, 'out', 70, true,
     '1996年 [[companies/a]] 入行');
