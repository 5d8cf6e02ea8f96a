#!/usr/bin/env python3
"""Stage a leaf's Docker build context: exactly the leaf and code/<source>/, nothing else.

    scripts/stage-task-source.py tasks/<codebase>/<module> OUT_DIR

OUT_DIR (new or empty) then holds tasks/<codebase>/<module>/ and code/<source>/, and the leaf's
images build from it, e.g.

    docker build -f OUT_DIR/tasks/<codebase>/<module>/tests/Dockerfile OUT_DIR

Prints the context's content digest. The work is sab.stage.stage_context (see its docstring
for what is left out and what is refused); exit 2 with one `error:` line when staging refuses.
"""

import sys
from pathlib import Path

try:
    import sab  # noqa: F401
except ImportError:  # run from a checkout without sab installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))


def main(argv: list[str]) -> int:
    from sab.errors import SabError
    from sab.leaf import Leaf
    from sab.stage import stage_context

    if len(argv) != 2 or argv[0] in ("-h", "--help"):
        sys.stderr.write(__doc__.split("\n\n")[1] + "\n")
        return 2
    try:
        context = stage_context(Leaf.at(argv[0]), Path(argv[1]).resolve())
    except SabError as exc:
        sys.stderr.write(f"error: {exc}\n")
        return exc.exit_code
    print(f"staged {context.leaf_path}/ and {context.source_path}/ in {context.root}")
    print(f"digest {context.digest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
