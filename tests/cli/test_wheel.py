"""The wheel works without the checkout (issue 20): it carries every module, every sql/ file and every migration
(with SHA256SUMS), and installed into a fresh virtual environment outside the repository it installs a brain
(`pgbrain db upgrade`), imports pages, searches, writes the schema script and serves MCP.

The new environment gets the wheel alone (pip --no-deps); its dependencies come from the project's venv through a
.pth file (a path, not the venv's own .pth files: the checkout's editable install stays out of sight), which keeps
the test fast and offline. The build itself is `pip wheel .` with the build isolation pyproject.toml asks for."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import anyio
import pytest

from conftest import create_db, drop_db

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    (found,) = out.glob("pgbrain-*.whl")
    return found


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    where = tmp_path_factory.mktemp("venv") / "v"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True)
    site = Path(subprocess.run([str(where / "bin" / "python"), "-c",
                                "import sysconfig; print(sysconfig.get_path('purelib'))"],
                               capture_output=True, text=True, check=True).stdout.strip())
    (site / "project_deps.pth").write_text(sysconfig.get_path("purelib") + "\n" + sysconfig.get_path("platlib") + "\n")
    proc = subprocess.run([sys.executable, "-m", "pip", "--python", str(where / "bin" / "python"), "install", "-q",
                           "--no-deps", "--no-index", str(wheel)], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    return where


def test_the_wheel_carries_every_module_sql_file_and_migration(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in (ROOT / "python" / "pgbrain").rglob("*.py"):
        assert f"pgbrain/{path.relative_to(ROOT / 'python' / 'pgbrain').as_posix()}" in names, path
    for path in (ROOT / "sql").rglob("*.sql"):
        assert f"pgbrain/_sql/{path.relative_to(ROOT / 'sql').as_posix()}" in names, path
    for path in (ROOT / "migrations").iterdir():
        if path.suffix == ".sql" or path.name == "SHA256SUMS":
            assert f"pgbrain/_migrations/{path.name}" in names, path
    # the landed migrations in the wheel are the ones SHA256SUMS names
    with zipfile.ZipFile(wheel) as z:
        sums = dict(reversed(line.split(maxsplit=1)) for line in
                    z.read("pgbrain/_migrations/SHA256SUMS").decode().splitlines() if line.strip())
        for name, digest in sums.items():
            assert hashlib.sha256(z.read(f"pgbrain/_migrations/{name.lstrip('*')}")).hexdigest() == digest, name


def _run(venv: Path, *args: str, cwd: Path, dsn: str, timeout: int = 600) -> subprocess.CompletedProcess:
    env = {"PATH": f"{venv / 'bin'}:{os.environ.get('PATH', '')}", "PGBRAIN_DSN": dsn, "PGBRAIN_EMBEDDING": "none",
           "HOME": str(cwd)}
    return subprocess.run([str(venv / "bin" / "pgbrain"), *args], capture_output=True, text=True, cwd=cwd, env=env,
                          timeout=timeout)


def test_the_installed_wheel_works_outside_the_checkout(venv, admin_dsn, db_prefix, tmp_path):
    work = tmp_path / "elsewhere"
    work.mkdir()
    # the package it runs is the installed one, and it finds its SQL inside itself
    where = subprocess.run([str(venv / "bin" / "python"), "-c",
                            "import pgbrain, pgbrain.install as i; print(pgbrain.__file__); print(i.SQL_DIR); "
                            "print(i.MIGRATIONS_DIR)"],
                           capture_output=True, text=True, cwd=work, env={"PATH": os.environ.get("PATH", "")})
    assert where.returncode == 0, where.stderr
    module, sql_dir, mig_dir = where.stdout.split()
    for p in (module, sql_dir, mig_dir):
        assert str(venv) in p and str(ROOT) not in p, p
    shutil.copytree(ROOT / "docs" / "sample-brain", work / "brain")
    name = f"{db_prefix}_wheel"
    dsn = create_db(admin_dsn, name)
    try:
        up = _run(venv, "db", "upgrade", cwd=work, dsn=dsn)
        assert up.returncode == 0, up.stderr
        assert "migrations applied: " in up.stdout and "none pending" not in up.stdout
        imp = _run(venv, "import", "brain", "--no-embed", "--json", cwd=work, dsn=dsn)
        assert imp.returncode == 0, imp.stderr
        summary = json.loads(imp.stdout)
        assert summary["new"] > 10 and summary["failed"] == 0 and summary["links_added"] > 10
        found = _run(venv, "search", "Acme", "--json", cwd=work, dsn=dsn)
        assert found.returncode == 0, found.stderr
        assert json.loads(found.stdout), "search found nothing in the sample brain"
        script = _run(venv, "db", "sql", "-o", "pgbrain.sql", cwd=work, dsn=dsn)
        assert script.returncode == 0, script.stderr
        assert (work / "pgbrain.sql").stat().st_size > 100_000

        # serve: the official MCP client over stdio, against the installed command
        from mcp import Client, StdioServerParameters

        async def main():
            params = StdioServerParameters(command=str(venv / "bin" / "pgbrain"), args=["serve", "--source", "default"],
                                           env={"PGBRAIN_DSN": dsn, "PGBRAIN_EMBEDDING": "none",
                                                "PATH": os.environ.get("PATH", "")}, cwd=str(work))
            async with Client(params, read_timeout_seconds=60) as client:
                tools = {t.name for t in (await client.list_tools()).tools}
                page = await client.call_tool("get_page", {"slug": "companies/acme-labs"})
                return tools, page

        tools, page = anyio.run(main)
        assert {"search", "get_page", "put_page"} <= tools
        assert not page.is_error and "Acme" in str(page.content)
    finally:
        drop_db(admin_dsn, name)
