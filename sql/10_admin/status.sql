-- brain.status(): what this brain runs on, one row per component.
create or replace function brain.status()
returns table (component text, version text, detail text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _ctype text;
begin
    return query
    select 'postgresql'::text, current_setting('server_version'),
           format('server_version_num %s', current_setting('server_version_num'));

    return query
    select e.name::text,
           coalesce(e.installed_version, '')::text,
           case when e.installed_version is null then 'available, not installed'
                else format('installed in schema %s', x.extnamespace::regnamespace) end
      from (values ('vector'), ('age'), ('pg_trgm')) as w(name)
      left join pg_available_extensions e on e.name = w.name
      left join pg_extension x on x.extname = w.name
     where e.name is not null
    union all
    select w.name, ''::text, 'not available on this server'
      from (values ('vector'::text), ('age'), ('pg_trgm')) as w(name)
     where not exists (select 1 from pg_available_extensions e where e.name = w.name);

    -- only superusers and pg_read_all_settings members may read shared_preload_libraries: others are told so
    if pg_catalog.has_parameter_privilege('shared_preload_libraries', 'SET')
       or pg_catalog.pg_has_role('pg_read_all_settings', 'MEMBER') then
        return query
        select 'age preload'::text,
               current_setting('shared_preload_libraries'),
               case when current_setting('shared_preload_libraries') ~ '(^|[ ,])age($|[ ,])'
                    then 'age is preloaded: cypher() works without LOAD'
                    else 'age is not in shared_preload_libraries: sessions must LOAD ''age'' before cypher()' end;
    else
        return query
        select 'age preload'::text, ''::text,
               'not shown: reading shared_preload_libraries needs the pg_read_all_settings role'::text;
    end if;

    return query
    select 'embedding'::text,
           coalesce((select c.value #>> '{}' from brain.config c where c.key = 'embedding.model'), ''),
           format('dimensions %s (column content_chunks.embedding is %s)',
                  coalesce((select c.value #>> '{}' from brain.config c where c.key = 'embedding.dimensions'), '?'),
                  (select format_type(a.atttypid, a.atttypmod) from pg_attribute a
                    where a.attrelid = 'brain.content_chunks'::regclass and a.attname = 'embedding'));

    -- pages stored before the look-alike rule (brain._slug_problem) stay readable, writable and deletable as they
    -- are; they are listed here
    return query
    select 'look-alike slugs'::text, count(*)::text,
           case when count(*) = 0 then 'none: every stored slug passes the look-alike rule'
                else format('%s stored before the look-alike rule (readable, writable, deletable as they are): %s%s',
                            case count(*) when 1 then 'a page' else count(*) || ' pages' end,
                            string_agg(format('%s:%s (%s)', x.source_id, x.slug, x.problem), '; ' order by x.source_id, x.slug)
                                filter (where x.n <= 10),
                            case when count(*) > 10 then '; ...' else '' end) end
      from (select p.source_id, p.slug, lp.problem, row_number() over (order by p.source_id, p.slug) as n
              from brain.pages p
              cross join lateral brain._slug_problem(p.slug) lp
             where p.slug !~ '^[a-z0-9/_-]+$') x;

    select d.datctype into _ctype from pg_database d where d.datname = current_database();
    return query
    select 'ctype'::text, _ctype,
           case when _ctype in ('C', 'POSIX')
                then 'pg_trgm ignores CJK characters under a C ctype: create the database with a UTF-8 ctype (C.UTF-8)'
                else 'UTF-8 character classes: pg_trgm indexes CJK text' end;
end
$fn$;

comment on function brain.status() is
'What this brain runs on: PostgreSQL version, vector / age / pg_trgm versions, whether age is preloaded, the embedding model and dimension, the pages whose slugs break the look-alike rule (stored before it), the database ctype. Returns (component, version, detail). Example: select * from brain.status();';
