"""Temporary work folders, and the read-only copies sab stages in them for runs and grading."""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

# A staged copy is root's when sab runs as root: a set-uid bit kept from a candidate's file would
# make it a set-uid-root program on the host.
_SPECIAL_BITS = stat.S_ISUID | stat.S_ISGID | stat.S_ISVTX


def make_read_only(root: Path) -> None:
    """Nobody may write the staged tree; everyone (the sandbox's uid) may read it; no file keeps
    a set-uid, set-gid or sticky bit."""
    for dirpath, _dirnames, filenames in os.walk(root):
        for name in filenames:
            path = Path(dirpath) / name
            if not path.is_symlink():
                path.chmod((path.stat().st_mode | 0o444) & ~0o222 & ~_SPECIAL_BITS)
        Path(dirpath).chmod((Path(dirpath).stat().st_mode | 0o555) & ~0o222 & ~_SPECIAL_BITS)


def make_writable(root: Path) -> None:
    for dirpath, _dirnames, filenames in os.walk(root):
        Path(dirpath).chmod(Path(dirpath).stat().st_mode | 0o700)
        for name in filenames:
            path = Path(dirpath) / name
            if not path.is_symlink():
                path.chmod(path.stat().st_mode | 0o600)


@contextmanager
def scratch(prefix: str) -> Iterator[Path]:
    """A new temporary folder, removed afterwards even where staging made parts of it read-only."""
    work = Path(tempfile.mkdtemp(prefix=prefix))
    try:
        yield work
    finally:
        make_writable(work)
        shutil.rmtree(work, ignore_errors=True)
