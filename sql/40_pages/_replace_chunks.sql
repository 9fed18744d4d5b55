-- brain._replace_chunks(page_ids, chunk_sets): each page's chunks become exactly its set, keeping the embedding of
-- every chunk whose text did not change.
create or replace function brain._replace_chunks(page_ids bigint[], chunk_sets jsonb[])
returns integer
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _n integer;
begin
    -- (the sets were checked by brain._prepare_page: arrays of objects with a chunk_text string)
    delete from brain.content_chunks c
     using unnest(page_ids, chunk_sets) u(id, cs)
     where c.page_id = u.id and c.chunk_index >= jsonb_array_length(u.cs);
    insert into brain.content_chunks as c (page_id, chunk_index, chunk_text, chunk_source, token_count, language,
                                           symbol_name, symbol_type, symbol_name_qualified, doc_comment,
                                           start_line, end_line, parent_symbol_path)
    select u.id, (e.n - 1)::integer, e.v ->> 'chunk_text',
           coalesce(e.v ->> 'chunk_source', 'compiled_truth'), (e.v ->> 'token_count')::integer,
           e.v ->> 'language', e.v ->> 'symbol_name', e.v ->> 'symbol_type', e.v ->> 'symbol_name_qualified',
           e.v ->> 'doc_comment', (e.v ->> 'start_line')::integer, (e.v ->> 'end_line')::integer,
           case jsonb_typeof(e.v -> 'parent_symbol_path')
                when 'array' then array(select jsonb_array_elements_text(e.v -> 'parent_symbol_path')) end
      from unnest(page_ids, chunk_sets) u(id, cs)
     cross join lateral jsonb_array_elements(u.cs) with ordinality as e(v, n)
    on conflict on constraint content_chunks_page_chunk_key do update
       set chunk_text = excluded.chunk_text, chunk_source = excluded.chunk_source,
           token_count = excluded.token_count, language = excluded.language,
           symbol_name = excluded.symbol_name, symbol_type = excluded.symbol_type,
           symbol_name_qualified = excluded.symbol_name_qualified, doc_comment = excluded.doc_comment,
           start_line = excluded.start_line, end_line = excluded.end_line,
           parent_symbol_path = excluded.parent_symbol_path,
           embedding = case when c.chunk_text = excluded.chunk_text then c.embedding end,
           embedding_model = case when c.chunk_text = excluded.chunk_text then c.embedding_model end,
           embedded_text_hash = case when c.chunk_text = excluded.chunk_text then c.embedded_text_hash end,
           embedded_at = case when c.chunk_text = excluded.chunk_text then c.embedded_at end
     where (c.chunk_text, c.chunk_source, c.token_count, c.language, c.symbol_name, c.symbol_type,
            c.symbol_name_qualified, c.doc_comment, c.start_line, c.end_line, c.parent_symbol_path)
           is distinct from
           (excluded.chunk_text, excluded.chunk_source, excluded.token_count, excluded.language, excluded.symbol_name,
            excluded.symbol_type, excluded.symbol_name_qualified, excluded.doc_comment, excluded.start_line,
            excluded.end_line, excluded.parent_symbol_path);
    select coalesce(sum(jsonb_array_length(u.cs)), 0)::integer into _n from unnest(chunk_sets) u(cs);
    return _n;
end
$fn$;

comment on function brain._replace_chunks(bigint[], jsonb[]) is
'Internal: the chunks of each page of page_ids become exactly the array at the same place of chunk_sets (chunk_text, chunk_source, token_count, code symbol fields with parent_symbol_path; checked by brain._prepare_page); a chunk whose text is unchanged keeps its embedding, changed ones lose it (re-embedded later). One statement per table for all the pages. Returns the chunk count. Example: select brain._replace_chunks(array[42], array[''[{"chunk_text": "hello"}]''::jsonb]);';
