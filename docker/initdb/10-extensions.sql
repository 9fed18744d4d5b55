-- Executed by the postgres image's entrypoint (psql, ON_ERROR_STOP) in $POSTGRES_DB
-- the first time the data directory is initialised. Same set as docker/pg-up creates.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS vector;
CREATE EXTENSION IF NOT EXISTS age;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
