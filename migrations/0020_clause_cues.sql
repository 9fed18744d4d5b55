-- depends: 0019_clauses
-- Link typing cues found missing on new development cases of ordinary prose (issue 18, second round; the
-- cases are in tests/sql/data/link_typing_cases.txt): more ways English and Japanese state each relation, and a
-- Japanese relative clause whose subject is another reference ([[people/a]]が設立した[[companies/b]]) no longer
-- types the reference after it for the page.

-- 1. updates of builtin rules
-- "Started as an analyst at [[acme]]" is a job, not a founding
update brain.link_rules
   set pattern = replace(pattern, '\M(?! (her|his|their|my|a|the) (career', '\M(?! as\M)(?! (her|his|their|my|a|the) (career')
 where builtin and link_type = 'founded' and language = 'en'
   and starts_with(pattern, '\m(set up|sets up|setting up|established|launched|started|to start|');
-- a company page: "[[people/a]] set up the firm", "[[people/a]] started the business"
update brain.link_rules
   set pattern = '^[^;]*\m(started|established|set up|created|launched|built)\M (the (company|firm|business|startup|start-up|venture)|it)\M'
 where builtin and pattern = '^[^;]*\m(started|established|set up|created|launched)\M (the company|it)\M';
-- a company page: "was seeded by [[people/a]]"
update brain.link_rules
   set pattern = replace(pattern, '\m(backed|funded|financed|bankrolled|', '\m(backed|funded|financed|bankrolled|seeded|')
 where builtin and link_type = 'invested_in' and scope = 'before_mention' and page_types && '{company}'
   and starts_with(pattern, '\m(backed|funded|financed|bankrolled|');
-- a company page: 「同社は[[people/a]]が2010年に立ち上げ、」
update brain.link_rules
   set pattern = '^[^。！？]{0,8}(が|は|によって|により)[^。！？]{0,12}(創業|創設|創立|設立|立ち上げ|起業)'
 where builtin and pattern = '^[^。！？]{0,8}(が|は|によって|により)[^。！？]{0,12}(創業|創設|創立|設立)';
-- a Japanese relative clause with a subject of its own names that subject's relation, not the page's:
-- 「[[people/a]]が設立した[[companies/b]]で働いている」 (the page works at b; a founded it)
update brain.link_rules
   set pattern = '^(?![^。！？]*⟦⟧が)[^。！？]*(' || pattern || ')'
 where builtin and language = 'ja' and scope = 'before_mention' and page_types && '{person}'
   and pattern in ('(創業|創設|創立|設立|立ち上げ)(した|し|している|してきた)\s*$',
                   '(出資|投資)(した|している|する|先の)\s*$',
                   '(勤務|所属|在籍)(した|している|する|先の)\s*$|勤めている\s*$|働いている\s*$');

-- a fund page: "Sable Partners is advised by [[people/a]]" names the fund, not its partners; "Its general partners
-- are [[people/a]]", "Partners: [[people/a]]" still do
update brain.link_rules
   set pattern = '\m((general|managing|venture|operating|founding) )partners?\M\s*(:|are|is|include|includes|were|was)[^;]*$|\m(its|the|our) partners\M\s*(:|are|include|includes|were)[^;]*$|^\W*partners?\s*:[^;]*$'
 where builtin and pattern = '\m((general|managing|venture|operating|founding) )?partners?\M\s*(:|are|is|include|includes|were|was)[^;]*$';

-- "Her second company, [[acme]]": an ordinal or 'latest' before the company noun
update brain.link_rules
   set pattern = '\m(her|his|their|my) (own |first |second |third |fourth |latest |newest |new |current )*(startup|start-up|company|firm|venture|business)\M\W{0,4}$'
 where builtin and pattern = '\m(her|his|their|my) (own )?(startup|start-up|company|firm|venture|business)\M\W{0,4}$';

