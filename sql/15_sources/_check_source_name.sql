-- brain._check_source_name(name, source_id): a source's display name, checked.
create or replace function brain._check_source_name(name text, source_id text)
returns text
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _name  text := btrim(_check_source_name.name);
    _other text;
begin
    if _name = '' or length(_name) > 200 then
        raise exception 'a source name is 1-200 characters' using errcode = '22023',
              detail = format('got %s characters', length(_name)), hint = 'e.g. Team notes';
    end if;
    select s.id into _other from brain.sources s where s.name = _name and s.id <> _check_source_name.source_id;
    if _other is not null then
        raise exception 'the source name % is taken', quote_literal(_name)
            using errcode = '23505', detail = format('source %L has it', _other),
                  hint = 'names are unique: pass another name';
    end if;
    return _name;
end
$fn$;

comment on function brain._check_source_name(text, text) is
'Internal: the trimmed display name for source source_id; 22023 when blank or over 200 characters, 23505 when another source has it; null stays null. Example: select brain._check_source_name(''Team notes'', ''team'');';
