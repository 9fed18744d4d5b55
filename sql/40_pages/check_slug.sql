-- brain.check_slug(slug): the slug if it is valid, else 22004 / 22023 with the reason.
create or replace function brain.check_slug(slug text)
returns text
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _why text;
begin
    if slug is null then
        raise exception 'slug must not be null'
            using errcode = '22004', hint = 'a slug is a lower-case path without extension, e.g. people/alice-chen';
    end if;
    -- the common case in one test: segments of letters, digits, . _ - each starting with a letter or
    -- digit (so no empty, . or .. segments, no control, bidi or invisible characters), lower-case
    if length(slug) <= 255 and slug = lower(slug) and slug ~ '^[[:alnum:]][[:alnum:]._-]*(/[[:alnum:]][[:alnum:]._-]*)*$' then
        return slug;
    end if;
    _why := case
        when slug = '' then 'it is empty'
        when length(slug) > 255 then format('it has %s characters (at most 255)', length(slug))
        when slug ~ '[[:cntrl:]\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]'
            then 'it contains a control, bidi or invisible character'
        when slug ~ '\\' then 'it contains a backslash'
        when slug ~ '^/' then 'it starts with /'
        when slug ~ '(^|/)\.\.?(/|$)' then 'it has a . or .. segment'
        when slug ~ '//|/$' then 'it has an empty segment'
        when slug <> lower(slug) then 'it has upper-case letters'
        when slug ~ '[[:space:]]' then 'it contains white space'
        -- (the characters brain._slugify_path keeps: neither punctuation other than . _ - nor invisible)
        when slug ~ '(^|/)[^[:alnum:]]'
             or slug ~ '(?![._/-])[[:punct:]]|[^[:graph:]]|[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ue000-\uf8ff\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U0001f130-\U0001f189\U000e0001-\U000e007f]'
            then 'each segment must start with a letter or digit and hold only letters, marks, digits, ., _ and -'
    end;
    if _why is not null then
        raise exception 'invalid slug %', quote_literal(left(slug, 300))
            using errcode = '22023', detail = format('the slug is refused because %s', _why),
                  hint = 'a slug is a lower-case path without extension, e.g. people/alice-chen or meetings/2025-03-04-planning';
    end if;
    return slug;
end
$fn$;

comment on function brain.check_slug(text) is
'The one slug rule every write applies (put_page, and pgbrain put / MCP put_page before anything is written): returns slug when it is a valid page slug, else raises 22004 (null) or 22023 with the reason in DETAIL. Valid: at most 255 characters, lower-case, segments joined by /, each segment starting with a letter or digit (any script) and holding only letters, digits, marks, ., _ and - (so no empty, . or .. segment, no leading /, no hidden _drafts or .hidden segment, no white space, control, bidi or invisible character). Dots and underscores inside a segment are a divergence from gbrain, whose slugifier makes them but whose validator refuses them. Example: select brain.check_slug(slug => ''people/alice-chen'');';
