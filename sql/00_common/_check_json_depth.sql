-- brain._check_json_depth(value, what, max_depth): value when it nests at most max_depth (default: config
-- import.max_json_depth) levels, else 54001.
create or replace function brain._check_json_depth(value jsonb, what text, max_depth integer default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _max integer := coalesce(max_depth,
                             (select (c.value #>> '{}')::integer from brain.config c where c.key = 'import.max_json_depth'),
                             100);
begin
    -- (a value at level n of strict $.** sits inside n objects or arrays: C code, no recursion of ours, and it
    -- stops at the first such value)
    if value is not null and jsonb_typeof(value) in ('object', 'array') and jsonb_path_exists(value, format('strict $.**{%s}', _max + 1)::jsonpath) then
        raise exception '% is nested too deeply', what
            using errcode = '54001', detail = format('more than %s levels of objects and arrays', _max),
                  hint = 'flatten it, or raise the limit (at most 300): select * from brain.set_config(key => ''import.max_json_depth'', value => ''200'');';
    end if;
    return value;
end
$fn$;

comment on function brain._check_json_depth(jsonb, text, integer) is
'Internal: returns value when its objects and arrays nest at most max_depth levels (null: config import.max_json_depth, read here; a null value passes), else raises 54001 naming what. Example: select brain._check_json_depth(''{"a": {"b": 1}}'', ''frontmatter'');';
