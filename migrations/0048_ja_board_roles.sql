-- depends: 0047_link_model_retrained
-- Session 29 (issue 18), from round 21 after it was scored on arrival: Japanese board and audit roles the title
-- rules did not know (監査役 / 社外監査役 / 常勤監査役, 監事, 非常勤取締役, 取締役会オブザーバー, 法律顧問 / 経営顧問 / 特別顧問),
-- after the reference (「[[a]]の社外監査役」, 「[[a]]では、取締役会にオブザーバーとして出席している」, a table cell
-- 「| [[a]] | 社外監査役 |」) and before it as a relative clause (「同氏が監査役を務める[[a]]」): advises, as the English
-- outside-director and board-observer rules.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'ja', $r$^\s*(?:の|(?:など[^。！？⟦⟧、]{0,6})?で(?:は|も)?[、，]?[^。！？⟦⟧]{0,24}?|[|｜:：]\s*)?\s*(?:元|前|現)?(?:社外|常勤|非常勤|独立)?(?:監査役|監事|非常勤取締役|取締役会オブザーバー|ボードオブザーバー|オブザーバー|法律顧問|法務顧問|経営顧問|特別顧問|名誉顧問)$r$,
     'after_mention', '{person}', null, 'out', 80, true, false, '[[companies/a]]の社外監査役を務める'),
    ('advises', 'ja', $r$(?:社外|常勤|非常勤|独立)?(?:監査役|監事|非常勤取締役|取締役会オブザーバー|オブザーバー|法律顧問|法務顧問|経営顧問|特別顧問|名誉顧問)(?:を|として)?(?:務める|務めている|務めた|務めていた|兼ねる|兼ねている)\s*$$r$,
     'before_mention', '{person}', null, 'out', 80, true, false, '同氏が監査役を務める[[companies/a]]');