-- 2. new builtin rules
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, note) values
    -- English
    ('founded', 'en', '^[^;]{0,5}\m(the|a|an) (company|firm|startup|start-up|business|venture|studio|lab) (that |which )?(she|he|they|i|we) (co-?founded|founded|created|started|set up|launched|built|established)\M',
     'after_mention', '{person}', null, 'out', 100, true, '[[companies/acme]], the company she created in 2011'),
    ('founded', 'en', '\m(spun|spins|spin|spinning) (⟦⟧ )?(out|off)\M', 'context', '{person}', null, 'out', 99, true,
     'she spun [[companies/acme]] out of her lab'),
    ('invested_in', 'en', '\m(wrote|writes|write|writing|written) (a |an |one of the |the |her |his |their |its )?([a-z-]+ ){0,2}(cheques?|checks?)\M',
     'context', '{person,fund}', null, 'out', 90, true, 'she wrote one of the first cheques into [[companies/acme]]'),
    ('works_at', 'en', '\m(employer|workplace)\M( is| was| has been| had been|:)?\s*$', 'before_mention', '{person}', null,
     'out', 70, true, 'her current employer is [[companies/acme]]'),
    ('works_at', 'en', '\mon the payroll\M', 'context', '{person}', null, 'out', 70, true,
     'he is on the payroll of [[companies/acme]]'),
    ('works_at', 'en', '\m(work|works|worked|working)\M,[^;]{0,200},? (at|for)\s*$', 'before_mention', '{person}', null,
     'out', 70, true, 'he has worked, mostly remotely, at [[companies/acme]]'),
    -- Japanese
    ('works_at', 'ja', '^(?![^。！？]*⟦⟧が)[^。！？]*((勤める|勤めた|勤めていた|働く|働いた|働いていた)\s*$|(勤務|所属|在籍)していた\s*$|(勤務先|勤め先|所属先)(である|の)\s*$)',
     'before_mention', '{person}', null, 'out', 70, true, '佐藤が勤める[[companies/acme]]、勤務先である[[companies/b]]'),
    ('works_at', 'ja', '^[^。！？]{0,4}(在籍中|在職中|勤務中|勤務時代|在籍時|在職時)', 'after_mention', '{person}', null, 'out', 70,
     true, '[[companies/acme]]在籍中に'),
    ('works_at', 'ja', '^[^。！？]{0,8}の[^。！？、]{1,6}(部長|課長|室長|マネージャー|マネジャー|責任者|リーダー|エンジニア|デザイナー|研究員|社員)',
     'after_mention', '{person}', null, 'out', 70, true, '[[companies/acme]]の営業部長として'),
    ('invested_in', 'ja', '^[^。！？]{0,8}の[^。！？]{0,12}(ラウンド|増資)に(参加|参画|加わ)', 'after_mention', '{person,fund,company}',
     null, 'out', 90, true, '[[companies/acme]]のシリーズAラウンドに参加した'),
    ('invested_in', 'ja', '(投資家|エンジェル|出資者)として[^。！？]*を(支援|応援|サポート)', 'context', '{person,fund}', null, 'out', 90,
     true, 'エンジェル投資家として[[companies/a]]や[[companies/b]]を支援している'),
    ('advises', 'ja', '^[^。！？]{0,4}(で|に)(は|も)[^。！？、]{0,10}(顧問|アドバイザー|社外取締役|相談役)', 'after_mention',
     '{person,fund}', null, 'out', 80, true, '[[companies/a]]では技術顧問を、[[companies/b]]では社外取締役を務める'),
    -- English, third round
    ('invested_in', 'en', '\m(put|puts|putting|poured|pours|sank|sunk)\s+[^;]{0,30}(money|cash|capital|savings|[$€£¥]|[0-9](k|m|mn|bn)?\M|million|billion)[^;]{0,20}\minto\s*$',
     'before_mention', '{person,fund,company}', null, 'out', 90, true, 'she put $2M into [[companies/acme]]'),
    ('attended', 'en', '\m(flew|flies|fly|travell?ed|travels|came|comes|went|goes|drove|headed|returned)\M[^;]{0,40}\mfor\s*$',
     'before_mention', '{person}', 'meetings/', 'out', 75, true, 'he flew to Tokyo for [[meetings/offsite]]'),
    ('mentions', 'en', '\minstead of (attending|joining|coming|going|being there)\M', 'context', null, null, 'out', 1000,
     true, '[[people/a]] sent a written update instead of attending'),
    -- a reference that is the subject, the page's person its object: "[[acme]] counts him among its angel investors"
    ('invested_in', 'en', '^[^;]{0,40}\m(him|her|them)\M[^;]{0,30}\m(investors?|backers?|shareholders?)\M', 'after_mention',
     '{person}', null, 'out', 90, true, '[[companies/acme]] counts him among its angel investors'),
    ('advises', 'en', '^[^;]{0,40}\m(him|her|them)\M[^;]{0,40}\m(advisory board|board of advis[eo]rs|advis[eo]rs?)\M',
     'after_mention', '{person}', null, 'out', 80, true, '[[companies/acme]] asked her to join its advisory board'),
    ('advises', 'en', '\m(sits?|sat|sitting|serves?|served|serving) on\M[^;]{0,25}\mboards?\M[^;]*$', 'before_mention',
     '{person}', null, 'out', 80, true, 'she sits on two boards: [[companies/a]] and [[companies/b]]'),
    ('works_at', 'en', '^[^;]{0,5}\m(where|at which) (she|he|they|i|we) (spent|worked|works|has worked|had worked|stayed|started)\M',
     'after_mention', '{person}', null, 'out', 70, true, 'at [[companies/acme]], where she spent nine years,'),
    ('mentions', 'en', '\m(dropped|drops|pulled|pulls|bowed|bows) out\M|\mno-show\M|\mstayed (away|home)\M', 'context', null,
     null, 'out', 1000, true, '[[people/a]] dropped out at the last minute');
