"""The sandbox's read-only view of the host (src/sab/runners/sandbox.py).

The view holds the system's folders only, bound one by one: a candidate reads no stray copy of
graded material elsewhere on the host, and no run depends on what a container engine does beside
it (bubblewrap remounts read-only every mount below a folder it binds, and a container's layer
removed meanwhile failed the sandbox's start).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sab.runners.sandbox import Sandbox, detect, host_view


def test_host_view_holds_the_system_folders_only(tmp_path: Path) -> None:
    root = tmp_path / "root"
    for folder in ("usr/bin", "etc", "opt", "nix/store", "proc", "dev", "tmp", "run", "mnt", "media", "home/someone",
                   "srv", "work/project", "var/lib/docker", "var/tmp", "var/cache", "var/log"):
        (root / folder).mkdir(parents=True)
    (root / "bin").symlink_to("usr/bin")
    (root / "var/run").symlink_to("/run")
    (root / "references.json").write_text("")
    view = host_view(root)
    binds = [view[i + 2] for i, part in enumerate(view) if part == "--ro-bind"]
    links = {view[i + 2]: view[i + 1] for i, part in enumerate(view) if part == "--symlink"}
    assert binds == ["/etc", "/nix", "/opt", "/usr", "/var/cache", "/var/log"]
    assert links == {"/bin": "usr/bin", "/var/run": "/run"}
    # /var is made, readable by the candidate's uid, before anything is bound in it
    made = view.index("--dir")
    assert view[made - 2:made + 2] == ["--perms", "0755", "--dir", "/var"] and view.count("--dir") == 1
    assert made < view.index("/var/cache")
    for i, part in enumerate(view):
        if part == "--ro-bind":
            assert view[i + 1] == str(root) + view[i + 2]


def test_host_view_with_var_a_link_keeps_the_link(tmp_path: Path) -> None:
    (tmp_path / "usr/var").mkdir(parents=True)
    (tmp_path / "var").symlink_to("usr/var")
    assert host_view(tmp_path) == ["--ro-bind", str(tmp_path / "usr"), "/usr", "--symlink", "usr/var", "/var"]


def test_an_interpreter_in_a_left_out_folder_is_bound_back(monkeypatch, tmp_path: Path) -> None:
    """sab's interpreter (its numpy serves run.sh) stays reachable wherever it lives."""
    import sab.runners.sandbox as sandbox_module

    monkeypatch.setattr(sandbox_module, "_interpreter_dirs",
                        lambda: [Path("/home/u/py"), Path("/usr"), Path("/var/lib/env"), Path("/srv/py")])
    script = Sandbox("bubblewrap", "", "/usr/bin/bwrap").script([], tmp_path / "seccomp.bpf")
    assert "--perms 0755 --dir /home --perms 0755 --dir /home/u --ro-bind /home/u/py /home/u/py" in script
    assert "--perms 0755 --dir /var/lib --ro-bind /var/lib/env /var/lib/env" in script
    assert "--perms 0755 --dir /srv --ro-bind /srv/py /srv/py" in script
    assert "--ro-bind /usr /usr" in script and script.count("/usr /usr") == 1  # in the view already


def _bubblewrap() -> Sandbox:
    sandbox = detect()
    if sandbox.bwrap is None:
        pytest.skip(f"no sandbox on this machine: {sandbox.detail}")
    return sandbox


def _run_in_sandbox(sandbox: Sandbox, work: Path, command: list[str]) -> subprocess.CompletedProcess:
    """Runs `command` as test.sh runs a run.sh: through the generated script, in its sandbox."""
    out = work / "out"
    out.mkdir(parents=True)
    env = sandbox.environment(work, [])
    if sandbox.candidate_uid is not None:
        os.chown(out, sandbox.candidate_uid, sandbox.candidate_uid)
        os.chmod(work, 0o711)
    return subprocess.run([env["SAB_SANDBOX"], *command], capture_output=True, text=True, timeout=60,
                          env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "OUT_DIR": str(out),
                               "SOURCE_DIR": str(work), "CHECK_DIR": str(work)})


def test_a_mount_under_var_lib_is_not_in_the_sandbox(tmp_path: Path) -> None:
    """The sandbox's mount table holds nothing from /var/lib: a container engine's layers live there."""
    sandbox = _bubblewrap()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("making a mount needs root")
    layer = Path("/var/lib") / f"sab-test-layer-{os.getpid()}"
    layer.mkdir()
    try:
        if subprocess.run(["mount", "-t", "tmpfs", "sab-test-layer", str(layer)], capture_output=True).returncode:
            pytest.skip("this machine cannot make a tmpfs mount")
        try:
            done = _run_in_sandbox(sandbox, tmp_path / "work", ["cat", "/proc/self/mountinfo"])
        finally:
            subprocess.run(["umount", str(layer)], check=True)
    finally:
        layer.rmdir()
    assert done.returncode == 0, done.stderr
    mount_points = [line.split()[4] for line in done.stdout.splitlines()]
    assert not [point for point in mount_points if point.startswith(("/var/lib", "/mnt", "/media", "/home"))]
    assert {point.split("/")[1] for point in mount_points} <= {"", "bin", "etc", "gnu", "lib", "lib32", "lib64", "libx32",
                                                              "nix", "opt", "sbin", "snap", "sys", "usr", "var", "dev",
                                                              "proc", "tmp", "run", "root", *Path(sys.prefix).parts[1:2],
                                                              *Path(sys.base_prefix).parts[1:2]}
    assert str(layer) not in done.stdout


def test_the_view_runs_programs_and_is_read_only(tmp_path: Path) -> None:
    sandbox = _bubblewrap()
    script = ('for place in /usr /etc /var/cache; do touch "$place/.sab-probe" 2>/dev/null && echo "wrote $place"; done; '
              'ls /var/lib 2>/dev/null && echo "sees /var/lib"; '
              'echo view-ok >"$OUT_DIR/ok"; readlink /bin')
    done = _run_in_sandbox(sandbox, tmp_path / "work", ["/bin/sh", "-c", script])
    assert done.returncode == 0, done.stderr
    assert "wrote" not in done.stdout and "sees /var/lib" not in done.stdout
    assert (tmp_path / "work/out/ok").read_text() == "view-ok\n"
    assert done.stdout.strip() == (os.readlink("/bin") if os.path.islink("/bin") else "")


def test_a_folder_outside_the_system_folders_is_not_in_the_view(tmp_path: Path) -> None:
    """A copy of graded material anywhere else on the host (here a new top-level folder) is unreadable."""
    sandbox = _bubblewrap()
    if os.geteuid() != 0:
        pytest.skip("making a folder at the top of the host needs root")
    stray = Path(f"/sab-test-stray-{os.getpid()}")
    stray.mkdir(mode=0o755)
    try:
        (stray / "reference.txt").write_text("graded material\n")
        (stray / "reference.txt").chmod(0o644)
        done = _run_in_sandbox(sandbox, tmp_path / "work",
                               ["/bin/sh", "-c", f"cat {stray}/reference.txt; ls /; echo listed"])
    finally:
        shutil.rmtree(stray)
    assert done.returncode == 0, done.stderr
    assert "graded material" not in done.stdout and stray.name not in done.stdout and "listed" in done.stdout
