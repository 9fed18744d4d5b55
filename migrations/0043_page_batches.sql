-- depends: 0042_embed_notify
-- Batch writes for bulk import (issue 21): brain.put_pages writes a batch of pages per transaction, set-based. A page
-- of the batch, checked and normalised by brain._prepare_page, travels between the steps of the write as a value of
-- this type (an array of them: no scratch table, which a SECURITY DEFINER call must not use); brain.put_page writes
-- its one page through the same steps.
create type brain.page_write as (
    ord              integer,      -- the page's place in its batch, from 1
    slug             text,         -- as stored (a look-alike slug of a new page folded)
    title            text,
    type             text,
    compiled_truth   text,
    timeline         text,
    frontmatter      jsonb,
    candidates       jsonb,        -- null: keep the stored body references
    chunks           jsonb,        -- always an array (one chunk per non-empty part when the caller gave none)
    timeline_entries jsonb,
    takes            jsonb,
    facts            jsonb,
    import_path      text,
    file_hash        text,
    content_hash     text,
    effective_date   timestamptz,
    salience         real,
    auto_link        boolean,      -- the argument, and the caller's right to it
    vouch            boolean,      -- the writer has the auto-link right (pages.trusted_since)
    link             boolean,      -- its edges are derived (now, or by a deferred relink)
    do_timeline      boolean,      -- its timeline entries are derived
    defer_links      boolean,
    auto_link_skipped text,        -- why not (argument, role, source, config)
    sqlstate         text,         -- set when the page was refused: the error, and nothing of the page is written
    message          text,
    detail           text,
    hint             text
);

comment on type brain.page_write is
'Internal: one page of a write, checked and normalised (brain._prepare_page), as brain.put_page and brain.put_pages pass it to brain._write_pages; sqlstate, message, detail and hint are set instead when the page was refused.';
