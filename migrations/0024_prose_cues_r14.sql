-- depends: 0023_prose_cues_r12
-- Link typing cues found missing on a fourteenth round of fresh hand-written cases (issue 18: long sentences with the
-- cue far from the reference, the same target under several relations, tables and lists, Japanese pages naming
-- companies the subject has no relation with), and two mended rules.

-- a meeting's note that someone was travelling is not that they missed it ("Present, ... by video from Zurich and New
-- York, as two of them were travelling that week: [[a]], [[b]]"): the traveller is the one the sentence says "was";
-- and "[[p]], who left last month" is the same departure as "[[p]] left"
update brain.link_rules
   set pattern = replace(replace(pattern, '|travell?ing|', '|(is|was|were|are|been) travell?ing|'),
                         '|⟦⟧ (left|quit|resigned|departed))', '|⟦⟧,? (who )?(has |had )?(left|quit|resigned|departed))')
 where builtin and link_type = 'mentions' and language = 'en' and scope = 'context' and page_types = '{meeting}'
   and pattern like '%|travell?ing|%';

-- 「[[a]]を友人と立ち上げた」「[[a]]を自ら立ち上げ」「[[a]]を夫と共同で立ち上げ」: a companion or 自ら between the object and
-- the founding verb (never a clause of its own: no て, no 、, no other reference in between)
update brain.link_rules
   set pattern = $r$^[^。！？]{0,8}を(自ら|自身で|独力で|一人で|ひとりで|単独で|共同で|[^。！？、⟦⟧てで]{1,8}と(共同で|一緒に|ともに|共に)?)?(共同)?(創業|創設|創立|設立|起業|立ち上げ)$r$
 where builtin and link_type = 'founded' and language = 'ja' and scope = 'after_mention'
   and pattern = $r$^[^。！？]{0,8}を(共同)?(創業|創設|創立|設立|起業|立ち上げ)$r$;

-- "in a round it co-led with a US firm it declines to name": declining to name, comment or disclose is no declined
-- relation (the hedge and negation rule of 0019 read any "declined")
update brain.link_rules
   set pattern = replace(pattern, '\m(declined|declines|refused|',
                         '\m(declined(?! to (name|comment|disclose|say|specify|reveal|confirm|elaborate|discuss|be named|be identified))|declines(?! to (name|comment|disclose|say|specify|reveal|confirm|elaborate|discuss|be named|be identified))|refused|')
 where builtin and link_type = 'mentions' and language = 'en' and scope = 'context' and page_types is null
   and starts_with(pattern, '\m(declined|declines|refused|');

