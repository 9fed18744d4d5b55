-- brain._page_refused(page, sqlstate, message, detail, hint): the page of a batch, marked refused with this error.
create or replace function brain._page_refused(page brain.page_write, sqlstate text, message text, detail text,
                                               hint text)
returns brain.page_write
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    page.sqlstate := _page_refused.sqlstate;
    page.message := _page_refused.message;
    -- (GET STACKED DIAGNOSTICS gives '' for a DETAIL or HINT the error had not)
    page.detail := nullif(_page_refused.detail, '');
    page.hint := nullif(_page_refused.hint, '');
    return page;
end
$fn$;

comment on function brain._page_refused(brain.page_write, text, text, text, text) is
'Internal: the brain.page_write of a page of a brain.put_pages batch with its error set (sqlstate, message, detail and hint; an empty detail or hint is null): nothing of it is written, and the batch reports it. Example: select (brain._page_refused(null::brain.page_write, ''22023'', ''bad'', '''', ''fix it'')).hint;';
