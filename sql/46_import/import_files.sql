-- brain.import_files(source_id): the files an import wrote the source's live pages from, with their hashes.
create or replace function brain.import_files(source_id text default 'default')
returns table (import_path text, file_hash text, slug text, page_kind text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if import_files.source_id is null then
        raise exception 'source_id must not be null' using errcode = '22004', hint = 'the default source is default';
    end if;
    perform brain._read_scope(array[import_files.source_id]);
    return query
    select p.import_path, p.file_hash, p.slug, p.page_kind
      from brain.pages p
     where p.source_id = import_files.source_id and p.deleted_at is null and p.import_path is not null
     order by p.import_path;
end
$fn$;

comment on function brain.import_files(text) is
'The live pages of a source that an import wrote, one row per file: (import_path relative to the import root, file_hash = sha256 of the bytes last imported or null when the page was written otherwise since, slug, page_kind markdown|code). pgbrain import skips a file whose hash is unchanged. Unknown or unreadable source = P0002. Example: select import_path, file_hash from brain.import_files(source_id => ''default'');';
