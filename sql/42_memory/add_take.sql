-- brain.add_take(slug, claim, ...): a take added by hand to a page.
create or replace function brain.add_take(slug text, claim text, kind text default 'take', holder text default '',
                                          weight real default 0.5, since text default null, until text default null,
                                          source text default '', source_id text default 'default')
returns table (take_id bigint, row_num integer)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write through this function without table privileges; it checks the
-- caller's write grant on the source (brain._check_write) before anything else
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
    _row integer;
    _take bigint;
begin
    perform brain._check_write(add_take.source_id);
    perform brain._check_length(add_take.claim, 'claim', 10000), brain._check_length(add_take.holder, 'holder', 500),
            brain._check_length(add_take.source, 'source', 10000);
    if btrim(coalesce(add_take.claim, '')) = '' then
        raise exception 'claim must not be empty' using errcode = '22023', hint = 'one sentence stating the view';
    end if;
    if add_take.kind is null or add_take.kind not in ('fact', 'take', 'bet', 'hunch') then
        raise exception 'invalid take kind %', quote_literal(coalesce(add_take.kind, 'null')) using errcode = '22023',
              hint = 'one of fact, take, bet, hunch';
    end if;
    if add_take.weight is null or add_take.weight < 0 or add_take.weight > 1 then
        raise exception 'weight must be between 0 and 1' using errcode = '22023',
              detail = format('got %s', coalesce(add_take.weight::text, 'null')), hint = 'e.g. 0.7 for a fairly strong view';
    end if;
    if (add_take.since is not null and add_take.since !~ '^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$')
       or (add_take.until is not null and add_take.until !~ '^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$') then
        raise exception 'since and until must be YYYY, YYYY-MM or YYYY-MM-DD' using errcode = '22023',
              detail = format('got since %L, until %L', add_take.since, add_take.until), hint = 'e.g. since => ''2024-03''';
    end if;
    _id := brain._page_id(add_take.source_id, add_take.slug);
    perform pg_advisory_xact_lock(hashtext('brain.takes:' || _id));
    select coalesce(max(t.row_num), 0) + 1 into _row from brain.takes t where t.page_id = _id and t.origin = 'manual';
    insert into brain.takes as t (page_id, row_num, claim, kind, holder, weight, since, until, source, origin)
    values (_id, _row, btrim(add_take.claim), add_take.kind, coalesce(add_take.holder, ''), add_take.weight,
            add_take.since, add_take.until, coalesce(add_take.source, ''), 'manual')
    returning t.id into _take;
    return query select _take, _row;
end
$fn$;

comment on function brain.add_take(text, text, text, text, real, text, text, text, text) is
'Add a take to a page by hand (origin manual: later writes of the page keep it): claim, kind fact|take|bet|hunch, holder, weight 0..1, since/until (YYYY, YYYY-MM or YYYY-MM-DD). Returns (take_id, row_num). Bad input = 22023; claim or source over 10000 characters, holder over 500 = 54000. The caller needs a write grant on the source (42501). Example: select * from brain.add_take(slug => ''people/alice-chen'', claim => ''Agents need memory'', weight => 0.8);';
