"""Generated caches, which no fingerprint covers (docs/sources.md, "The format")."""

from __future__ import annotations

CACHE_NAMES = frozenset(
    {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".hypothesis", ".DS_Store"}
)
CACHE_SUFFIXES = (".egg-info",)


def is_cache(name: str) -> bool:
    return name in CACHE_NAMES or name.endswith(CACHE_SUFFIXES)
