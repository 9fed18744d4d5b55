"""Source files: the size limit, the language of a file by its extension (``detect_language``, ``PARSED``,
``is_source_file``), a code page's slug, reading a file (``read_code_file``) and :class:`CodeParseError`."""

from __future__ import annotations

import hashlib
import os

MAX_CODE_BYTES = 2 * 1024 * 1024


# extension -> language (spec 8.1 detectCodeLanguage); only PARSED languages are imported as code pages
_EXT_LANG = {
    ".tsx": "tsx", ".ts": "typescript", ".mts": "typescript", ".cts": "typescript",
    ".js": "javascript", ".jsx": "javascript", ".mjs": "javascript", ".cjs": "javascript",
    ".py": "python", ".rb": "ruby", ".go": "go", ".rs": "rust", ".java": "java", ".cs": "c_sharp",
    ".cpp": "cpp", ".cc": "cpp", ".cxx": "cpp", ".hpp": "cpp", ".hxx": "cpp", ".hh": "cpp", ".c": "c", ".h": "c",
    ".php": "php", ".swift": "swift", ".kt": "kotlin", ".kts": "kotlin", ".scala": "scala", ".sc": "scala",
    ".lua": "lua", ".ex": "elixir", ".exs": "elixir", ".elm": "elm", ".ml": "ocaml", ".mli": "ocaml",
    ".dart": "dart", ".zig": "zig", ".sol": "solidity", ".sh": "bash", ".bash": "bash", ".css": "css",
    ".html": "html", ".htm": "html", ".astro": "html", ".svelte": "html", ".vue": "vue", ".json": "json",
    ".yaml": "yaml", ".yml": "yaml", ".toml": "toml", ".sql": "sql",
}
PARSED = ("python", "typescript", "tsx", "javascript", "go", "rust")
_DISPLAY = {"python": "Python", "typescript": "TypeScript", "tsx": "TSX", "javascript": "JavaScript", "go": "Go",
            "rust": "Rust", "ruby": "Ruby", "c_sharp": "C#", "kotlin": "Kotlin"}


class CodeParseError(ValueError):
    """A source file that cannot be read or parsed: the import records it and goes on."""

    def __init__(self, message: str, path: str | None = None):
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path


def detect_language(path: str) -> str | None:
    """The language of a file by its extension (case-insensitive), or None."""
    return _EXT_LANG.get(os.path.splitext(path)[1].lower())


def is_source_file(path: str) -> bool:
    """A file pgbrain imports as a code page (a language it can parse)."""
    return detect_language(path) in PARSED


def code_slug(path: str) -> str:
    """A code page's flat slug (spec 3.3): src/core/chunkers/code.ts -> src-core-chunkers-code-ts; a u in front
    of one that would start with _ . or - (a slug starts with a letter or digit)."""
    from ..slugs import slugify_code_path

    # a slug starts with a letter or digit (brain.check_slug): _core/umath.py -> u_core-umath-py (stripping the
    # _ would collide with core/umath.py, which numpy also has)
    slug = slugify_code_path(path)
    return "u" + slug if slug and not slug[0].isalnum() else slug


def read_code_file(path: str | os.PathLike, rel: str) -> tuple[str, str]:
    """(text, sha256 of the bytes) of a source file; CodeParseError when it is not UTF-8 or too large."""
    with open(path, "rb") as fh:
        data = fh.read(MAX_CODE_BYTES + 1)
    if len(data) > MAX_CODE_BYTES:
        raise CodeParseError(f"the file is larger than {MAX_CODE_BYTES} bytes", path=rel)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CodeParseError(f"not UTF-8 (byte {exc.start})", path=rel) from exc
    if "\x00" in text:
        raise CodeParseError("the file holds NUL bytes (binary?)", path=rel)
    return text, hashlib.sha256(data).hexdigest()
