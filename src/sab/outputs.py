"""Files a user names on the command line for sab to write (`--reward-file`, `--grade-file`).

Such a path may point anywhere, so it is checked before any work starts and written only through a
temporary sibling and a rename: an existing directory, device, FIFO or symbolic link is refused,
never replaced, and nothing beside the target is touched.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from sab.errors import SabError
from sab.jsonio import write_text_atomic


def check_output_target(target: Path, option: str) -> Path:
    """The absolute path to write for `option`; refuses what must not be replaced."""
    path = Path(os.path.abspath(target))
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise SabError(f"cannot use this path: {exc.strerror}", file=target, field=option) from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        kind = ("a directory" if stat.S_ISDIR(info.st_mode) else "a symbolic link" if stat.S_ISLNK(info.st_mode)
                else "not a regular file")
        raise SabError(f"the path exists and is {kind}; sab only replaces a regular file", file=target, field=option,
                       fix="name a new file or an existing regular file")
    parent = path.parent
    while not parent.exists() and not parent.is_symlink():
        parent = parent.parent
    if not parent.is_dir():
        raise SabError(f"{parent} is not a directory", file=target, field=option, fix="name a file in a directory")
    return path


def publish_output(text: str, target: Path, option: str) -> Path:
    """Write `text` to the checked `target` atomically; any failure is one SabError."""
    path = check_output_target(target, option)
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        raise SabError(f"cannot write: {exc.strerror}", file=target, field=option) from None
    return path
