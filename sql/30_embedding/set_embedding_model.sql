-- brain.set_embedding_model(model, dimensions): switch the brain to another embedding model.
create or replace function brain.set_embedding_model(model text, dimensions integer)
returns table (table_name text, embeddings_cleared bigint, column_type text)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _old_model text;
    _old_dims  integer;
    _t         text;
    _idx       text;
    _cleared   bigint;
begin
    if set_embedding_model.model is null or set_embedding_model.dimensions is null then
        raise exception 'model and dimensions must not be null'
            using errcode = '22004',
                  hint = 'example: select * from brain.set_embedding_model(model => ''bge-m3'', dimensions => 1024);';
    end if;
    if btrim(set_embedding_model.model) = '' or length(set_embedding_model.model) > 200 then
        raise exception 'model name must be 1 to 200 characters'
            using errcode = '22023', detail = format('got %L', set_embedding_model.model),
                  hint = 'use the model''s own name, e.g. multilingual-e5-small';
    end if;
    if set_embedding_model.dimensions not between 1 and 2000 then
        raise exception 'dimensions must be between 1 and 2000'
            using errcode = '22023', detail = format('got %s', set_embedding_model.dimensions),
                  hint = 'pgvector''s HNSW index takes vector columns of at most 2000 dimensions; '
                         'pick a model (or a truncated output size) of 2000 or fewer';
    end if;

    select c.value #>> '{}' into _old_model from brain.config c where c.key = 'embedding.model' for update;
    select (c.value #>> '{}')::integer into _old_dims from brain.config c where c.key = 'embedding.dimensions' for update;

    if _old_model = set_embedding_model.model and _old_dims = set_embedding_model.dimensions then
        raise notice 'the brain already uses % (% dimensions); nothing changed', _old_model, _old_dims;
        return;
    end if;

    foreach _t in array array['content_chunks', 'facts', 'takes'] loop
        if _old_dims = set_embedding_model.dimensions then
            -- same size, other model: the stored vectors are not comparable any more
            execute format('update brain.%I set embedding = null where embedding is not null', _t);
            get diagnostics _cleared = row_count;
        else
            execute format('select count(*) from brain.%I where embedding is not null', _t) into _cleared;
            for _idx in
                select i.indexrelid::regclass::text
                  from pg_index i
                  join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
                 where i.indrelid = format('brain.%I', _t)::regclass and a.attname = 'embedding'
            loop
                execute format('drop index %s', _idx);
            end loop;
            execute format('alter table brain.%I alter column embedding type public.vector(%s) using null',
                           _t, set_embedding_model.dimensions);
            execute format('create index %I on brain.%I using hnsw (embedding public.vector_cosine_ops)',
                           _t || '_embedding_idx', _t);
        end if;
        table_name := _t;
        embeddings_cleared := _cleared;
        column_type := format('vector(%s)', set_embedding_model.dimensions);
        return next;
    end loop;

    update brain.content_chunks
       set embedding_model = null, embedded_text_hash = null, embedded_at = null
     where embedding_model is not null or embedded_text_hash is not null or embedded_at is not null;

    update brain.config c set value = to_jsonb(set_embedding_model.model), updated_at = now()
     where c.key = 'embedding.model';
    update brain.config c set value = to_jsonb(set_embedding_model.dimensions), updated_at = now()
     where c.key = 'embedding.dimensions';
end
$fn$;

comment on function brain.set_embedding_model(text, integer) is
'Switch the brain to another embedding model: records model and dimensions in brain.config, clears every stored embedding (chunks, facts, takes) and, when the dimension changes, retypes the vector columns and rebuilds their HNSW indexes, in one transaction (takes exclusive locks). Re-embed afterwards. Returns (table_name, embeddings_cleared, column_type). dimensions outside 1..2000 = 22023. Example: select * from brain.set_embedding_model(model => ''bge-m3'', dimensions => 1024);';
