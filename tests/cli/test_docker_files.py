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
