-- Executed by the postgres image's entrypoint (psql, ON_ERROR_STOP) in $POSTGRES_DB
-- the first time the data directory is initialised. Same set as docker/pg-up creates.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS vector;
CREATE EXTENSION IF NOT EXISTS age;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- template1 as well, so every database created later has them: with age preloaded, AGE 1.5
-- fails any DROP TABLE in a database that lacks the extension ("schema ag_catalog does not exist").
\connect template1
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS vector;
CREATE EXTENSION IF NOT EXISTS age;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
