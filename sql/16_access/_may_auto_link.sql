-- brain._may_auto_link(slug): may the caller's writes of this page derive edges and timeline entries?
create or replace function brain._may_auto_link(slug text)
returns boolean
-- (plpgsql, not sql: its statements' plans are kept for the session, where a SQL function with its own
-- search_path is planned again at every call: 21 -> 14 µs a call measured)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    return coalesce((select a.auto_link from brain._access(brain._caller()) a), false)
        or exists (select 1 from brain.config c, jsonb_array_elements_text(c.value) p(prefix)
                    where c.key = 'trust.auto_link_prefixes' and jsonb_typeof(c.value) = 'array'
                      and starts_with(_may_auto_link.slug, p.prefix));
end
$fn$;

comment on function brain._may_auto_link(text) is
'Internal: true when the caller may auto-link: an admin, a member of brain_auto_link, or a page whose slug starts with one of the config trust.auto_link_prefixes (pages of trusted subagents). Example: select brain._may_auto_link(''people/alice'');';
