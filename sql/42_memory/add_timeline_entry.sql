-- brain.add_timeline_entry(slug, date, summary, ...): a manual timeline entry.
create or replace function brain.add_timeline_entry(slug text, date date, summary text, detail text default '',
                                                    source text default '', source_id text default 'default')
returns table (entry_id bigint, created boolean)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write through this function without table privileges; it checks the
-- caller's write grant on the source (brain._check_write) before anything else
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
    _entry bigint;
begin
    perform brain._check_write(add_timeline_entry.source_id);
    perform brain._check_length(add_timeline_entry.summary, 'summary', 10000),
            brain._check_length(add_timeline_entry.detail, 'detail', 100000),
            brain._check_length(add_timeline_entry.source, 'source', 10000);
    if add_timeline_entry.date is null then
        raise exception 'date must not be null' using errcode = '22004', hint = 'e.g. date => ''2025-03-04''';
    end if;
    if btrim(coalesce(add_timeline_entry.summary, '')) = '' then
        raise exception 'summary must not be empty' using errcode = '22023', hint = 'one line saying what happened';
    end if;
    _id := brain._page_id(add_timeline_entry.source_id, add_timeline_entry.slug);
    insert into brain.timeline_entries as t (page_id, date, summary, detail, source, origin)
    values (_id, add_timeline_entry.date, btrim(add_timeline_entry.summary), coalesce(add_timeline_entry.detail, ''),
            coalesce(add_timeline_entry.source, ''), 'manual')
    on conflict do nothing
    returning t.id into _entry;
    if _entry is null then
        select t.id into _entry from brain.timeline_entries t
         where t.page_id = _id and t.date = add_timeline_entry.date and md5(t.summary) = md5(btrim(add_timeline_entry.summary))
           and t.source = coalesce(add_timeline_entry.source, '');
        raise notice 'the entry already exists (entry %)', _entry;
        return query select _entry, false;
        return;
    end if;
    return query select _entry, true;
end
$fn$;

comment on function brain.add_timeline_entry(text, date, text, text, text, text) is
'Add a dated event to a page''s timeline by hand (origin manual: later writes of the page keep it). Idempotent per (page, date, summary, source). summary or source over 10000 characters, detail over 100000 = 54000. Returns (entry_id, created). The caller needs a write grant on the source (42501). Example: select * from brain.add_timeline_entry(slug => ''people/alice-chen'', date => ''2025-03-04'', summary => ''Met the Acme board'');';
