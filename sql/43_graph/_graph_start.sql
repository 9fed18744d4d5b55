-- brain._graph_start(slug, source_id, sources, as_of): the page a walk starts from and the sources it spans.
create or replace function brain._graph_start(slug text, source_id text, sources text[], as_of timestamptz)
returns table (page_id bigint, scope text[])
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _scope text[];
begin
    if _graph_start.source_id is null then
        raise exception 'source_id must not be null' using errcode = '22004',
              hint = 'the source of the start page; the default is ''default''';
    end if;
    _scope := brain._read_scope(_graph_start.sources);
    if _graph_start.sources is null then
        -- the start page's own source is walked even when it is not federated
        _scope := _scope || array(select _graph_start.source_id where _graph_start.source_id <> all (_scope));
    elsif _graph_start.source_id <> all (_scope) then
        raise exception 'the start page''s source is not among sources' using errcode = '22023',
              detail = format('source_id %L, sources %s', _graph_start.source_id, _graph_start.sources),
              hint = format('add %L to sources, or pass sources => null (the federated sources and the start page''s)',
                            _graph_start.source_id);
    end if;
    return query select brain._page_id_as_of(_graph_start.source_id, _graph_start.slug, _graph_start.as_of), _scope;
end
$fn$;

comment on function brain._graph_start(text, text, text[], timestamptz) is
'Internal: the start page of a graph read (live now, or not yet deleted at as_of; else P0002) and the sources the read spans: the named ones, which must include the start page''s (22023), or the federated sources plus the start page''s. Example: select * from brain._graph_start(''people/alice'', ''default'', null, null);';
