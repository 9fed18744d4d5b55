-- brain.get_config(key): one setting, or every setting when key is null.
create or replace function brain.get_config(key text default null)
returns setof brain.config
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if get_config.key is not null
       and not exists (select 1 from brain.config c where c.key = get_config.key) then
        raise exception 'unknown config key "%"', get_config.key
            using errcode = 'P0002',
                  detail = format('known keys: %s', (select string_agg(c.key, ', ' order by c.key) from brain.config c)),
                  hint = 'list every setting with: select * from brain.get_config();';
    end if;

    return query
    select c.*
      from brain.config c
     where get_config.key is null or c.key = get_config.key
     order by c.key;
end
$fn$;

comment on function brain.get_config(text) is
'Brain settings: the row for key, or every row when key is null. Returns brain.config rows (key, value jsonb, description, updated_at); unknown key = P0002. Example: select * from brain.get_config(key => ''auto_link'');';
