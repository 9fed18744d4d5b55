-- brain._batch_goes_on(sqlstate): whether an error that refused one page of a batch leaves the rest to be written.
create or replace function brain._batch_goes_on(sqlstate text)
returns boolean
language sql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- a page's own fault (bad data 22, a broken rule 23, a name or a right 42, a limit 54, a raise P0 ...) is its
    -- own; a deadlock or serialization failure (40), a lack of resources (53), a lock timeout (55), an operator
    -- (57), the system (58, XX) or the connection (08) are the transaction's, and end the batch
    select left(coalesce(_batch_goes_on.sqlstate, 'XX000'), 2) not in ('08', '40', '53', '55', '57', '58', 'XX')
$fn$;

comment on function brain._batch_goes_on(text) is
'Internal: true when an error with this SQLSTATE refused only the page that raised it (brain.put_pages reports the page and writes the rest of its batch), false for the classes that are the transaction''s (08 connection, 40 deadlock or serialization, 53 resources, 55 lock timeout, 57 operator, 58 system, XX internal), which end the batch. Example: select brain._batch_goes_on(''22023''), brain._batch_goes_on(''40P01'');';
