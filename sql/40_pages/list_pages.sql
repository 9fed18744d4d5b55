-- brain.list_pages(...): live pages, filtered and paged.
create or replace function brain.list_pages(sources text[] default null, types text[] default null,
                                            slug_prefix text default null, updated_after timestamptz default null,
                                            sort text default 'updated', max_results integer default 50,
                                            result_offset integer default 0)
returns table (slug text, source_id text, title text, type text, page_kind text, updated_at timestamptz,
               created_at timestamptz)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _scope text[];
    _limit integer := list_pages.max_results;
    _missing text;
begin
    if list_pages.sort is null or list_pages.sort not in ('updated', 'created', 'slug') then
        raise exception 'sort must be updated, created or slug' using errcode = '22023',
              detail = format('got %s', coalesce(quote_literal(left(list_pages.sort, 100)), 'null')),
              hint = 'updated (newest first, the default), created (newest first) or slug (a to z)';
    end if;
    if list_pages.result_offset is null or list_pages.result_offset < 0 then
        raise exception 'result_offset must be 0 or more' using errcode = '22023',
              detail = format('got %s', coalesce(list_pages.result_offset::text, 'null')), hint = 'the default is 0';
    end if;
    if _limit is null then
        _limit := 50;
    elsif _limit < 1 then
        raise exception 'max_results must be at least 1' using errcode = '22023',
              detail = format('got %s', _limit), hint = 'the default is 50; at most 1000';
    elsif _limit > 1000 then
        raise notice 'max_results % is above 1000: returning at most 1000 pages', _limit;
        _limit := 1000;
    end if;
    if length(list_pages.slug_prefix) > 255 then
        raise exception 'slug_prefix is too long' using errcode = '22023',
              detail = format('%s characters; a slug has at most 255', length(list_pages.slug_prefix)),
              hint = 'e.g. people/';
    end if;
    _scope := brain._read_scope(list_pages.sources);
    if list_pages.types is not null then
        -- a type no page of the sources has is most likely a typo (persn): say so, with the types there are
        select string_agg(quote_literal(t), ', ' order by t) into _missing
          from unnest(list_pages.types) t
         where not exists (select 1 from brain.pages p
                            where p.type = t and p.source_id = any (_scope) and p.deleted_at is null);
        if _missing is not null then
            raise warning 'no page has type %', _missing
                using detail = format('in sources %s', array_to_string(_scope, ', ')),
                      hint = coalesce('the types there are: ' || (
                                 select string_agg(x.type, ', ' order by x.type)
                                   from (select distinct p.type from brain.pages p
                                          where p.source_id = any (_scope) and p.deleted_at is null) x),
                                      'these sources have no pages');
        end if;
    end if;
    return query
    select p.slug, p.source_id, p.title, p.type, p.page_kind, p.updated_at, p.created_at
      from brain.pages p
     where p.source_id = any (_scope) and p.deleted_at is null
       and (list_pages.types is null or p.type = any (list_pages.types))
       and (list_pages.slug_prefix is null or starts_with(p.slug, lower(list_pages.slug_prefix)))
       and (list_pages.updated_after is null or p.updated_at > list_pages.updated_after)
     order by case when list_pages.sort = 'updated' then p.updated_at end desc,
              case when list_pages.sort = 'created' then p.created_at end desc,
              p.slug, p.source_id
     limit _limit offset list_pages.result_offset;
end
$fn$;

comment on function brain.list_pages(text[], text[], text, timestamptz, text, integer, integer) is
'Live pages of the named sources (null = every federated source; unknown = P0002), optionally of some types, under a slug prefix, or updated after a time; sorted by updated (newest first, default), created or slug; paged with max_results (default 50, < 1 = 22023, above 1000 clamped to 1000 with a NOTICE) and result_offset (>= 0). A type no page of the sources has raises a WARNING whose HINT lists the types there are. Returns (slug, source_id, title, type, page_kind, updated_at, created_at). Example: select slug, title from brain.list_pages(types => ''{person}'', slug_prefix => ''people/'', max_results => 20);';
