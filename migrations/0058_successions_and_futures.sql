-- depends: 0057_titles_without_organisation
-- Session 34 (issue 18). The one another person succeeds in a title held it: "[[people/w]] is expected to take over
-- from [[people/l]] as its chief executive", "[[people/w]] replaced [[people/l]] as CEO" (the clause reader gives the
-- predecessor the words from its own noun phrase on, "[[people/l]] as its chief executive", so that the successor's
-- hedge is not its). On an organisation's page a person who will join, replace or take over is not yet its ("[[people/k]]
-- will join us as CFO in March"), one "who chaired it until 2019" worked there, a "Board:" or "Statutory auditor:" label
-- lists advisers, a "**Founders:**" label lists founders in any language; in Japanese a title right after a person
-- (「[[people/a]]社長が創業した」), 「…で採用を担当しております[[people/a]]です」 (works_at), a company that invested in
-- the page's in the benefactive (「[[a]]さんが事業会社として出資してくださって」) and the holders a 【株主】 or 大株主：
-- list names (invested_in); on a fund's page "backed by" and LP (in Japanese) name its limited partners, a mention (a
-- fund's limited partners put money into the fund, whose investments are companies: migration 0022). On a person's
-- page: mentoring a founder or the chief executive at an organisation and chairing or sitting on one of its board's
-- committees advise it; "(where she spent five years ...)" after it, a CV line opening with a span of years,
-- 「[[a]]の門をたたき」「[[a]]にインターンとして身を投じた」「[[f]]創業パートナー」 are jobs; 「[[a]]という会社を…立ち上げ
-- ました」 founded it; 「[[a]]には、…メンターとして」 advises it; an education ("**Education**: [[u]]", 「[[u]]数学科を
-- 卒業」) is a mention. A note asserts no relation of its own: every reference on a note page is a mention. Founding,
-- working at and advising a fund are read as for a company (each such rule that named a company as its target gets a
-- twin for a fund). "Passed away" declines nothing, "never really left" negates nothing, "tapped to lead" is no hedge,
-- and 取締役会 (the board) is no title.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('mentions', 'en', $r$^\W{0,3}(?:(?:will|shall)|(?:is|are)\s+(?:set|slated|due|going|about|poised|tipped|scheduled|to))\s+(?:(?:soon|shortly|then|also|now|formally|officially)\s+)?(?:join|rejoin|become|replace|succeed|take\s+over|take\s+up|assume|step\s+in|start|lead|head|run|come\s+on\s+board|come\s+aboard|be\s+(?:appointed|named|promoted|hired|elected))\M$r$,
     'after_mention', '{company,fund}', 'people/', 'out', 1000, true, false, '[[people/k]] will join us as CFO in March; [[people/e]] will replace [[people/f]] as CFO'),
    ('advises', 'en', $r$\m(?:mentors|mentored|mentoring|mentor|coaches|coached|coaching|coach)\s+(?:a|an|one|one of (?:the|its|their)|the|its|their|two|three|several|some of (?:the|its))\s+(?:[a-z-]+\s+){0,2}?(?:co-?founders?|founders?|ceos?|chief executives?|cto|founding team|management team|leadership team)\s+(?:at|of|from)\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 101, true, false, 'Rita mentors a founder at [[companies/lumen]]; I mentor the founders of [[companies/r]]'),
    ('advises', 'en', $r$\m(?:chairs|chaired|chairing|chair|heads|headed|sits on|sat on|sitting on|serves on|served on|serving on|joined|joins|(?:a )?member of)\s+(?:the|its|their)\s+(?:[a-z-]+\s+){0,2}?(?:audit|remuneration|compensation|nomination|nominating|nominations|risk|governance|investment|finance|ethics|safety|scientific|technology)\s+(?:and\s+[a-z-]+\s+)?committee\s+(?:of|at|for)\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 101, true, false, 'for a decade chaired the audit committee of [[companies/p]]'),
    ('works_at', 'en', $r$^\W{0,3}(?:who|which)?\s*(?:(?:had|has|later|then|also|long)\s+)*(?:chaired|chairs|ran|runs|led|leads|headed|heads|managed|manages|steered|steers)\s+(?:it|the company|the firm|the business)\M$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, false, 'founded in 1998 by [[people/k]], who chaired it until 2019'),
    ('advises', 'en', $r$\m(?:board|board of directors|directors|non-executive directors|independent directors|advisers|advisors|advisory board|advisory council)\s*[*_]*\s*[:：]\s*[*_]*\s*(?:[^.;:⟦⟧\n]{0,40}?(?:,|、|\mand\M|&)\s*)+$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 80, true, false, 'Board: Harriet Cole, Ben Adeyemi and [[people/r]] (Ashgrove)'),
    ('advises', 'en', $r$\m(?:(?:statutory|corporate|outside|external|standing|full-time|part-time|independent)\s+)?(?:auditors?|kansayaku)\s*(?:\([^()]{0,30}\)\s*)?[:：]\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 80, true, false, 'Statutory auditor (kansayaku): [[people/n]]'),
    ('founded', 'any', $r$(?:^|[\s|*>(—–-])(?:co-?founders|founders|founding team)\s*[*_]*\s*[:：]\s*[*_]*\s*(?:[^.;⟦⟧\n]{0,6}⟦⟧[^.;⟦⟧\n]*?(?:,|、|\mand\M|&)\s*)*[^.;⟦⟧]{0,6}$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 100, true, false, '**Founders:** [[people/a]] (CEO), [[people/b]] (co-founder, CTO 2018-2021)'),
    ('mentions', 'en', $r$\m(?:education|alma mater|studied at|graduated from|graduate of|degree from|degrees from)\M\s*[*_]*\s*[:：]?\s*[*_]*\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 75, true, false, '**Education**: [[companies/u]]'),
    -- Japanese
    ('mentions', 'ja', $r$(?:学歴|最終学歴|出身校|出身大学|Education)\s*[*_]*\s*[:：]\s*[*_]*\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 75, true, false, '学歴: [[companies/u]]'),
    ('mentions', 'ja', $r$^\s*(?:の)?\s*[^。⟦⟧、]{0,12}?(?:学部|学科|研究科|大学院|専攻|課程|高校|高等学校|中学校|プログラム|卒)\s*(?:を\s*)?(?:卒業|修了|中退|卒)|^\s*(?:の)?\s*(?:学部|学科|研究科|大学院)[^。⟦⟧、]{0,12}?(?:卒業|修了|中退|卒)$r$,
     'after_mention', '{person}', NULL, 'out', 75, true, false, '[[companies/u]]数学科を卒業; [[companies/u]] 情報工学科 卒(2012)'),
    ('founded', 'ja', $r$^\s*(?:という|といった)\s*(?:会社|企業|スタートアップ|ベンチャー|事業|ファンド|法人|店)\s*を[^。⟦⟧]{0,20}?(?:立ち上げ|設立|創業|起業|興し|興す|創設|旗揚げ)$r$,
     'after_mention', '{person}', NULL, 'out', 100, true, false, '[[companies/h]]という会社を、2019年に立ち上げました'),
    ('works_at', 'ja', $r$^\s*に\s*(?:[^。⟦⟧、]{0,12}として)?\s*身を投じ$r$,
     'after_mention', '{person}', NULL, 'out', 70, true, false, '[[companies/m]]にインターンとして身を投じた'),
    ('works_at', 'ja', $r$^\s*(?:の)?\s*(?:創業|共同創業|代表|シニア|筆頭|常勤)\s*・?\s*パートナー(?!シップ)$r$,
     'after_mention', '{person}', NULL, 'out', 95, true, false, '[[funds/s]]創業パートナー'),
    ('invested_in', 'ja', $r$(?:【\s*(?:大株主|主要株主|株主|株主構成)\s*】|(?:大株主|主要株主|筆頭株主|株主構成)\s*[:：])\s*(?:[^。⟦⟧\n]{0,30}?(?:、|,|，)\s*)*[^。⟦⟧、\n]{0,20}$$r$,
     'before_mention', '{company,fund}', NULL, 'in', 90, true, false, '【株主】新和商事18.2%、[[people/k]]11.5%、[[funds/h]]4.1%; 大株主：星野興産(42.0%)、[[companies/n]](15.0%)'),
    ('mentions', 'ja', $r$(?:LP|ＬＰ|有限責任組合員)$r$,
     'context', '{fund}', 'companies/', 'out', 95, true, false, '[[companies/a]]、[[companies/b]]ほか6社・団体に LP として出資いただいています (a fund''s limited partners put money into the fund, not into a company)'),
    ('mentions', 'ja', $r$^\s*(?:さん|氏|様|くん|君)?\s*(?:[（(][^（）()]{0,30}[）)])?\s*(?:に|へ)\s*[^。⟦⟧]{0,30}?(?:送付|共有|連絡|送る|送信|依頼|フォロー|転送|展開|確認|リマインド)$r$,
     'after_mention', '{meeting}', 'people/', 'out', 1000, true, false, 'Board deck 修正版を[[people/k]]さん(CFO、11月入社予定)に送付'),
    ('works_at', 'ja', $r$^\s*(?:代表取締役社長|代表取締役|社長|会長|副社長|専務|常務|執行役員|CEO|CTO|COO|CFO)\s*$$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 70, true, false, '[[people/h]]社長が創業した会計ソフト会社; [[people/n]]執行役員が就く見通し'),
    ('invested_in', 'ja', $r$⟦⟧\s*(?:さん|様|氏|社)?\s*(?:が|は|から|に|で|には)[^。⟦⟧]{0,30}?(?:出資|投資|リード)[^。⟦⟧]{0,12}?(?:いただ|くださ|下さ|頂|くれ)$r$,
     'context', '{company,fund}', NULL, 'in', 90, true, false, '[[companies/n]]さんが事業会社として出資してくださって; [[funds/k]]さんで、シードにリード投資していただきました'),
    ('works_at', 'en', $r$^\W{0,4}(?:where|at which)\s+(?:she|he|they|i|we)\s+(?:(?:had|has|have|later|then|also|first|eventually)\s+)*(?:spent|worked|served|rose|ran|led|headed|held|was|started her career|started his career|began her career|began his career|cut her teeth|cut his teeth|stayed)\M$r$,
     'after_mention', '{person}', NULL, 'out', 70, true, false, 'an alum of [[companies/u]] (where she spent five years and rose to SVP)'),
    ('works_at', 'any', $r$^\W{0,4}(?:19|20)[0-9]{2}(?:\s*[./年]\s*[0-9]{1,2}月?)?\s*(?:[-–—~〜～]|to)\s*(?:(?:19|20)[0-9]{2}(?:\s*[./年]\s*[0-9]{1,2}月?)?|present|now|today|現在|現職|至る)?\s*[:：|]\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 40, true, false, '- 2000–2006: [[companies/m]](エネルギー部門、LNG トレーディング)'),
    ('works_at', 'ja', $r$^\s*の\s*門を\s*(?:たた|叩)$r$,
     'after_mention', '{person}', NULL, 'out', 70, true, false, '自ら[[companies/s]]の門をたたき、設計部門で…を指揮した'),
    ('advises', 'ja', $r$^\s*(?:さん|氏|様)?\s*(?:で|に)(?:は|も)?[、，]?[^。！？⟦⟧]{0,20}?(?:メンター|顧問|アドバイザー|相談役|社外取締役|監査役)\s*として$r$,
     'after_mention', '{person}', NULL, 'out', 80, true, false, '後輩がやっている[[companies/k]]には、月に一度メンターとして通っています'),
    ('works_at', 'ja', $r$(?:で|にて)[^。⟦⟧]{0,20}?(?:を担当|担当|を務め|に勤務|勤務|に所属|所属|に在籍|在籍)(?:して)?(?:おります|おりました|しております|しています|している|していた|いたします|の)?\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 70, true, false, 'ハコブネエナジーで採用を担当しております[[people/i]]です'),
    -- a fund backed by someone has that someone among its limited partners: no investment of the fund's
    ('mentions', 'en', $r$\m(?:is|was|are|were|been|being)?\s*(?:(?:largely|mostly|primarily|partly|also)\s+)?backed\M[^.;⟦⟧]{0,30}?\mby\M[^.;]*$$r$,
     'before_mention', '{fund}', NULL, 'out', 95, true, false, 'Harborlight Fund II is backed by, among others, the [[companies/a]] and [[funds/c]]'),
    ('works_at', 'ja', $r$(?:当社|弊社|同社|当ファンド)\s*の?\s*[^。⟦⟧、]{0,8}?(?:代表取締役社長|代表取締役|社長|会長|副社長|専務|常務|CEO|CTO|COO|CFO|CMO|CPO|執行役員|部長|本部長)\s*(?:の|である|、)?\s*$$r$,
     'before_mention', '{company,fund}', 'people/', 'in', 70, true, false, '当社の共同創業者で CEO の[[people/a]]が登壇した'),
    ('works_at', 'en', $r$,\s*(?:[a-z][a-z&/-]*\s+){0,3}(?:reporter|correspondent|columnist|editor|writer|producer|journalist|anchor|analyst|engineer|designer|manager|director|partner|associate|principal|scientist|researcher|officer|counsel|consultant|executive)s?\s*,\s*$$r$,
     'before_mention', '{person}', NULL, 'out', 70, true, false, '**Moderator: Inés Castellano**, Senior Reporter, [[companies/l]]'),
    ('advises', 'en', $r$^[^a-z0-9⟦⟧]{0,8}(?:as\s+)?(?:(?:an?|the|its|our)\s+)?(?:(?:independent|outside|external|lead|non-executive|investor)\s+)?(?:board\s+(?:member|director|observer)|member\s+of\s+the\s+board|trustee)s?\M(?!\s+(?:of|at)\M)$r$,
     'after_mention', '{company,fund}', 'people/', 'in', 80, true, false, '| [[people/v]] | Board Member (Crosswind Capital) |; [[people/b]] (board member)'),
    -- a note asserts no relation of its own: every reference on a note page is a mention of it
    ('mentions', 'any', $r$.$r$,
     'context', '{note}', NULL, 'out', 1000, true, false, 'a note page: Whitlock cut her teeth at [[companies/s]]');
-- founding, working at and advising a fund are read as for a company: the rules that named a company as their target
-- now have a twin for a fund ("He set up [[funds/s]] the following year")
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note)
select r.link_type, r.language, r.pattern, r.scope, r.page_types, 'funds/', r.direction, r.priority, true, r.carries,
       r.note || ' (a fund likewise)'
  from brain.link_rules r
 where r.builtin and r.target_prefix = 'companies/' and r.link_type in ('founded', 'works_at', 'advises')
   and not exists (select 1 from brain.link_rules f
                    where f.builtin and f.target_prefix = 'funds/' and f.link_type = r.link_type
                      and f.pattern = r.pattern and f.scope = r.scope)
 order by r.id;
