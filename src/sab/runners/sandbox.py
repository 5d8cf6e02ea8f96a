"""The sandbox every run.sh runs in under the local runner (docs/threat-model.md).

A run.sh builds and runs the candidate's code, so everything it starts is hostile. It runs under
bubblewrap (Debian's `bubblewrap`): its own user, mount, network, PID, IPC and UTS namespaces, no
capabilities, a new session, killed with its driver; a read-only view of the host's system
folders only (SYSTEM_FOLDERS), in which the places that hold grading material or reach services
are replaced by empty private folders (the repository, /tmp, /var/tmp, /run, the run's other
output folders), and only these paths bound back: the check's folder, the source and the run's
`$INPUT_DIR`, read-only, the check's `$OUT_DIR`, writable, and its `$BUILD_DIR`, writable to the
build step (`run.sh build`) alone. When sab runs as root the sandbox also drops to an
unprivileged uid first (`setpriv`), so even a file the view exposes by mistake is protected by
ordinary permissions.

test.sh calls the sandbox through `$SAB_SANDBOX` (a small generated script) and
`$SAB_CANDIDATE_UID`; without bubblewrap the runner says so and runs unsandboxed.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

# The uid and gid a candidate runs as when sab runs as root: Debian's `nobody`.
CANDIDATE_UID = 65534

# Folders hidden behind an empty tmpfs: earlier runs and their references (/tmp, /var/tmp), and
# the filesystem sockets of host services (/run). The caller's home is hidden too.
HIDDEN_SYSTEM_DIRS = ("/tmp", "/var/tmp", "/run")

# The sandbox's read-only view of the host holds the system's folders only: programs, libraries,
# configuration, and the immutable stores of Nix, Guix and snap. Everything else is absent: other
# folders at the top (a stray copy of graded material, other projects), home folders, /mnt and
# /media, and in /var its state (/var/lib, where container engines keep their layers) and /var/tmp.
# bubblewrap remounts every mount below a folder it binds read-only, and a mount that disappears
# meanwhile (a container's layer) fails the sandbox's start ("Unable to apply mount flags").
SYSTEM_FOLDERS = frozenset({"bin", "etc", "gnu", "lib", "lib32", "lib64", "libx32", "nix", "opt", "sbin", "snap",
                            "sys", "usr"})
# /var is bound entry by entry, without these.
VAR_LEFT_OUT = frozenset({"lib", "tmp"})

# Where the check's three folders appear inside the sandbox: fixed paths in the private /tmp, since
# the host paths may lie below folders the candidate's uid cannot enter (and nothing graded may
# depend on them).
MOUNTS = "/tmp/sab"

# As root, bwrap makes the namespaces and mounts with root's rights and setpriv then drops to the
# candidate's uid inside, keeping no capability; otherwise a user namespace does both.
_AS_ROOT = ("--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
            "--die-with-parent", "--new-session",
            "--cap-drop", "ALL", "--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID", "--cap-add", "CAP_SETPCAP")
_AS_USER = ("--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL")

# System calls denied (EPERM) inside the sandbox: reaching into another process of the same uid
# (a process left by the build taking run.sh's timing descriptor or memory), and the kernel
# keyring, which outlives the sandbox and is shared by every process of the uid.
DENIED_SYSCALLS = ("ptrace", "process_vm_readv", "process_vm_writev", "pidfd_getfd",
                   "add_key", "keyctl", "request_key")
SECCOMP_FD = 5


@dataclass(frozen=True)
class Sandbox:
    name: str  # "bubblewrap", "docker" (the container is the sandbox) or "none"
    detail: str
    bwrap: str | None = None

    @property
    def available(self) -> bool:
        return self.name != "none"

    @property
    def candidate_uid(self) -> int | None:
        """The uid run.sh drops to, when sab can change uid (it runs as root)."""
        return CANDIDATE_UID if os.geteuid() == 0 and shutil.which("setpriv") else None

    def environment(self, work: Path, hidden: list[Path], readable: list[Path] = ()) -> dict[str, str]:
        """test.sh's variables that put every run.sh of a stage in this sandbox.

        `work` receives the generated script; `hidden` lists folders (the repository, the
        stage, the output root) whose contents run.sh must not see; `readable` lists folders
        run.sh reads even where they lie in a hidden one (the leaf's own Python environment).
        """
        env = {}
        if self.bwrap is not None:
            # Without a sandbox the uid is not given: test.sh would end every process of it after
            # each check, and under this runner the checks of a stage run side by side.
            uid = self.candidate_uid
            if uid is not None:
                env["SAB_CANDIDATE_UID"] = str(uid)
            write_seccomp_filter(work / "seccomp.bpf")
            script = work / "sandbox"
            script.write_text(self.script(hidden, work / "seccomp.bpf", readable))
            script.chmod(0o755)
            env["SAB_SANDBOX"] = str(script)
        return env

    def script(self, hidden: list[Path], seccomp: Path, readable: list[Path] = ()) -> str:
        """The wrapper test.sh runs run.sh through: bwrap with the check's three paths bound.

        The output root (the parent of `$OUT_DIR`, holding the other checks' results) is hidden
        too; the interpreter sab runs with is bound back, since its numpy serves run.sh and it may
        live inside a hidden folder (a virtual environment in the repository, a Python build in
        the caller's home).
        """
        assert self.bwrap is not None
        uid = self.candidate_uid
        hide = [*HIDDEN_SYSTEM_DIRS, str(Path.home()), *(str(path) for path in hidden)]
        arguments = [self.bwrap, *(_AS_ROOT if uid is not None else _AS_USER),
                     *host_view(), "--dev", "/dev", "--proc", "/proc"]
        for directory in hide:
            if os.path.isdir(directory) and not os.path.islink(directory):
                # the private /tmp and /var/tmp are everyone's, as on the host
                arguments += (["--perms", "1777"] if directory in ("/tmp", "/var/tmp") else []) + ["--tmpfs", directory]
        rebind = []
        hidden_paths = [Path(h) for h in hide]
        for directory in sorted({*_interpreter_dirs(), *(Path(path).resolve() for path in readable)}):
            if not any(_inside(directory, h) for h in hidden_paths) and in_view(directory):
                continue
            # bwrap would make the folders the view lacks (below an empty private folder, or
            # outside the view) readable by root alone.
            missing = [p for p in reversed(directory.parents)
                       if any(_inside(p, h) and p != h for h in hidden_paths) or (p != Path("/") and not in_view(p))]
            rebind += [part for p in missing for part in ("--perms", "0755", "--dir", str(p))]
            rebind += ["--ro-bind", str(directory), str(directory)]
        # By absolute path: the PATH run.sh gets may lead with a leaf's own environment.
        drop = ([shutil.which("setpriv") or "/usr/bin/setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--no-new-privs",
                 "--inh-caps=-all", "--bounding-set=-all", "--"] if uid is not None else [])

        def line(parts: list[str]) -> str:
            return "  " + " ".join(shlex.quote(part) for part in parts) + " \\\n" if parts else ""

        return (
            "#!/bin/sh\n"
            "# Written by sab for one run: runs \"$@\" (a check's run.sh) in its sandbox.\n"
            # The check keeps its place in tests/ so that $CHECK_DIR/../../harness, the leaf's
            # shared harness, resolves to a read-only copy, never to the sandbox's writable /tmp.
            f'check="{MOUNTS}/tests/checks/${{CHECK_DIR##*/}}"\n'
            # A build step (run.sh build, whose OUT_DIR is its BUILD_DIR) writes its build; every
            # run step reads it, and its INPUT_DIR, and may change neither.
            'build_rw=/nonexistent build_ro="${BUILD_DIR:-/nonexistent}"\n'
            'if [ "${BUILD_DIR:-}" = "$OUT_DIR" ]; then build_rw="$OUT_DIR" build_ro=/nonexistent; fi\n'
            f"exec {line(arguments).lstrip()}"
            '  --tmpfs "${OUT_DIR%/*}" \\\n'
            f"{line(rebind)}"
            f'  --perms 0755 --dir {MOUNTS} --ro-bind "$SOURCE_DIR" {MOUNTS}/source \\\n'
            f'  --perms 0755 --dir {MOUNTS}/tests/checks --ro-bind "$CHECK_DIR" "$check" \\\n'
            f'  --ro-bind-try "$CHECK_DIR/../../harness" {MOUNTS}/tests/harness \\\n'
            f'  --bind "$OUT_DIR" {MOUNTS}/out \\\n'
            f'  --ro-bind-try "${{INPUT_DIR:-/nonexistent}}" {MOUNTS}/input \\\n'
            f'  --bind-try "$build_rw" {MOUNTS}/build --ro-bind-try "$build_ro" {MOUNTS}/build \\\n'
            f'  --setenv SOURCE_DIR {MOUNTS}/source --setenv CHECK_DIR "$check" --setenv OUT_DIR {MOUNTS}/out \\\n'
            f'  --setenv BUILD_DIR {MOUNTS}/build --setenv INPUT_DIR {MOUNTS}/input \\\n'
            "  --setenv HOME /tmp --setenv TMPDIR /tmp --chdir /tmp \\\n"
            f"  --seccomp {SECCOMP_FD} -- \\\n"
            f'{line(drop)}  "$@" {SECCOMP_FD}<{shlex.quote(str(seccomp))}\n'
        )


def in_view(path: Path) -> bool:
    """Whether an absolute path is in the sandbox's view of the host (before the hidden folders)."""
    parts = path.parts[1:]
    if not parts:
        return True
    if parts[0] == "var":
        return len(parts) == 1 or parts[1] not in VAR_LEFT_OUT
    return parts[0] in SYSTEM_FOLDERS


def host_view(root: Path = Path("/")) -> list[str]:
    """bwrap's arguments for the read-only view of the host: each system folder bound on its own,
    a real /var entry by entry. Symbolic links (merged /usr's /bin and /lib) are made again as
    links, so they resolve as on the host."""
    arguments: list[str] = []
    var = root / "var"
    split_var = var.is_dir() and not var.is_symlink()
    for folder in (Path("/"), Path("/var")) if split_var else (Path("/"),):
        try:
            entries = sorted(os.scandir(root / folder.relative_to("/")), key=lambda entry: entry.name)
        except OSError:
            continue
        for entry in entries:
            inside = folder / entry.name
            if inside == Path("/var") and split_var:
                arguments += ["--perms", "0755", "--dir", "/var"]
            elif not in_view(inside):
                continue
            elif entry.is_symlink():
                arguments += ["--symlink", os.readlink(entry.path), str(inside)]
            else:
                arguments += ["--ro-bind", entry.path, str(inside)]
    return arguments


def write_seccomp_filter(path: Path) -> None:
    """The compiled filter bwrap loads (`--seccomp`): DENIED_SYSCALLS fail with EPERM."""
    import errno

    import pyseccomp as seccomp

    rules = seccomp.SyscallFilter(defaction=seccomp.ALLOW)
    for name in DENIED_SYSCALLS:
        rules.add_rule(seccomp.ERRNO(errno.EPERM), name)
    with open(path, "wb") as handle:
        rules.export_bpf(handle)


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def _interpreter_dirs() -> list[Path]:
    return sorted({Path(sys.prefix).resolve(), Path(sys.base_prefix).resolve()})


@lru_cache(maxsize=1)
def detect() -> Sandbox:
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        return Sandbox("none", "bubblewrap is not installed (Debian package bubblewrap): run.sh runs unsandboxed, "
                               "with network access and the host's file system")
    with tempfile.TemporaryDirectory(prefix="sab-sandbox-probe-") as probe:
        sandbox = Sandbox("bubblewrap", "", bwrap)
        out = Path(probe) / "out"
        out.mkdir()
        try:
            env = sandbox.environment(Path(probe), [])
        except (ImportError, OSError, RuntimeError) as exc:
            return Sandbox("none", f"the sandbox's system-call filter cannot be built (libseccomp: {exc}): "
                                   "run.sh runs unsandboxed")
        command = [env["SAB_SANDBOX"], "sh", "-c", 'touch "$OUT_DIR/ok" && ! touch /usr/.sab-probe 2>/dev/null']
        uid = sandbox.candidate_uid
        if uid is not None:
            os.chown(out, uid, uid)
            os.chmod(probe, 0o711)
        try:
            done = subprocess.run(command, env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "OUT_DIR": str(out),
                                                "SOURCE_DIR": probe, "CHECK_DIR": probe},
                                  capture_output=True, text=True, timeout=30)
        except (OSError, subprocess.TimeoutExpired) as exc:
            return Sandbox("none", f"bubblewrap could not start a sandbox ({exc}): run.sh runs unsandboxed")
        if done.returncode != 0 or not (out / "ok").exists():
            reason = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"exit {done.returncode}"
            return Sandbox("none", f"bubblewrap could not start a sandbox on this machine ({reason}); "
                                   "user namespaces may be disabled: run.sh runs unsandboxed")
    who = f"uid {CANDIDATE_UID}, " if sandbox.candidate_uid is not None else ""
    return Sandbox("bubblewrap", f"bubblewrap: {who}no capabilities, no network, read-only host, private /tmp, "
                                 "no ptrace or keyring", bwrap)
