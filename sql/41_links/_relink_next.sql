-- brain._relink_next(scope, which, after_id, max_pages, with_total): claim the next pages of a relink.
create or replace function brain._relink_next(scope text[], which text, after_id bigint, max_pages integer,
                                              with_total boolean default false)
returns table (page_ids bigint[], total integer)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    -- the pages after after_id that this relink covers (which: every live page; those written with defer_links since
    -- their edges were last derived; those waiting for a missing target - of the sources, or of any other source
    -- waiting for a target in them: [[sec1:companies/acme]] written in sec2 resolves when an import brings sec1 that
    -- page; unresolved_links.source_id is where the target is looked for); $1 scope, $2 which, $3 after_id
    _covered constant text := $q$
        p.id > coalesce($3, 0) and p.deleted_at is null
        and ($1 is null or p.source_id = any ($1) or $2 = 'unresolved')
        and case $2
              when 'all' then true
              when 'stale' then p.links_extracted_at is null
              else exists (select 1 from brain.unresolved_links u
                            where u.page_id = p.id and ($1 is null or p.source_id = any ($1) or u.source_id = any ($1)))
            end$q$;
begin
    -- the next max_pages of them in id order, claimed FOR NO KEY UPDATE SKIP LOCKED: pages another session holds (a
    -- second relink session, a writer) are passed over and left to it, and the lock does not block the foreign-key
    -- checks of the edges others insert
    execute format('select coalesce(array_agg(x.id order by x.id), ''{}'') from (select p.id from brain.pages p '
                   'where %s order by p.id limit $4 for no key update of p skip locked) x', _covered)
       into page_ids using scope, which, after_id, max_pages;
    if with_total then
        execute format('select count(*)::integer from brain.pages p where %s', _covered)
           into total using scope, which, after_id;
    end if;
    return next;
end
$fn$;

comment on function brain._relink_next(text[], text, bigint, integer, boolean) is
'Internal, the work queue of brain.relink_pages and brain.relink_batch: claims (FOR NO KEY UPDATE SKIP LOCKED) and returns the next max_pages live pages after after_id, in id order, that a relink of the scope''s sources covers (which: all; stale = written with defer_links since their edges were last derived; unresolved = waiting for a missing target, in the sources or of another source waiting for a target in them); pages another session holds are passed over. With with_total, also how many pages after after_id the relink covers in all (for progress). Example: select * from brain._relink_next(array[''default''], ''stale'', 0, 1000, true);';