-- "she never really left the industry" negates nothing, as "never left" did not
update brain.link_rules set pattern = replace(pattern, '(?! only| left\M| looked back\M)',
                                               '(?! only| (?:really |truly |entirely |fully |quite |completely )?left\M| looked back\M)')
 where builtin and link_type = 'mentions' and scope = 'context' and language = 'en'
   and pattern like '%(?! only| left\\M| looked back\\M)%';
-- 取締役会 (the board, its meeting) is no title: 「同社の取締役会には欠かさず出席していた」 (取締役会長, the chair, still is)
update brain.link_rules set pattern = replace(pattern, '|取締役|', '|取締役(?!会(?!長))|')
 where builtin and language = 'ja' and pattern like '%|取締役|%';
-- "passed away" (died) declines nothing; being "tapped to lead" is being appointed, not a hedge
update brain.link_rules set pattern = replace(pattern, '(passed|', '(passed(?! away)|')
 where builtin and link_type = 'mentions' and pattern like '%(passed|%';
update brain.link_rules set pattern = replace(pattern, '(approached|asked|invited|tapped) to', '(approached|asked|invited) to')
 where builtin and link_type = 'mentions' and pattern like '%(approached|asked|invited|tapped) to%';
-- 創業チーム (the founding team) and 創業家 (the founding family) are nobody's founding: 「[[a]]について、創業チームの
-- 実行力の高さを評価し、シードラウンドで出資した」
update brain.link_rules set pattern = replace(pattern, '(創業|創設|創立|設立|起業)(?!以来|期|', '(創業|創設|創立|設立|起業)(?!以来|チーム|家|期|')
 where builtin and pattern like '%(創業|創設|創立|設立|起業)(?!以来|期|%';
