-- brain.put_embeddings(embeddings, model): store chunk vectors computed outside the database.
create or replace function brain.put_embeddings(embeddings jsonb, model text)
returns table (updated integer, skipped integer)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write through this function without table privileges; it checks the
-- caller's write grant on the source of every chunk it is given
security definer
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
as $fn$
declare
    _model text;
    _dims  integer;
    _bad   text;
    _n     integer;
    _total integer;
begin
    if embeddings is null or put_embeddings.model is null then
        raise exception 'embeddings and model must not be null' using errcode = '22004',
              hint = 'embeddings => ''[{"chunk_id": 1, "text_hash": "...", "embedding": [...]}]'', model => ''multilingual-e5-small''';
    end if;
    if jsonb_typeof(embeddings) <> 'array' then
        raise exception 'embeddings must be a JSON array' using errcode = '22023',
              hint = 'one object per chunk: {"chunk_id": 1, "text_hash": "<sha256 of chunk_text>", "embedding": [...]}';
    end if;
    select c.value #>> '{}' into _model from brain.config c where c.key = 'embedding.model';
    select (c.value #>> '{}')::integer into _dims from brain.config c where c.key = 'embedding.dimensions';
    if put_embeddings.model <> _model then
        raise exception 'embeddings from model % cannot be stored: this brain uses %', quote_literal(put_embeddings.model),
                        quote_literal(_model)
            using errcode = '55000',
                  detail = 'vectors of different models are not comparable',
                  hint = format('embed with %s, or switch the brain: select * from brain.set_embedding_model(model => %L, dimensions => ...);',
                                _model, put_embeddings.model);
    end if;
    select format('element %s: %s', e.n,
                  case when jsonb_typeof(e.v) <> 'object' then 'not an object'
                       when coalesce(jsonb_typeof(e.v -> 'chunk_id'), 'missing') <> 'number' then 'no numeric chunk_id'
                       when coalesce(e.v ->> 'text_hash', '') !~ '^[0-9a-f]{64}$' then 'text_hash is not a sha256 in hex'
                       when coalesce(jsonb_typeof(e.v -> 'embedding'), 'missing') <> 'array' then 'embedding is not an array'
                       else format('embedding has %s dimensions, the brain stores %s',
                                   jsonb_array_length(e.v -> 'embedding'), _dims) end)
      into _bad
      from jsonb_array_elements(embeddings) with ordinality as e(v, n)
     where jsonb_typeof(e.v) <> 'object' or coalesce(jsonb_typeof(e.v -> 'chunk_id'), 'missing') <> 'number'
        or coalesce(e.v ->> 'text_hash', '') !~ '^[0-9a-f]{64}$' or coalesce(jsonb_typeof(e.v -> 'embedding'), 'missing') <> 'array'
        or jsonb_array_length(e.v -> 'embedding') <> _dims
     order by e.n limit 1;
    if _bad is not null then
        raise exception 'invalid embeddings' using errcode = '22023', detail = _bad,
              hint = format('each element is {"chunk_id": n, "text_hash": "<sha256 of chunk_text>", "embedding": [%s numbers]}', _dims);
    end if;

    -- every chunk must belong to a source the caller may write
    perform brain._check_write(x.source_id)
       from (select distinct p.source_id
               from jsonb_array_elements(embeddings) e(v)
               join brain.content_chunks c on c.id = (e.v ->> 'chunk_id')::bigint
               join brain.pages p on p.id = c.page_id) x;
    _total := jsonb_array_length(embeddings);
    -- a chunk whose text changed since it was read (its hash differs) keeps waiting for a new vector
    update brain.content_chunks c
       set embedding = (e.v ->> 'embedding')::public.vector, embedding_model = put_embeddings.model,
           embedded_text_hash = e.v ->> 'text_hash', embedded_at = now()
      from jsonb_array_elements(embeddings) e(v)
     where c.id = (e.v ->> 'chunk_id')::bigint
       and encode(sha256(convert_to(c.chunk_text, 'UTF8')), 'hex') = e.v ->> 'text_hash';
    get diagnostics _n = row_count;
    return query select _n, _total - _n;
end
$fn$;

comment on function brain.put_embeddings(jsonb, text) is
'Store chunk embeddings computed outside the database: embeddings is an array of {chunk_id, text_hash (sha256 of the chunk text that was embedded), embedding (array of numbers)}; model must be the brain''s embedding model (else 55000) and every vector must have its dimension (else 22023). A chunk whose text changed since it was read is skipped. The caller needs a write grant on the source of every chunk (42501). Returns (updated, skipped). Example: select * from brain.put_embeddings(embeddings => ''[...]'', model => ''multilingual-e5-small'');';
