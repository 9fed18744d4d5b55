-- depends: 0033_held_cues_s20
-- Cues of a return to an earlier employer that a battery of our own showed missing (session 21): the plain form after
-- "to" ("left [[a]] to rejoin [[b]]", "in 2023, to return to [[b]]"), a rehiring ("was rehired by [[b]] in 2020"),
-- and in Japanese 「[[b]]に戻り、」「[[b]]に戻る」 (「戻った」 was already read). Without them the second stint of a person who
-- left and came back ran together with the first.
update brain.held_rules
   set pattern = replace(pattern, '|rejoined|re-joined|rejoining|returned to|',
                         '|rejoined|rejoin|rejoins|re-joined|re-join|rejoining|was rehired|rehired|re-hired|returned to|return to|come back to|go back to|')
 where builtin and language = 'en' and bound = 'from'
   and strpos(pattern, '|rejoined|re-joined|rejoining|returned to|') > 0;

update brain.held_rules
   set pattern = replace(pattern, '|復帰|戻っ|', '|復帰|戻っ|戻り|戻る|')
 where builtin and language = 'ja' and bound = 'from'
   and strpos(pattern, '|復帰|戻っ|') > 0;

-- A date that opens a clause after "and" / "but" / "then" dates its verb as one that opens the sentence does ("…, and in
-- 2020 he left [[a]] to rejoin [[b]]": a's end)
update brain.held_rules
   set pattern = replace(pattern, '(?:^|[,;:.。]\s*)\W*(?:it\s+(?:was|is)\s+)?',
                         '(?:^|[,;:.。]\s*)\W*(?:(?:and|but|then|so)\s+)?(?:it\s+(?:was|is)\s+)?')
 where builtin and language = 'en' and bound in ('from', 'until')
   and strpos(pattern, '(?:^|[,;:.。]\s*)\W*(?:it\s+(?:was|is)\s+)?') > 0;

-- A Japanese company page that names a person's role with itself as the owner (「[[people/a]]は2024年まで同社のプロダクト
-- マネージャーを務めた」; the page's own name, 「株式会社しらかば医療の」, is read as 同社 since session 21) or that welcomed
-- a person in a role (「同社は2013年に[[people/a]]をデザイナーとして迎えた」): any role, not only the titles of rules 466 and
-- 379; an advisory or board role is an adviser's
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('works_at', 'ja', $r$^\s*(?:氏|さん)?(?:は|が|も)[^。！？⟦⟧]{0,20}?(?:同社|当社|弊社)の(?![^。！？⟦⟧、]{0,16}?(?:顧問|アドバイザー|社外|監査役|株主|投資家|出資|創業|取引先|顧客|ユーザー|利用者|競合))[^。！？⟦⟧、]{1,16}?(?:を務め|として(?:働|勤)|である|だ|であった|に就任|に就い)$r$,
     'after_mention', '{company,fund}', null, 'in', 70, true, false, '[[people/a]]は2024年まで同社のプロダクトマネージャーを務めた'),
    ('works_at', 'ja', $r$^\s*(?:氏|さん)?を(?![^。！？⟦⟧]{0,20}?(?:顧問|アドバイザー|社外取締役|監査役)として)[^。！？⟦⟧]{0,20}?として(?:迎え|迎え入れ|招き|招い|招聘|採用)$r$,
     'after_mention', '{company,fund}', null, 'in', 70, true, false, '同社は2013年に[[people/a]]をデザイナーとして迎えた'),
    ('advises', 'ja', $r$^\s*(?:氏|さん)?を[^。！？⟦⟧]{0,12}?(?:顧問|アドバイザー|社外取締役)として(?:迎え|迎え入れ|招き|招い|招聘)$r$,
     'after_mention', '{company,fund}', null, 'in', 80, true, false, '同社は2021年に[[people/a]]を顧問として迎えた');
