-- depends: 0049_link_model_retrained
-- Session 30 (issue 18): a seat on an organisation's board written with the possessive ("sits on [[a]]'s board",
-- "joined [[a]]'s advisory board", "was elected to [[a]]'s supervisory board"), which the board rules, written for
-- "the board of [[a]]" and "the [[a]] board", did not read; the clause reader now also writes "the firm's board" and
-- "its board" with the organisation named before in the anaphor's place, so the form is common.
insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              builtin, carries, note) values
    ('advises', 'en', $r$\m(?:sits?|sat|sitting|serves?|served|serving|seats?|places?|members?|joined|joins|join|joining|chairs?|chaired|chairing|elected|appointed|named|added|invited|co-opted)\s+(?:on|to|of)?\s*⟦⟧(?:'s|’s)\s+(?:advisory\s+|supervisory\s+)?board\M$r$,
     'context', '{person}', null, 'out', 82, true, false, 'he sits on [[companies/a]]''s board');

-- A governing text of a new kind (issue 18): anaphor, a later clause or sentence of the page's subject that names
-- the reference again (「…[[a]]に出資しており、同社の非常勤取締役も兼ねる」, "co-founded [[a]] and is now its CEO", "She
-- co-founded [[a]] in 2015. She later became the company's chief executive."), written with the reference in the
-- anaphor's place. It types by a cue it holds, as an attachment does, but its negation denies only what it says.
alter table brain.link_candidates drop constraint link_candidates_clause_role_check;
alter table brain.link_candidates add constraint link_candidates_clause_role_check
    check (clause_role in ('clause', 'bare', 'attachment', 'anaphor', 'extended', 'foreign'));
comment on column brain.link_candidates.clause_role is 'What clause is to the reference: clause (its own clause), bare (its own clause, holding nothing but references: a list item, a table cell - the only text the page-role priors of scope page type, since a clause with words says what the reference is), attachment (an apposition, relative clause or parenthesis that follows it, "[[acme]], which she co-founded": a second governing text, typed only by a cue it holds - no page-role prior - and no edge when it holds none; also a later clause that takes the reference up with "it"; a negation in it makes the occurrence a mention), anaphor (a later clause or sentence of the page''s subject that names the reference again, 同社, "its", "the company", written with the reference in that word''s place: "co-founded [[acme]] and is now its CEO" gives "is now [[acme]]''s CEO"; typed only by a cue it holds, and a negation in it denies only what it says), extended (the reference''s clause with the interrupted start of its sentence before it, "Marco joined, after a decade of consulting, the team at [[acme]]", or a Japanese cleft''s head, 「出資を決めたのは、…その相手が[[acme]]だった」: typed only when its own clause gives no relation, and no edge when it holds no cue) or foreign (a clause whose subject is not the page: another reference before the verb, "[[people/bob]] invested in [[acme]]", or the antecedent of a relative pronoun, ", which led rounds in [[acme]]": only the page-kind rules of priority 950 and more apply, else mentions).';
