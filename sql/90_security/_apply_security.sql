-- brain._apply_security(): the roles, their privileges and the row-level security policies, applied idempotently.
-- `pgbrain db upgrade` runs it after reloading sql/ (reloading drops and re-creates functions, and with them their
-- grants). The allow-lists below are the whole security model; docs/security.md explains it.
create or replace function brain._apply_security()
returns table (roles_created text[], write_functions integer, admin_functions integer, policies integer)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
set client_min_messages = warning
as $fn$
declare
    -- writes for brain_writer: each is SECURITY DEFINER (owner's rights, no table privileges needed), checks the
    -- caller's write grant on the source first (brain._check_write) and decides auto-link from the caller's role
    _writes constant text[] := array['put_page', 'delete_page', 'restore_page', 'add_link', 'remove_link', 'add_fact',
                                     'add_take', 'add_timeline_entry', 'put_embeddings', 'relink_page',
                                     'reconcile_page', 'relink_pages', 'relink_batch', 'put_code_page',
                                     'resolve_code_edges', 'prune_import', 'put_pages'];
    -- administration for brain_admin only (SECURITY INVOKER: admins hold the table privileges themselves)
    _admin constant text[] := array['add_source', 'set_source', 'remove_source', 'set_config', 'set_embedding_model',
                                    'sync_graph', 'refresh_pagerank', 'grant_source', 'revoke_source',
                                    '_apply_security', '_after_upgrade', '_age_set_sync', '_age_label'];
    -- tables whose rows belong to a source, and how a row finds it
    _by_source constant text[] := array['pages', 'facts', 'unresolved_links', 'code_edges_chunk', 'code_edges_symbol',
                                        'code_symbols', 'page_names'];
    _by_page   constant text[] := array['content_chunks', 'takes', 'timeline_entries', 'link_candidates', 'page_ranks'];
    _scope constant text := '(select a.read_scope from brain._access(current_user) a)::text[]';
    _created text[] := '{}';
    _role text;
    _t text;
    _f record;
    _n integer := 0;
begin
    -- 1. roles (cluster-wide: made once, by whoever may create roles)
    foreach _role in array array['brain_reader', 'brain_writer', 'brain_auto_link', 'brain_admin', 'brain_mcp'] loop
        if not exists (select 1 from pg_catalog.pg_roles r where r.rolname = _role) then
            begin
                execute format('create role %I nologin', _role);
            exception when insufficient_privilege then
                raise exception 'role % does not exist and % may not create it', _role, current_user
                    using errcode = '42501',
                          hint = 'have a superuser (or a role with CREATEROLE) run pgbrain db upgrade once, or create '
                                 'the roles brain_reader, brain_writer, brain_auto_link, brain_admin and brain_mcp';
            end;
            _created := _created || _role;
        end if;
    end loop;
    if cardinality(_created) > 0 or not pg_catalog.pg_has_role('brain_admin', 'brain_writer', 'MEMBER')
       or not pg_catalog.pg_has_role('brain_mcp', 'brain_writer', 'MEMBER') then
        grant brain_reader to brain_writer;
        grant brain_writer to brain_admin;
        grant brain_auto_link to brain_admin;
        grant brain_writer to brain_mcp;
    end if;

    -- 2. privileges: nothing for PUBLIC; readers read (rows filtered below), writers call the write functions,
    --    admins may do everything
    revoke all on all functions in schema brain from public;
    grant usage on schema brain to brain_reader;
    grant select on all tables in schema brain to brain_reader;
    grant all on all tables in schema brain to brain_admin;
    grant all on all sequences in schema brain to brain_admin;
    -- `pgbrain db status` shows the applied migrations to anyone who may read the brain
    if to_regclass('public._yoyo_migration') is not null then
        grant select on public._yoyo_migration to brain_reader;
    end if;
    -- nobody but the owner creates objects in brain or public: a role that could would shadow a table, type or
    -- function inside the owner's SECURITY DEFINER calls (their search_path names brain, pg_catalog, public, pg_temp)
    revoke create on schema brain from public, brain_reader, brain_writer, brain_auto_link, brain_admin, brain_mcp;
    begin
        revoke create on schema public from public, brain_reader, brain_writer, brain_auto_link, brain_admin, brain_mcp;
    exception when insufficient_privilege then
        raise warning 'schema public: % may not revoke CREATE from PUBLIC', current_user
            using hint = 'as the database owner: revoke create on schema public from public;';
    end;
    -- 3. row-level security: a restricted role sees the rows of the sources it was granted, an edge only when it sees
    --    both ends; unrestricted roles pay one scope lookup per query (an InitPlan), never one per row
    foreach _t in array _by_source loop
        execute format('drop policy if exists brain_source_scope on brain.%I', _t);
        execute format('create policy brain_source_scope on brain.%I for all using (coalesce(source_id = any (%s), true)) '
                       'with check (coalesce(source_id = any (%s), true))', _t, _scope, _scope);
        _n := _n + 1;
    end loop;
    drop policy if exists brain_source_scope on brain.sources;
    execute format('create policy brain_source_scope on brain.sources for all using (coalesce(id = any (%s), true)) '
                   'with check (coalesce(id = any (%s), true))', _scope, _scope);
    foreach _t in array _by_page loop
        execute format('drop policy if exists brain_source_scope on brain.%I', _t);
        execute format('create policy brain_source_scope on brain.%I for all '
                       'using (%s is null or exists (select 1 from brain.pages p where p.id = page_id)) '
                       'with check (%s is null or exists (select 1 from brain.pages p where p.id = page_id))',
                       _t, _scope, _scope);
        _n := _n + 1;
    end loop;
    drop policy if exists brain_source_scope on brain.links;
    execute format('create policy brain_source_scope on brain.links for all '
                   'using (%1$s is null or (exists (select 1 from brain.pages p where p.id = from_page_id) '
                   'and exists (select 1 from brain.pages p where p.id = to_page_id))) '
                   'with check (%1$s is null)', _scope);
    -- a role sees its own grants (and those of roles it belongs to); admins see all
    drop policy if exists brain_own_grants on brain.source_grants;
    execute format('create policy brain_own_grants on brain.source_grants for all '
                   'using (%1$s is null or exists (select 1 from pg_catalog.pg_roles r where r.rolname = role_name '
                   'and pg_catalog.pg_has_role(current_user, r.oid, ''MEMBER''))) with check (%1$s is null)', _scope);
    _n := _n + 3;

    -- 4. functions: each public one to its role; internal helpers only where a caller's own rights run them
    -- (internal helpers, brain._*: called by a public
    -- SECURITY INVOKER function granted to the role (directly or through other invoker helpers), or by a
    -- row-level security policy; inside SECURITY DEFINER functions they run as the owner
    for _f in
        with recursive fns as (
            select p.proname, p.prosecdef, p.prosrc from pg_catalog.pg_proc p
             where p.pronamespace = 'brain'::regnamespace
        ), calls as (
            select f.proname as caller, m[1] as callee
              from fns f cross join lateral regexp_matches(f.prosrc, 'brain\.(_[a-z0-9_]+)\s*\(', 'g') m
        ), roots as (
            select f.proname, case when f.proname = any (_admin) then 'brain_admin'
                                   when f.proname = any (_writes) then 'brain_writer'
                                   else 'brain_reader' end as grantee
              from fns f
             where not f.prosecdef and (f.proname !~ '^_' or f.proname = any (_admin))
        ), need (grantee, helper) as (
            select r.grantee, c.callee from roots r join calls c on c.caller = r.proname
            union all
            select 'brain_reader', m[1]
              from pg_catalog.pg_policies pp
             cross join lateral regexp_matches(coalesce(pp.qual, '') || ' ' || coalesce(pp.with_check, ''),
                                               'brain\.(_[a-z0-9_]+)\s*\(', 'g') m
             where pp.schemaname = 'brain'
            union
            select n.grantee, c.callee
              from need n join fns h on h.proname = n.helper and not h.prosecdef
              join calls c on c.caller = n.helper
        )
        select p.oid::regprocedure as sig, p.proname,
               case when p.proname = any (_admin) then 'brain_admin'
                    when p.proname = any (_writes) then 'brain_writer'
                    when p.proname !~ '^_' then 'brain_reader' end as grantee,
               (select array_agg(distinct n.grantee) from need n where n.helper = p.proname) as helper_of
          from pg_catalog.pg_proc p where p.pronamespace = 'brain'::regnamespace
    loop
        execute format('revoke all on function %s from public, brain_reader, brain_writer, brain_auto_link, '
                       'brain_admin, brain_mcp', _f.sig);
        if _f.grantee is not null then
            execute format('grant execute on function %s to %I', _f.sig, _f.grantee);
        end if;
        foreach _role in array coalesce(_f.helper_of, '{}') loop
            if _role is distinct from _f.grantee then
                execute format('grant execute on function %s to %I', _f.sig, _role);
            end if;
        end loop;
    end loop;
    -- functions a generated column or an index expression calls (brain._name_norm, brain._cue_words,
    -- brain._cjk_bigrams) run with the rights of whoever writes the row: admins, who hold the table privileges and
    -- extend brain.question_lexicon with an INSERT, may execute them
    for _f in
        select distinct p.oid::regprocedure as sig
          from pg_catalog.pg_depend d
          join pg_catalog.pg_proc p on p.oid = d.refobjid and p.pronamespace = 'brain'::regnamespace
         where d.refclassid = 'pg_catalog.pg_proc'::regclass
           and (d.classid = 'pg_catalog.pg_attrdef'::regclass
                or (d.classid = 'pg_catalog.pg_class'::regclass
                    and exists (select 1 from pg_catalog.pg_index i where i.indexrelid = d.objid)))
    loop
        execute format('grant execute on function %s to brain_admin', _f.sig);
    end loop;

    return query select _created,
                        (select count(*)::integer from pg_catalog.pg_proc p
                          where p.pronamespace = 'brain'::regnamespace and p.proname = any (_writes)),
                        (select count(*)::integer from pg_catalog.pg_proc p
                          where p.pronamespace = 'brain'::regnamespace and p.proname = any (_admin)),
                        _n;
end
$fn$;

comment on function brain._apply_security() is
'Internal (run by pgbrain db upgrade): creates the roles brain_reader, brain_writer (member of reader), brain_auto_link, brain_admin (member of writer and auto_link) and brain_mcp (member of writer) when missing; revokes every brain function from PUBLIC; grants reads to brain_reader, the write functions to brain_writer, administration and all table privileges to brain_admin (with the functions generated columns and index expressions call); (re)creates the row-level security policies by source. Returns (roles_created, write_functions, admin_functions, policies). Example: select * from brain._apply_security();';