-- a passed deal after the reference ("3. [[companies/v]] — looked at it, passed"): 0022's rule read it on organisation
-- pages only; a person's list of investments says it the same way
update brain.link_rules
   set page_types = '{person,company,fund}'
 where builtin and link_type = 'mentions' and language = 'en' and scope = 'after_mention'
   and page_types = '{company,fund}'
   and pattern = $r$^[^;.]{0,30}\m(passed|too early|declined|no deal|didn'?t invest|did not invest|not investing|turned (it|us|them) down|in diligence|under review|evaluating|watching|tracking|on the radar)\M$r$;

insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- section headings and list leads on organisation pages ("## Team", "Founders:", 「## 創業メンバー」)
    ('works_at', 'any', $r$^\W{0,3}(the |our |core |key )?(team|staff|people|employees|leadership|leadership team|management|management team|executive team|executives|key people|チーム|メンバー|経営陣|経営チーム|役員|社員|従業員|主要メンバー|スタッフ)\s*[:：]\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 70, true, '## Team / - [[people/a]]'),
    ('works_at', 'en', $r$^\W{0,3}(the |our )?(partners|general partners|investment team|investing team|deal team|venture partners)\s*[:：]\s*$$r$,
     'before_mention', '{fund}', 'people/', 'in', 70, true, 'Partners: [[people/a]], [[people/b]]'),
    ('founded', 'any', $r$^\W{0,3}(the |our )?(founders?|co-?founders?|founding team|founding members?|創業メンバー|創業者|共同創業者|創業チーム|創設メンバー|設立メンバー|発起人)\s*[:：]\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 100, true, '## 創業メンバー / - [[people/a]]'),
    ('advises', 'any', $r$^\W{0,3}(the |our )?(advisers|advisors|advisory board|board of advisers|board of advisors|mentors|顧問|顧問団|アドバイザー|アドバイザリーボード)\s*[:：]\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 80, true, 'Advisory board: [[people/a]]'),
    -- on a person's page: "## Advisory roles", 「## 顧問先」
    ('advises', 'any', $r$^\W{0,3}(advisory roles?|advisory positions?|advisory work|advising|advisor to|adviser to|顧問先|アドバイザー先|助言先|顧問先企業)\s*[:：]\s*$$r$,
     'before_mention', '{person}', null, 'out', 80, true, '## 顧問先 / - [[companies/a]]'),
    -- a meeting's action item about a person ("[[a]] to brief [[b]] before Thursday"), someone who could not come,
    -- thanks in someone's absence
    ('mentions', 'en', $r$⟦⟧ (to|will|should|must|needs to|is to) [a-z]+( [a-z]+)?\s*$$r$,
     'before_mention', '{meeting}', 'people/', 'out', 1000, true, '[[people/t]] to brief [[people/i]] on the pricing'),
    ('mentions', 'en', $r$\m(unable|not able|failed) to (attend|make it|come|join|be there)\M|\min (his|her|their) absence\M$r$,
     'context', '{meeting}', null, 'out', 1000, true, '[[people/g]] was unable to attend'),
    -- Japanese, person pages: an English title after の (「[[a]]のHead of Engineering」「[[a]]のprincipalで」), work
    -- one takes part in (携わ)
    ('works_at', 'ja', $r$^\s*(の|で)\s*(head of|general counsel|counsel|vp|vice president|svp|evp|chief [a-z]+( [a-z]+)? officer|ceo|cto|coo|cfo|cpo|cmo|cso|general manager|managing director|director|manager|principal|partner|associate|analyst|engineer|(senior|staff|lead|principal|software|data|product) [a-z]+|designer|scientist|researcher)\M$r$,
     'after_mention', '{person}', null, 'out', 70, true, 'Kenji Morrisonは[[companies/n]]のHead of Engineeringとして'),
    ('works_at', 'ja', $r$^[^。！？]{0,4}で[^。！？⟦⟧]{0,12}携わ$r$,
     'after_mention', '{person}', null, 'out', 70, true, '[[companies/s]]で半導体設計に携わりながら'),
    -- an English verb in a Japanese sentence (「[[people/m]]がfoundした」「[[a]]をvolunteerでadviseしている」)
    ('founded', 'ja', $r$^[^。！？]{0,8}を[^。！？、⟦⟧]{0,8}(co-?found|found|launch|start|set up)(し|した|して)$r$,
     'after_mention', '{person,fund}', null, 'out', 100, true, '[[companies/k]]を2015年にco-foundし'),
    ('founded', 'ja', $r$^[^。！？]{0,8}が[^。！？、⟦⟧]{0,10}(co-?found|found|launch|start|set up)(し|した|され)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 100, true, 'Tsubomi Healthは[[people/m]]がfoundした'),
    ('advises', 'ja', $r$^[^。！？]{0,8}を[^。！？、⟦⟧]{0,12}(advise|mentor|coach)(し|して|した)$r$,
     'after_mention', '{person,fund}', null, 'out', 80, true, '[[companies/t]]をvolunteerでadviseしている'),
    ('invested_in', 'ja', $r$^[^。！？]{0,8}(に|へ)[^。！？、⟦⟧]{0,12}(invest|angel invest)(し|して|した)$r$,
     'after_mention', '{person,company,fund}', 'companies/', 'out', 90, true, '[[companies/p]]にangel investした'),
    -- another reference is the subject of what is said of the reference ("[[companies/o]]は[[people/a]]が創業した会社で",
    -- 「最大の競合である[[companies/r]]は、[[people/m]]が2015年に創業した」): neither is the page's relation
    ('mentions', 'ja', $r$⟦⟧\s*(は|には|では)、?[^。！？⟦⟧]{0,10}$$r$,
     'before_mention', '{company,fund}', 'people/', 'out', 1000, true, '[[companies/o]]は[[people/a]]が創業したデータ分析企業'),
    ('mentions', 'ja', $r$^\s*⟦⟧\s*(は|には|では)、?[^。！？⟦⟧]{0,6}⟦⟧\s*が[^。！？⟦⟧]{0,12}(創業|創設|設立|立ち上げ|起業|出資|投資)$r$,
     'context', '{person}', 'companies/', 'out', 1000, true, '[[companies/k]]は[[people/u]]が創業した決済スタートアップで'),
    -- Japanese, organisation pages: a title right before the person (「営業責任者の[[people/k]]」, not 「[[companies/o]]の部長の
    -- [[people/y]]」), a title the person holds (「[[people/h]]がジェネラル・パートナーを務める」「Managing Partnerは[[people/g]]」),
    -- a count of partners after the names (「運用は[[people/t]]と[[people/a]]の2名のパートナーが担う」)
    ('works_at', 'ja', $r$^(?![^。！？]*⟦⟧の[^。！？⟦⟧]{0,12}$)[^。！？]*(責任者|部長|課長|室長|本部長|事業部長|執行役員|担当役員|マネージャー|マネジャー|リーダー|ディレクター|パートナー|プリンシパル|アソシエイト|エンジニア|デザイナー|研究員|職員|工場長|店長|編集長|managing partner|general partner|venture partner|partner|principal|associate)(の|は|として|：|:)\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 70, true, '営業責任者の[[people/k]]は'),
    ('works_at', 'ja', $r$^\s*(氏|さん)?(が|は)[^。！？⟦⟧]{0,8}(責任者|パートナー|ジェネラル・パートナー|プリンシパル|アソシエイト|ディレクター|マネージャー|部長|執行役員|general partner|managing partner|partner|principal|ceo|cto|coo|cfo)(を務め|として|に就)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, '[[people/h]]がジェネラル・パートナーを務める'),
    ('works_at', 'ja', $r$^\s*((と|、)\s*⟦⟧\s*)*の[^。！？⟦⟧]{0,6}(パートナー|メンバー|社員|エンジニア|スタッフ|役員)(が|は|で|として)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, '運用は[[people/t]]と[[people/a]]の2名のパートナーが担う'),
    -- Japanese, person pages: an English "join" (「[[h]]の1人目のエンジニアとして2019年にjoinし」)
    ('works_at', 'ja', $r$^[^。！？⟦⟧]{0,24}(join|joined)(し|した|して)$r$,
     'after_mention', '{person}', null, 'out', 70, true, '[[companies/h]]の1人目のエンジニアとして2019年にjoinし'),
    -- Japanese meeting pages: who was invited but did not come, whose election was voted
    ('mentions', 'ja', $r$(欠席|来られなかった|来れなかった|出席できなかった|参加できなかった|出席を見送|声をかけたが|招待したが|出張中)$r$,
     'context', '{meeting}', null, 'out', 1000, true, '[[people/s]]にも声をかけたが、出張中で来られなかった'),
    ('mentions', 'ja', $r$^\s*(氏|さん)?の(取締役|監査役|役員)?(選任|解任|任命|就任|退任|辞任|採用|紹介|処遇)$r$,
     'after_mention', '{meeting}', 'people/', 'out', 1000, true, '[[people/o]]の取締役選任を可決した'),
    -- English: growth, sales or product led at an organisation is work there (above a round named in the same clause:
    -- "led growth at [[p]] from its seed round through its Series C"); an offer turned down is no relation; a
    -- title and its region before ", at [[a]]"
    ('works_at', 'en', $r$\m(led|leads|leading|ran|runs|running|headed|heads|heading|oversaw|oversees|overseeing|managed|manages|managing|built out|builds out) (the )?(growth|sales|marketing|product|engineering|design|operations|ops|finance|partnerships|research|data|people|hr|recruiting|legal|strategy|communications|brand|business development|bd|customer success|support|infrastructure|platform|security)( [a-z-]+){0,2} (at|for)\s*$$r$,
     'before_mention', '{person}', null, 'out', 92, true, 'who led growth at [[companies/p]] from its seed round'),
    ('mentions', 'en', $r$\m(turned down|declined|rejected|refused|passed on|said no to)\M[^;]{0,160}\m(an? |the )?(offer|invitation|chance|opportunity) to\M[^;]*$$r$,
     'before_mention', '{person,company,fund}', null, 'out', 1000, true, 'turned down, after weeks of deliberation, an offer to sit on the advisory board of [[companies/c]]'),
    ('works_at', 'en', $r$\m(engineer|director|manager|analyst|associate|consultant|designer|developer|officer|vice president|vp|head of [a-z]+|lead|scientist|researcher|partner)\M[^;.]{0,60}, at\s*$$r$,
     'before_mention', '{person}', null, 'out', 70, true, 'sales engineer, then regional sales director for the Nordics, at [[companies/e]]'),
    ('mentions', 'en', $r$^\W{0,3}(an? |the )(offer|invitation|chance) to\M[^;]*$$r$,
     'before_mention', '{person,company,fund}', null, 'out', 1000, true, ', an offer to sit on the advisory board of [[companies/c]]'),
    -- a verb of investing whose object comes after a long interruption the clause finder kept ("invested, in a round it
    -- co-led with a US firm, in [[a]]"), money received from someone on an organisation's page, a round that "did" happen
    ('invested_in', 'en', $r$\m(invested|invests|co-invested|reinvested|put (her |his |their |its |some )?(own )?(money|capital|savings))\M[^;]*\m(in|into)\s*$$r$,
     'before_mention', '{person,company,fund}', 'companies/', 'out', 90, true, 'invested, in a round it co-led with a US firm, in [[companies/f]]'),
    ('invested_in', 'en', $r$\m(received|receives|got|gets|took|takes|accepted|secured|secures|landed|raised|raises|closed)\M[^;]*\m(investment|investments|funding|financing|money|capital|backing|cheque|check|seed|series [a-z])\M[^;]*\mfrom\s*$$r$,
     'before_mention', '{company}', null, 'in', 90, true, 'received its first institutional investment, from [[funds/l]]'),
    ('invested_in', 'en', $r$\m(did|does) (lead|co-lead|join|back|fund|finance)( the| a| its| their)?( [a-z-]+)?( (pre-seed|seed|series [a-z]|round|raise|financing|extension|bridge))+( round)? (of|for|in|into|at)\s*$$r$,
     'before_mention', '{person,company,fund}', 'companies/', 'out', 90, true, 'The fund did lead the Series A of [[companies/c]]');
