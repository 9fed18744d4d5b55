-- depends: 0009_age
-- Roles and row-level security by source (issue 6 items 3 and 4).
--
-- The roles themselves (brain_reader, brain_writer, brain_auto_link, brain_admin, brain_mcp), their grants and the
-- policies are (re)applied by brain._apply_security() at the end of every `pgbrain db upgrade`, because roles are
-- cluster-wide and grants on functions are lost whenever sql/ is reloaded. This migration holds the data: who may
-- read and write which source, the trust allow-list, and switches row-level security on.

create table brain.source_grants (
    id          bigint generated always as identity primary key,
    role_name   name not null check (role_name::text ~ '^[a-z_][a-z0-9_$]{0,62}$'),
    source_id   text references brain.sources (id) on delete cascade,
    can_write   boolean not null default false,
    created_at  timestamptz not null default now(),
    constraint source_grants_role_source_key unique nulls not distinct (role_name, source_id)
);
comment on table brain.source_grants is 'Which database roles may read (and write) which sources; a role reads a page only through a grant to it or to a role it is a member of. brain_admin members, the owner of the brain tables and superusers read and write every source. Written through brain.grant_source / brain.revoke_source.';
comment on column brain.source_grants.role_name is 'The grantee: a PostgreSQL role (its members inherit the grant).';
comment on column brain.source_grants.source_id is 'The source; null = every source, present and future.';
create index source_grants_source_id_idx on brain.source_grants (source_id);
comment on column brain.source_grants.can_write is 'true: the role may also write pages, links, timeline, facts and takes into the source (through the write functions).';

-- the untrusted MCP server's role reads and writes every source, and never auto-links (it is not in brain_auto_link)
insert into brain.source_grants (role_name, source_id, can_write) values ('brain_mcp', null, true);

insert into brain.config (key, value, description) values
    ('trust.auto_link_prefixes', '[]',
     'Slug prefixes (each ending in /) under which writers without the brain_auto_link role still auto-link: pages '
     'that trusted subagents write through an otherwise untrusted server.');

-- without policies (before _apply_security runs) nobody but the owner and superusers sees a row
alter table brain.sources enable row level security;
alter table brain.pages enable row level security;
alter table brain.content_chunks enable row level security;
alter table brain.links enable row level security;
alter table brain.timeline_entries enable row level security;
alter table brain.facts enable row level security;
alter table brain.takes enable row level security;
alter table brain.page_ranks enable row level security;
alter table brain.link_candidates enable row level security;
alter table brain.unresolved_links enable row level security;
alter table brain.code_edges_chunk enable row level security;
alter table brain.code_edges_symbol enable row level security;
alter table brain.source_grants enable row level security;

-- a view runs with its owner's rights unless told otherwise, which would walk past every policy
alter view brain.page_links set (security_invoker = true);
