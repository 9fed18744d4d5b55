-- brain._lock_names(own, refs, every_bucket): the name locks that keep concurrent reconciliation exact.
--
-- A reference waiting for a page that does not exist yet is an unresolved_links row; the page's writer turns it
-- into an edge. Two transactions can miss each other: one resolves a reference while the target page's insert is
-- not committed, the other looks for waiting references while that reference's row is not committed. So every
-- writer that reconciles takes, before anything else (before its page lock), one lock per bucket of names:
-- exclusive for the names the page itself goes by (its slug's basename, its title), shared for the names its
-- references point at. A reference and a page that could resolve to each other share a bucket, so their writers
-- run one after the other, and the second sees what the first committed. Buckets are taken in ascending order,
-- all at once, so that writers never wait on each other in a cycle.
create or replace function brain._lock_names(own text[] default '{}', refs text[] default '{}',
                                             every_bucket text default null)
returns void
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    -- 128 buckets: a page's references lock a few of them shared; the lock table holds at most 128 per writer
    _n constant integer := 128;
    _class constant integer := hashtext('brain.names');
    _own integer[];
    _b record;
begin
    if every_bucket is not null and every_bucket not in ('shared', 'exclusive') then
        raise exception 'every_bucket must be shared, exclusive or null' using errcode = '22023',
              detail = format('got %L', every_bucket);
    end if;
    -- (a name's key is its last path segment, and its whole when it has one, decomposed (NFKD), lower-case, letters
    -- and digits only: two names link resolution takes for the same one have the same key, so [[people/alice-chen]],
    -- [[Alice Chen]], [[Ａｌｉｃｅ Chen]], title Alice Chen and slug people/alice-chen share a bucket)
    _own := array(select distinct (hashtext(k) & 2147483647) % _n
                    from unnest(own) o(name)
                   cross join lateral unnest(array[split_part(o.name, '/', -1), o.name]) v(name)
                   cross join lateral (select regexp_replace(lower(normalize(v.name, NFKD)), '[^[:alnum:]]+', '', 'g')) x(k)
                   where x.k <> '');
    for _b in
        select x.b, bool_or(x.excl) as excl
          from (select b, true as excl from unnest(_own) b
                union all
                select g, every_bucket = 'exclusive' from generate_series(0, _n - 1) g where every_bucket is not null
                union all
                select (hashtext(y.k) & 2147483647) % _n, false
                  from (select distinct r.name from unnest(refs) r(name) where every_bucket is null) r
                 cross join lateral unnest(case when strpos(r.name, '/') > 0 then array[split_part(r.name, '/', -1), r.name]
                                                else array[r.name] end) v(name)
                 cross join lateral (select regexp_replace(lower(normalize(v.name, NFKD)), '[^[:alnum:]]+', '', 'g')) y(k)
                 where y.k <> '') x
         group by x.b
         order by x.b
    loop
        if _b.excl then
            perform pg_advisory_xact_lock(_class, _b.b);
        else
            perform pg_advisory_xact_lock_shared(_class, _b.b);
        end if;
    end loop;
end
$fn$;

comment on function brain._lock_names(text[], text[], text) is
'Internal: takes the name-bucket advisory locks (two-key form, class hashtext(''brain.names''), 128 buckets) in ascending order: exclusive for the names in own (a page''s slug and title), shared for those in refs (the targets its references name); every_bucket shared or exclusive locks all buckets so (a relink, a source removal). Held to the end of the transaction. Example: select brain._lock_names(own => array[''people/alice-chen'', ''Alice Chen''], refs => array[''companies/acme'']);';
