-- brain._question_spans(norm, max_tokens): every span of up to max_tokens tokens of a question's normal form.
create or replace function brain._question_spans(norm text, max_tokens integer)
returns table (i integer, j integer, p0 integer, p1 integer, span text, single_word text)
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- a token is one kana or ideograph, or a run of anything else but white space (the normal form has no
    -- punctuation left); a span is the normal form's text from one token to another (so it is spaced exactly as
    -- a name's normal form is); single_word is the token of a one-token span
    with tokens as (
        select k, regexp_substr(norm, x.re, 1, k) as tok, regexp_instr(norm, x.re, 1, k) as pos
          from (select '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|[^\s\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+'
                       as re) x
         cross join lateral generate_series(1, least(regexp_count(norm, x.re), 400)) k
    )
    select a.k, b.k, a.pos, b.pos + length(b.tok) - 1, substr(norm, a.pos, b.pos + length(b.tok) - a.pos),
           case when a.k = b.k then a.tok end
      from tokens a join tokens b on b.k between a.k and a.k + max_tokens - 1
$fn$;

comment on function brain._question_spans(text, integer) is
'Internal: every span of 1 to max_tokens tokens (a kana or ideograph, or a run of other non-space characters) of a question''s normal form (brain._name_norm), with token numbers i..j, character positions p0..p1, the span''s text and, for one-token spans, the token; at most 400 tokens are read. Example: select * from brain._question_spans(brain._name_norm(''Who works at Acme Labs?''), 3);';
