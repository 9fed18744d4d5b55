"""pgbrain: an agent memory that lives inside PostgreSQL (schema ``brain``)."""

__version__ = "0.1.0"
