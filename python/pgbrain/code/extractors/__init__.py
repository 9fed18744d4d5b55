"""One extractor per language family over a shared base (``base.Extractor``), and the registry that picks a
file's: python, typescript (TypeScript, TSX and JavaScript), go, rust. A new family is a module with a
subclass that sets ``TOP`` and overrides the hooks where its language differs, and a line here."""

from __future__ import annotations

from .base import Extractor
from .go import GoExtractor
from .python import PythonExtractor
from .rust import RustExtractor
from .typescript import TypeScriptExtractor

# language (files.PARSED) -> its family's extractor
EXTRACTORS: dict[str, type[Extractor]] = {
    "python": PythonExtractor,
    "typescript": TypeScriptExtractor,
    "tsx": TypeScriptExtractor,
    "javascript": TypeScriptExtractor,   # JavaScript has no type nodes: its query (treesitter) differs, not its walk
    "go": GoExtractor,
    "rust": RustExtractor,
}

__all__ = ["EXTRACTORS", "Extractor", "GoExtractor", "PythonExtractor", "RustExtractor", "TypeScriptExtractor"]
