"""`make demo` (`python -m sab.demo`): the README's demo, run on a scratch copy of the repository so
the working tree is left exactly as it was.

Self-validation writes its evidence into the leaf (each rubric's `evidence`, the record
`comment/pipeline/self-validation.json`) and `sab registry` rewrites `registry/index.json` from
it: timestamps, run times, the host's platform and flags such as SLOW. Run in place, the demo
would leave those tracked files modified. Instead the demo:

1. makes the scratch copy, `.demo/` under the repository by default (ignored by git), or DIR:
   a `git clone` of the repository's HEAD (so the registry's pins read the same history), with
   every file that differs from HEAD in the working tree (modified, deleted, untracked but not
   ignored) carried over, so the demo runs on what you see; a tree that is not a git checkout is
   copied instead;
2. runs the steps there, with this interpreter's sab: `sab validate-harbor --all tasks`, `sab
   selfcheck LEAF`, `sab registry`, stopping at the first that fails, as make does;
3. says where the evidence lives and what the run changed in the copy (`git status` there);
4. checks that the repository's own `git status` is what it was before (and every change in it
   byte for byte), and fails if not.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

DEFAULT_LEAF = "tasks/heat1d/solver"
SKIP_COPY = frozenset({".git", ".venv", ".demo", "__pycache__", ".pytest_cache", ".benchmarks", "build"})


def default_steps(leaf: str) -> list[list[str]]:
    sab = [sys.executable, "-m", "sab"]
    return [[*sab, "validate-harbor", "--all", "tasks"], [*sab, "selfcheck", leaf], [*sab, "registry"]]


def _git(repo: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, check=check, timeout=600)


def is_checkout(repo: Path) -> bool:
    done = subprocess.run(["git", "-C", str(repo), "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    return done.returncode == 0 and Path(done.stdout.strip()).resolve() == repo.resolve()


def status(repo: Path) -> str:
    """The working tree's state as git sees it: `git status --porcelain` with untracked files one
    by one, and a digest of every change (`git diff HEAD` and the untracked files' contents), so an
    edit to a file that was already modified counts too."""
    listing = _git(repo, "status", "--porcelain=v1", "--untracked-files=all", "-z").stdout
    digest = hashlib.sha256(subprocess.run(["git", "-C", str(repo), "diff", "--binary", "HEAD"], capture_output=True,
                                           check=True, timeout=600).stdout)
    for rel in sorted(p for p in _git(repo, "ls-files", "-z", "--others", "--exclude-standard").stdout.split("\0") if p):
        path = repo / rel
        digest.update(rel.encode() + b"\0" + (os.readlink(path).encode() if path.is_symlink() else path.read_bytes()))
    return listing + digest.hexdigest()


def _refuse_inside(scratch: Path, repo: Path) -> None:
    scratch, repo = scratch.resolve(), repo.resolve()
    if scratch == repo or repo.is_relative_to(scratch):
        raise SystemExit(f"error: the demo's scratch directory {scratch} would hold the repository itself; choose another DIR")
    if scratch.is_relative_to(repo) and scratch.relative_to(repo).parts[0] != ".demo":
        raise SystemExit(f"error: a scratch directory inside the repository must be .demo/ (ignored by git), not {scratch}")


def make_scratch(repo: Path, scratch: Path) -> list[str]:
    """A fresh copy of the repository at `scratch`; returns the working-tree changes carried over."""
    _refuse_inside(scratch, repo)
    if scratch.exists() or scratch.is_symlink():
        if scratch.is_symlink() or not scratch.is_dir():
            raise SystemExit(f"error: {scratch} exists and is not a directory; remove it or choose another DIR")
        shutil.rmtree(scratch)
    scratch.parent.mkdir(parents=True, exist_ok=True)
    if not is_checkout(repo):
        top = str(repo)
        shutil.copytree(repo, scratch, symlinks=True,
                        ignore=lambda folder, names: [n for n in names if n in SKIP_COPY and (folder == top or n != "build")])
        return []
    subprocess.run(["git", "clone", "--quiet", "--no-local", "--", str(repo), str(scratch)], check=True,
                   capture_output=True, text=True, timeout=600)
    changed = [p for p in _git(repo, "diff", "--name-only", "-z", "--no-renames", "HEAD").stdout.split("\0") if p]
    changed += [p for p in _git(repo, "ls-files", "-z", "--others", "--exclude-standard").stdout.split("\0") if p]
    for rel in sorted(set(changed)):
        source, target = repo / rel, scratch / rel
        if target.is_symlink() or target.is_file():
            target.unlink()
        if source.is_symlink():
            target.parent.mkdir(parents=True, exist_ok=True)
            os.symlink(os.readlink(source), target)
        elif source.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    return sorted(set(changed))


def run_demo(repo: Path, scratch: Path, steps: list[list[str]], out=sys.stdout) -> int:
    """Run `steps` in a scratch copy of `repo`; 0 when every step passed and `repo` is unchanged."""
    repo = repo.resolve()
    scratch = scratch if scratch.is_absolute() else repo / scratch
    checkout = is_checkout(repo)
    before = status(repo) if checkout else None
    carried = make_scratch(repo, scratch)
    shown = scratch.relative_to(repo).as_posix() if scratch.resolve().is_relative_to(repo) else str(scratch)
    print(f"demo: running on a scratch copy of this repository at {shown}/"
          + (f" (HEAD plus {len(carried)} changed or untracked files of the working tree)" if carried else ""), file=out, flush=True)
    code = 0
    for step in steps:
        print(f"demo: $ {' '.join(step[2:] if step[:2] == [sys.executable, '-m'] else step)}", file=out, flush=True)
        stream = out is sys.stdout  # a person watching: the step writes straight to the terminal
        done = subprocess.run(step, cwd=scratch, stdout=None if stream else subprocess.PIPE,
                              stderr=None if stream else subprocess.STDOUT, text=True)
        if done.stdout:
            out.write(done.stdout)
        if done.returncode != 0:
            code = done.returncode
            print(f"demo: that step exited {code}; the steps after it were not run", file=out)
            break
    print(f"demo: the evidence is in {shown}/: each check's rubric.json (\"evidence\"), "
          f"the leaf's comment/pipeline/self-validation.json, and registry/index.json", file=out)
    if is_checkout(scratch):
        changes = [line for line in _git(scratch, "status", "--short").stdout.splitlines() if line.strip()]
        print(f"demo: what the run changed there (`git -C {shown} status`):", file=out)
        for line in changes or ["(nothing)"]:
            print(f"  {line}", file=out)
    if checkout:
        after = status(repo)
        if after != before:
            print("demo: error: the repository's own git status changed during the demo", file=out)
            return code or 1
        print("demo: this working tree is unchanged (git status as before)", file=out)
    return code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sab.demo", description=__doc__.split("\n\n")[0])
    parser.add_argument("--repo", default=".", help="the repository (default: the current directory)")
    parser.add_argument("--dir", default=".demo", help="the scratch copy, recreated each run (default: .demo/ in the repository)")
    parser.add_argument("--leaf", default=DEFAULT_LEAF, help=f"the leaf to self-validate (default: {DEFAULT_LEAF})")
    args = parser.parse_args(argv)
    return run_demo(Path(args.repo), Path(args.dir), default_steps(args.leaf))


if __name__ == "__main__":
    sys.exit(main())
