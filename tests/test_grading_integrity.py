"""A hostile solver cannot read, write or forge what grades it (docs/threat-model.md).

Every test runs a real hostile candidate (tests/hostile.py: a copy of code/heat1d whose build or
program tries one trick) through the real drivers, and asserts the trick gets no reward and left
the repository as it was.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from conftest import copy_project, run_sab
from hostile import COPY_REFERENCE, HONEST_RUN, forge_validators, hostile_heat1d, steal_heat1d
from sab.fingerprint import tree_fingerprint
from sab.runners.sandbox import detect

LEAF = "tasks/heat1d/solver"

# Tried by a hostile build on every runner: each prints ESCAPED when it gets through.
ROOT_TRICKS = (
    'mount -o remount,rw "$SOURCE_DIR" 2>/dev/null && echo "ESCAPED: remounted the source writable"',
    'touch "$SOURCE_DIR/planted" 2>/dev/null && echo "ESCAPED: wrote the source"',
    'umount /proc 2>/dev/null && echo "ESCAPED: unmounted /proc"',
    'python3 -c "import socket; socket.create_connection((\'127.0.0.1\', 22), timeout=2)" 2>/dev/null '
    '&& echo "ESCAPED: opened a connection"',
    '[ "$(id -u)" = 0 ] && echo "ESCAPED: still root"',
    'grep -q "^CapEff:[[:space:]]*0*$" /proc/self/status || echo "ESCAPED: kept capabilities"',
    'grep -q "^CapPrm:[[:space:]]*0*$" /proc/self/status || echo "ESCAPED: kept permitted capabilities"',
)

# Reaching into run.sh (its timing descriptor) from a process of the build, and the kernel keyring.
PROCESS_TRICKS = (
    """python3 -c "
import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
pid = os.getppid()
while pid > 1 and b'run.sh' not in open(f'/proc/{pid}/cmdline', 'rb').read():
    pid = int(open(f'/proc/{pid}/stat').read().rsplit(')', 1)[1].split()[1])
pidfd = libc.syscall(434, pid, 0)
if pidfd >= 0 and libc.syscall(438, pidfd, 3, 0) >= 0:
    print('ESCAPED: took run.sh timing descriptor')
if libc.ptrace(0x4206, pid, 0, 0) == 0:  # PTRACE_SEIZE: the tracee is not stopped
    print('ESCAPED: attached to run.sh')
if libc.syscall(248, b'user', b'sab-key', b'x', 1, -4) > 0:
    print('ESCAPED: wrote the kernel keyring')
" """,
)

# A program that runs the module honestly, then prints the build marker, writes run.ok and leaves
# a process behind that keeps rewriting it.
FORGED_RECORD = (
    '{"check": "sine-decay", "ic": "nominal", "exit_status": 0, "elapsed_seconds": 1e-9, "build_seconds": 0}'
)
FORGE_TIMING = "\n".join([
    '"$0.real" "$@" || exit 1',
    "echo SAB_BUILD_SECONDS=0.123456",
    f"echo '{FORGED_RECORD}' > \"$2/run.ok\"",
    f"(setsid sh -c 'i=0; while [ $i -lt 300 ]; do echo '\\''{FORGED_RECORD}'\\'' > \"$0/run.ok\"; "
    "i=$((i+1)); sleep 0.02; done' \"$2\" </dev/null >/dev/null 2>&1 &)",
])

sandboxed = pytest.mark.skipif(not detect().bwrap, reason=f"no sandbox here: {detect().detail}")
as_root = pytest.mark.skipif(os.geteuid() != 0, reason="dropping to the candidate's uid needs root")


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A project copy with the nominal results of its untouched source under results/nominal."""
    # The core heat1d checks: the parser check grades the program's own messages, which every
    # wrapper trick below changes, and these tests are about what a trick can forge.
    repo = copy_project(tmp_path_factory.mktemp("integrity") / "project")
    run_sab("run", LEAF, "--ic", "nominal", "--out", "results/nominal", cwd=repo, check=True)
    return repo, repo / "results/nominal"


def run_candidate(repo: Path, source: Path, out: Path, *extra: str) -> dict:
    done = run_sab("run", LEAF, "--source", str(source), "--out", str(out), "--json", *extra, cwd=repo)
    assert done.returncode in (0, 1), done.stderr
    return json.loads(done.stdout)


def grade(repo: Path, reference: Path, candidate: Path, *extra: str) -> dict:
    done = run_sab("grade", LEAF, "--reference", str(reference), "--candidate", str(candidate), "--json", *extra,
                   cwd=repo)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def escapes(out: Path) -> list[str]:
    return [line for log in sorted(out.glob("*/run.log")) for line in log.read_text(errors="replace").splitlines()
            if line.startswith("ESCAPED")]


# -- the local runner ---------------------------------------------------------------------------


@sandboxed
def test_candidate_cannot_rewrite_the_repositorys_validators(project, tmp_path: Path) -> None:
    repo, nominal = project
    before = tree_fingerprint(repo / LEAF)
    # The build forges every validate.py of the real leaf; the program writes nothing at all.
    hostile = hostile_heat1d(tmp_path / "hostile", build=forge_validators(f"{repo / LEAF}/tests/checks/*/validate.py"),
                             run="exit 0")
    run_candidate(repo, hostile, tmp_path / "candidate")
    result = grade(repo, nominal, tmp_path / "candidate")
    assert tree_fingerprint(repo / LEAF) == before
    assert escapes(tmp_path / "candidate") == []
    assert result["reward"] == 0.0


@sandboxed
def test_candidate_cannot_read_earlier_reference_outputs(project, tmp_path: Path) -> None:
    repo, nominal = project
    copy = f'cp "{nominal}/$(basename "$2")"/* "$2"/ 2>/dev/null && echo "ESCAPED: read the reference"; exit 0'
    hostile = hostile_heat1d(tmp_path / "hostile", run=copy)
    run_candidate(repo, hostile, tmp_path / "candidate")
    assert escapes(tmp_path / "candidate") == []
    assert grade(repo, nominal, tmp_path / "candidate")["reward"] == 0.0


@sandboxed
def test_candidate_keeps_no_privilege_and_reaches_no_service(project, tmp_path: Path) -> None:
    """Root tricks and host services, tried at build time: none may succeed, all leave a trace."""
    repo, nominal = project
    service = tmp_path / "service.sock"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(service))
    server.listen(1)
    os.chmod(service, 0o777)
    accepted: list = []
    thread = threading.Thread(target=lambda: _accept(server, accepted), daemon=True)
    thread.start()
    tricks = "\n".join([
        *ROOT_TRICKS,
        *PROCESS_TRICKS,
        f'touch "{repo}/planted" 2>/dev/null && echo "ESCAPED: wrote the repository"',
        f'''python3 -c "import socket; s = socket.socket(socket.AF_UNIX); s.connect('{service}')" 2>/dev/null '''
        '&& echo "ESCAPED: reached a host service"',
    ])
    try:
        hostile = hostile_heat1d(tmp_path / "hostile", build=tricks)
        run = run_candidate(repo, hostile, tmp_path / "candidate")
    finally:
        server.close()
        thread.join(timeout=5)
    assert escapes(tmp_path / "candidate") == []
    assert accepted == [] and not (repo / "planted").exists()
    # The tricks failed quietly, and the module itself was still built and run honestly.
    assert all(check["ok"] for check in run["checks"].values())
    assert grade(repo, nominal, tmp_path / "candidate")["correctness"] == 1.0


def _accept(server: socket.socket, accepted: list) -> None:
    try:
        accepted.append(server.accept())
    except OSError:
        pass  # closed at the end of the test with nobody having connected


@sandboxed
def test_forged_timing_sets_nothing(project, tmp_path: Path) -> None:
    """A program that prints the build marker, writes run.ok and leaves a process rewriting it."""
    repo, nominal = project
    hostile = hostile_heat1d(tmp_path / "hostile", run=FORGE_TIMING)
    run_candidate(repo, hostile, tmp_path / "candidate")
    assert_timing_not_forged(repo, nominal, tmp_path / "candidate")


def assert_timing_not_forged(repo: Path, nominal: Path, candidate: Path, *extra: str) -> None:
    time.sleep(1.0)  # a process left behind would have rewritten run.ok by now
    record = json.loads((candidate / "sine-decay/run.ok").read_text())
    assert record["build_seconds"] != pytest.approx(0.123456)
    assert record["elapsed_seconds"] > 1e-3
    assert record["build_seconds"] <= record["elapsed_seconds"]
    result = grade(repo, nominal, candidate, *extra)
    assert result["correctness"] == 1.0
    assert result["speed"]["speedup"] < 20
    assert result["speed"]["repeats"] == {"reference": 1, "candidate": 1}  # untimed runs: the graded ones
    assert result["speed"]["significant"] is False


@sandboxed
def test_killed_sab_run_leaves_nothing_running(project, tmp_path: Path) -> None:
    """sab killed outright (SIGKILL, no chance to clean up): its drivers and sandboxes die too."""
    repo, _ = project
    marker = f"sab-orphan-{os.getpid()}"
    # A program that hides a long sleep under its own session, named so this test finds only it.
    hostile = hostile_heat1d(tmp_path / "hostile", run=f"setsid bash -c 'exec -a {marker} sleep 600' & exec bash -c 'exec -a {marker} sleep 600'")
    sab = subprocess.Popen([sys.executable, "-m", "sab", "run", LEAF, "--source", str(hostile), "--out",
                            str(tmp_path / "candidate")], cwd=repo, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        # The waits only catch a hang: a loaded machine takes minutes to reach the program.
        deadline = time.monotonic() + 600
        while not _processes_named(marker) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert _processes_named(marker), "the hostile program never started"
    finally:
        sab.kill()
        sab.wait()
    deadline = time.monotonic() + 60
    while _processes_named(marker) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert _processes_named(marker) == []


def _processes_named(marker: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "cmdline").read_bytes().split(b"\0")[0] == marker.encode():
                found.append(int(entry.name))
        except OSError:
            pass  # ended meanwhile
    return found


def test_staged_source_keeps_no_set_uid_bit(project, tmp_path: Path) -> None:
    """A set-uid file of the candidate's, staged by root, would be a set-uid-root program."""
    from sab.leaf import Leaf
    from sab.runners.local import LocalRunner

    repo, _ = project
    hostile = hostile_heat1d(tmp_path / "hostile")
    shutil.copy("/bin/true", hostile / "rootshell")
    (hostile / "rootshell").chmod(0o4755)
    (hostile / "src").chmod(0o2775)
    with LocalRunner().staged(Leaf.at(repo / LEAF), hostile) as stage:
        for path in [stage.staged_source / "rootshell", stage.staged_source / "src"]:
            assert path.stat().st_mode & 0o7000 == 0, oct(path.stat().st_mode)


@sandboxed
def test_candidate_modes_do_not_survive_the_run(project, tmp_path: Path) -> None:
    repo, nominal = project
    hostile = hostile_heat1d(tmp_path / "hostile", run='"$0.real" "$@" && chmod 777 "$2" && chmod 666 "$2"/*')
    run_candidate(repo, hostile, tmp_path / "candidate")
    for path in [tmp_path / "candidate/sine-decay", *sorted((tmp_path / "candidate/sine-decay").iterdir())]:
        assert path.stat().st_mode & 0o022 == 0, (path, oct(path.stat().st_mode))


def test_reasons_are_printed_without_control_characters() -> None:
    from sab.grade import printable

    forged = "\x1b]0;PWNED\x07\x1b[2J\nPASS sine-decay: all files within tolerance"
    shown = printable(forged)
    assert "\x1b" not in shown and "\n" not in shown and "\x07" not in shown
    assert "PASS sine-decay" in shown and "\\x1b" in shown


def test_symlinked_candidate_check_is_refused(project, tmp_path: Path) -> None:
    repo, nominal = project
    candidate = tmp_path / "candidate"
    shutil.copytree(nominal, candidate, symlinks=True)
    shutil.rmtree(candidate / "sine-decay")
    (candidate / "sine-decay").symlink_to(nominal / "sine-decay", target_is_directory=True)
    result = grade(repo, nominal, candidate)
    assert result["checks"]["sine-decay"]["passed"] is False
    assert result["checks"]["neumann-heat"]["passed"] is True
    assert result["correctness"] == 0.5


def test_grade_uses_a_read_only_copy_of_the_checks(project) -> None:
    """Grading reads test.sh, validate.py and rubric.json from a copy made when the grade starts,
    which no one may write and which is gone when it ends."""
    from sab.grade import staged_tests
    from sab.leaf import Leaf

    repo, _ = project
    with staged_tests(Leaf.at(repo / LEAF)) as tests:
        assert repo not in tests.parents
        validator = tests / "checks/sine-decay/validate.py"
        assert validator.read_bytes() == (repo / LEAF / "tests/checks/sine-decay/validate.py").read_bytes()
        assert validator.stat().st_mode & 0o222 == 0 and tests.stat().st_mode & 0o222 == 0
    assert not tests.exists()


# -- the Harbor trial path of the stock test.sh -----------------------------------------------------


# A trick that forges a grade works in the graded run or not at all: the timed reruns run the same
# run.sh before the reference exists, and a failing candidate gets no speed-up. The tests of such
# tricks leave the reruns out; the honest and the rerun tests keep them.
UNTIMED = {"SAB_TIMING": "0"}


def trial(repo: Path, candidate: Path, tmp_path: Path, extra_env: dict | None = None) -> dict:
    """tests/test.sh with no HARBOR_* variable, as Harbor's verifier runs it, outside a container:
    the verifier's /tests is a copy, the logs folder is redirected (and left writable by anyone,
    as a careless verifier image might), the working directory is writable by anyone, and the
    candidate's uid is one no other process uses."""
    tests = tmp_path / "verifier-tests"
    shutil.copytree(repo / LEAF / "tests", tests)
    logs, cwd = verifier_folders(tmp_path)
    env = {"PATH": f"{Path(sys.executable).parent}:/usr/local/bin:/usr/bin:/bin", "HOME": str(tmp_path),
           "SAB_ORACLE_SOURCE": str(repo / "code/heat1d"), "SAB_CANDIDATE_SOURCE": str(candidate),
           "SAB_VERIFIER_LOGS": str(logs), "SAB_CANDIDATE_UID": "64999", "SAB_CHECK_TIMEOUT": "300",
           **(extra_env or {})}
    done = subprocess.run(["bash", str(tests / "test.sh")], env=env, capture_output=True, text=True, timeout=600,
                          cwd=cwd)
    assert (logs / "reward.json").is_file(), done.stderr
    # A trial refused before grading leaves its zero reward alone.
    return json.loads((logs / "grade.json" if (logs / "grade.json").is_file() else logs / "reward.json").read_text())


def verifier_folders(tmp_path: Path) -> tuple[Path, Path]:
    """The trial's logs folder and working directory: open to every uid (pytest's own temporary
    folders are not, and a trick must fail for the right reason), removed with tmp_path."""
    outside = tmp_path / "open"
    if not outside.exists():
        outside.symlink_to(tempfile.mkdtemp(prefix="sab-trial-", dir="/tmp"))
        outside.resolve().chmod(0o755)
        for name in ("logs", "cwd"):
            (outside / name).mkdir()
            (outside / name).chmod(0o1777)
    return outside.resolve() / "logs", outside.resolve() / "cwd"


@pytest.fixture(autouse=True)
def _remove_open_folders(tmp_path: Path):
    yield
    if (tmp_path / "open").is_symlink():
        shutil.rmtree((tmp_path / "open").resolve(), ignore_errors=True)


@pytest.mark.e2e
def test_trial_candidate_cannot_copy_the_reference(project, tmp_path: Path) -> None:
    repo, _ = project
    result = trial(repo, hostile_heat1d(tmp_path / "hostile", run=COPY_REFERENCE), tmp_path, UNTIMED)
    assert result["reward"] == 0.0


@pytest.mark.e2e
@as_root
def test_trial_candidate_cannot_rewrite_the_grader(project, tmp_path: Path) -> None:
    repo, _ = project
    run = forge_validators('"$CHECK_DIR"/../*/validate.py') + "\nexit 0"
    result = trial(repo, hostile_heat1d(tmp_path / "hostile", run=run), tmp_path, UNTIMED)
    assert result["reward"] == 0.0


@pytest.mark.e2e
@as_root
def test_trial_candidate_cannot_plant_a_module_for_the_grader(project, tmp_path: Path) -> None:
    """A json.py in the trial's working directory would be imported by a grader that runs Python
    with the working directory on its path."""
    repo, _ = project
    plant = "\n".join([
        'cat > "$PWD/json.py" <<\'PY\' && echo "ESCAPED: planted json.py"',
        "import sys; sys.path = [p for p in sys.path if p not in ('', '.')]; del sys.modules['json']",
        "import json as real; sys.modules['json'] = real",
        "load = real.load",
        "def forged(handle, *a, **k):",
        "    data = load(handle, *a, **k)",
        "    if isinstance(data, dict) and 'passed' in data: data['passed'] = True",
        "    return data",
        "real.load = forged",
        "PY",
        "exit 0",
    ])
    result = trial(repo, hostile_heat1d(tmp_path / "hostile", run=plant), tmp_path, UNTIMED)
    assert result["reward"] == 0.0


@pytest.mark.e2e
@as_root
def test_trial_candidate_cannot_plant_the_reward(project, tmp_path: Path) -> None:
    repo, _ = project
    logs, _ = verifier_folders(tmp_path)
    plant = "\n".join([
        f"echo '{{\"reward\": 1.0, \"passed\": 2, \"total\": 2}}' > '{logs}/reward.json' && echo ESCAPED",
        f"mkdir '{logs}/grade.json' '{logs}/reward.json.tmp' 2>/dev/null",
        "exit 0",
    ])
    trial(repo, hostile_heat1d(tmp_path / "hostile", run=plant), tmp_path, UNTIMED)
    assert json.loads((logs / "reward.json").read_text())["reward"] == 0.0


@pytest.mark.e2e
def test_trial_honest_candidate_scores_one(project, tmp_path: Path) -> None:
    repo, _ = project
    result = trial(repo, hostile_heat1d(tmp_path / "honest", run=HONEST_RUN), tmp_path)
    assert result["correctness"] == 1.0 and result["speed"] is not None


# A timed rerun (its output folder is .../run, or .../run/draws/<k> for a drawn input) that finds
# the graded run's outputs, left where the candidate's uid could read them
# or in a shared scratch folder, copies them and says so in a file of its own: the rerun then
# does not reproduce the graded run and the check fails. Shut out of both, it does the work.
COPY_GRADED = ('case "$2" in */run|*/run/draws/*) for d in TRIAL_TMP/*/candidate/sine-decay TRIAL_TMP/*/candidate/sine-decay/draws/"${2##*/}"; do '
               'cp "$d"/*.* "$2"/ 2>/dev/null && echo "copied $d" >"$2/copied-graded"; done;; esac; exec "$0.real" "$@"')
CACHE_IN_TMP = ('if [ -d /tmp/sab-test-heat-cache ]; then cp /tmp/sab-test-heat-cache/* "$2"/ && echo hit >"$2/cache-hit"; '
                'exit 0; fi; "$0.real" "$@" && mkdir -p /tmp/sab-test-heat-cache && cp "$2"/* /tmp/sab-test-heat-cache/')


# The same through channels a uid keeps outside /tmp: a hard link in /tmp to a graded output (the
# inode is the outputs' own, root's once the run is graded), a cache under /run/lock (writable by
# anyone on Debian), System V shared memory (which outlives every process), and another check's
# graded folder (neumann-heat, graded before sine-decay), whose run computed sine-decay's outputs
# and left them there among its own.
ONLY_SINE_DECAY = 'case "$1" in */sine-decay/*) ;; *) exec "$0.real" "$@";; esac\n'
HARDLINK_IN_TMP = ONLY_SINE_DECAY + (
    'case "$2" in */run|*/run/draws/*) if [ -f /tmp/sab-test-heat-link-u_final.f64 ]; then for f in /tmp/sab-test-heat-link-*; do '
    'cp "$f" "$2/${f#/tmp/sab-test-heat-link-}"; done; echo hit >"$2/cache-hit"; exit 0; fi;; esac\n'
    '"$0.real" "$@" || exit 1\nfor f in "$2"/*; do ln "$f" "/tmp/sab-test-heat-link-${f##*/}"; done; exit 0')
CACHE_IN_RUN_LOCK = CACHE_IN_TMP.replace("/tmp/sab-test-heat-cache", "/run/lock/sab-test-heat-cache")
SYSV_STORE = """\
import ctypes, io, os, sys, tarfile
libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
out, key = sys.argv[2], 0x5AB7E57
if sys.argv[1] == "load":
    shmid = libc.shmget(key, 0, 0)
    if shmid < 0:
        sys.exit(1)
    base = libc.shmat(shmid, None, 0)
    size = int.from_bytes(ctypes.string_at(base, 8), "little")
    tarfile.open(fileobj=io.BytesIO(ctypes.string_at(base + 8, size))).extractall(out)
else:
    blob = io.BytesIO()
    with tarfile.open(fileobj=blob, mode="w") as tar:
        for name in os.listdir(out):
            tar.add(os.path.join(out, name), arcname=name)
    data = blob.getvalue()
    shmid = libc.shmget(key, len(data) + 8, 0o1000 | 0o644)
    base = libc.shmat(shmid, None, 0)
    ctypes.memmove(base, len(data).to_bytes(8, "little") + data, len(data) + 8)
"""
SYSV_SHM = ONLY_SINE_DECAY + (
    f"cat >\"${{TMPDIR:-/tmp}}/shm.py\" <<'PY'\n{SYSV_STORE}PY\n"
    'case "$2" in */run|*/run/draws/*) python3 "${TMPDIR:-/tmp}/shm.py" load "$2" && echo hit >"$2/cache-hit" && exit 0;; esac\n'
    '"$0.real" "$@" && python3 "${TMPDIR:-/tmp}/shm.py" store "$2"')
STASH_IN_OTHER_CHECK = (
    'case "$2" in */run|*/run/draws/*) for d in TRIAL_TMP/*/candidate/*/stash; do [ -d "$d" ] || continue; '
    'for f in "$d"/*; do cp "$f/result.json" "$2/${f##*/}"; done; echo hit >"$2/cache-hit"; exit 0; done;; esac\n'
    'case "$1" in */neumann-heat/*) side="$(mktemp -d)"; "$0.real" "${1%/neumann-heat/*}/sine-decay/ic/nominal/params.par" "$side" '
    '>/dev/null && for f in "$side"/*; do mkdir -p "$2/stash/${f##*/}" && cp "$f" "$2/stash/${f##*/}/result.json"; done;; esac\n'
    'exec "$0.real" "$@"')
SYSV_KEY = "0x05ab7e57"


def _sysv_segments() -> list[str]:
    return [line.split()[1] for line in Path("/proc/sysvipc/shm").read_text().splitlines()[1:]
            if int(line.split()[0]) == int(SYSV_KEY, 16)]


@pytest.mark.e2e
@as_root
@pytest.mark.parametrize("run", [COPY_GRADED, CACHE_IN_TMP, HARDLINK_IN_TMP, CACHE_IN_RUN_LOCK, SYSV_SHM,
                                 STASH_IN_OTHER_CHECK],
                         ids=["graded-outputs", "scratch-cache", "hard-link", "run-lock", "sysv-shm", "other-check"])
def test_trial_reruns_find_nothing_an_earlier_run_left(project, tmp_path: Path, run: str) -> None:
    repo, _ = project
    if run == CACHE_IN_RUN_LOCK and not (Path("/run/lock").is_dir() and Path("/run/lock").stat().st_mode & 0o1777 == 0o1777):
        pytest.skip("no /run/lock writable by anyone here")
    # The trial's own folders, where the rerun looks for the graded outputs, and no other trial's.
    trial_tmp = Path(tempfile.mkdtemp(prefix="sab-trial-tmp-", dir="/tmp"))
    trial_tmp.chmod(0o755)
    try:
        result = trial(repo, hostile_heat1d(tmp_path / "hostile", run=run.replace("TRIAL_TMP", str(trial_tmp))),
                       tmp_path, {"TMPDIR": str(trial_tmp)})
        left = [str(path) for pattern in ("/tmp/sab-test-heat-*", "/run/lock/sab-test-heat-*")
                for path in Path("/").glob(pattern.lstrip("/"))] + _sysv_segments()
    finally:
        shutil.rmtree(trial_tmp, ignore_errors=True)
        for pattern in ("tmp/sab-test-heat-*", "run/lock/sab-test-heat-*"):
            for path in Path("/").glob(pattern):
                shutil.rmtree(path) if path.is_dir() and not path.is_symlink() else path.unlink()
        for shmid in _sysv_segments():
            subprocess.run(["ipcrm", "-m", shmid], check=False)
    assert result["correctness"] == 1.0, result["checks"]["sine-decay"]["reason"]
    assert result["speed"] is not None and left == [], left


@pytest.fixture
def found():
    """A file the candidate's uid may append to but never removes (root's, in a folder only root
    may write, so no cleanup of the uid's leftovers takes it): where a hostile build says what it read."""
    folder = Path(tempfile.mkdtemp(prefix="sab-found-", dir="/tmp"))
    folder.chmod(0o755)
    (folder / "found.log").touch(mode=0o666)
    (folder / "found.log").chmod(0o666)
    yield folder / "found.log"
    shutil.rmtree(folder, ignore_errors=True)


def assert_nothing_stolen(found: Path, result: dict) -> None:
    """The steal tree read nothing of the reference side, passed every check, and earned no credit."""
    read = found.read_text().splitlines()
    assert read == [], read
    assert result["correctness"] == 1.0, result["checks"]
    assert result["speed_credit"] < 0.5 and result["reward"] < 1.0, (result["speed"], result["reward"])


@pytest.fixture
def verifier_image_layout(project):
    """The verifier image's layout on this host, as tests/Dockerfile used to leave it: the pristine
    source at /oracle/source and the whole of solution/ at /solution, readable by every uid."""
    repo, _ = project
    made = [Path("/solution"), Path("/oracle")]
    if os.geteuid() != 0 or any(path.exists() for path in made):
        pytest.skip("needs root and a host with neither /solution nor /oracle")
    try:
        shutil.copytree(repo / LEAF / "solution", "/solution")
        shutil.copytree(repo / "code/heat1d", "/oracle/source")
        for path in made:
            subprocess.run(["chmod", "-R", "a+rX", str(path)], check=True)
        yield
    finally:
        for path in made:
            shutil.rmtree(path, ignore_errors=True)


@pytest.mark.e2e
@as_root
def test_trial_candidate_cannot_read_the_reference_acceleration(project, verifier_image_layout, found: Path,
                                                               tmp_path: Path) -> None:
    """A build that compiles the reference acceleration wherever it can read one (the curator's
    speed-up on any input) finds nothing of /solution or /oracle: test.sh makes them root's
    alone before the first candidate process, whatever modes the image gave them."""
    repo, _ = project
    result = trial(repo, steal_heat1d(tmp_path / "steal", str(found)), tmp_path, {"SAB_ORACLE_SOURCE": "/oracle/source"})
    assert_nothing_stolen(found, result)


# [verifier].env of a leaf is the environment of test.sh in a trial. Whatever it says, the
# candidate never runs as root, no sandbox program is taken from it, and the reference is never
# built from the candidate's tree or from anything the candidate's uid could change.
ROOT_BUILD = 'case "$1" in */sine-decay/*) [ "$(id -u)" = 0 ] && sleep 2;; esac; exec "$0.real" "$@"'
ESCAPE_AS_ROOT = '[ "$(id -u)" = 0 ] && echo "root" >>FOUND; exec "$0.real" "$@"'


@pytest.mark.e2e
@as_root
@pytest.mark.parametrize("knob", ["oracle-is-candidate", "oracle-inside-candidate", "oracle-writable",
                                  "candidate-inside-oracle", "candidate-uid-root", "candidate-uid-zeros",
                                  "sandbox-program", "build-knob"])
def test_trial_refuses_verifier_inputs_the_candidate_could_choose(project, found: Path, tmp_path: Path, knob: str) -> None:
    repo, _ = project
    candidate = hostile_heat1d(tmp_path / "hostile", run=ROOT_BUILD if knob.startswith("oracle") else
                               ESCAPE_AS_ROOT.replace("FOUND", str(found)))
    env = {
        "oracle-is-candidate": {"SAB_ORACLE_SOURCE": str(candidate)},
        "candidate-uid-root": {"SAB_CANDIDATE_UID": "0"},
        "candidate-uid-zeros": {"SAB_CANDIDATE_UID": "000"},
        "sandbox-program": {"SAB_SANDBOX": "env"},
    }.get(knob, {})
    if knob == "oracle-inside-candidate":
        shutil.copytree(repo / "code/heat1d", candidate / "pristine")
        env["SAB_ORACLE_SOURCE"] = str(candidate / "pristine")
    if knob in ("oracle-writable", "candidate-inside-oracle"):
        writable = Path(tempfile.mkdtemp(prefix="sab-oracle-", dir="/tmp"))
        shutil.copytree(repo / "code/heat1d", writable / "source")
        (tmp_path / "writable").symlink_to(writable)
        env["SAB_ORACLE_SOURCE"] = str(writable / "source")
        if knob == "oracle-writable":
            os.chown(writable / "source" / "Makefile", 64999, 64999)
        else:  # the trial would grade a tree of the leaf's choosing, the reference acceleration say
            shutil.copytree(repo / "code/heat1d", writable / "source/copy")
            shutil.copy(repo / LEAF / "solution/accelerated/src/solver.c", writable / "source/copy/src/solver.c")
            env["SAB_CANDIDATE_SOURCE"] = str(writable / "source/copy")
    if knob == "build-knob":
        # The verifier's environment slows every build of the module; the candidate's Makefile
        # keeps its own flags: a speed-up of nothing, if run.sh took the knob.
        env["SAB_CFLAGS"] = "-std=c99 -O0"
        with open(candidate / "Makefile.real", "a") as makefile:
            makefile.write("override CFLAGS := -std=c99 -O2\n")
    try:
        result = trial(repo, candidate, tmp_path, env)
    finally:
        if (tmp_path / "writable").is_symlink():
            shutil.rmtree((tmp_path / "writable").resolve(), ignore_errors=True)
    assert found.read_text().splitlines() == []
    if knob == "sandbox-program":
        assert result["correctness"] == 1.0, result["checks"]  # the trial goes on, without it
    elif knob == "build-knob":
        assert result["correctness"] == 1.0 and result["speed_credit"] < 0.5, (result["speed"], result["reward"])
    else:
        assert result["reward"] == 0 and result["total"] == 0, result


@as_root
@pytest.mark.parametrize("uid", ["0", "000", "-1", "65534 0", ""])
def test_produce_never_runs_the_candidate_as_root(project, found: Path, tmp_path: Path, uid: str) -> None:
    """The runners' entry (`test.sh produce`, which the docker runner calls as root with
    SAB_CANDIDATE_UID) runs nothing for a uid that is not an unprivileged one: as root, the run
    and the cleanup's `kill -KILL -1` would reach every process of the machine."""
    repo, _ = project
    candidate = hostile_heat1d(tmp_path / "hostile", run=ESCAPE_AS_ROOT.replace("FOUND", str(found)))
    env = {"PATH": f"{Path(sys.executable).parent}:/usr/local/bin:/usr/bin:/bin", "HOME": str(tmp_path),
           "SAB_CANDIDATE_UID": uid or "x", "SAB_ONLY_CHECKS": "sine-decay", "SAB_TIMING": "0"}
    done = subprocess.run(["bash", str(repo / LEAF / "tests/test.sh"), "produce", str(candidate), str(tmp_path / "out"),
                           "nominal"], env=env, capture_output=True, text=True, timeout=300)
    assert found.read_text().splitlines() == [] and not (tmp_path / "out/sine-decay/run.ok").exists()
    assert "is not an unprivileged uid" in done.stderr, done.stderr


@pytest.mark.e2e
@as_root
def test_trial_stopped_at_its_limit_leaves_a_zero_reward(project, tmp_path: Path) -> None:
    """Harbor ends a verifier at its time limit: a candidate that hangs must still read 0."""
    repo, _ = project
    tests = tmp_path / "verifier-tests"
    shutil.copytree(repo / LEAF / "tests", tests)
    logs, cwd = verifier_folders(tmp_path)
    (logs / "reward.json").write_text('{"reward": 1.0}')  # left by an earlier trial
    env = {"PATH": f"{Path(sys.executable).parent}:/usr/local/bin:/usr/bin:/bin", "HOME": str(tmp_path),
           "SAB_ORACLE_SOURCE": str(repo / "code/heat1d"),
           "SAB_CANDIDATE_SOURCE": str(hostile_heat1d(tmp_path / "hangs", run="sleep 600")),
           "SAB_VERIFIER_LOGS": str(logs), "SAB_CANDIDATE_UID": "64999"}
    verifier = subprocess.Popen(["bash", str(tests / "test.sh")], env=env, cwd=cwd, start_new_session=True,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        verifier.wait(timeout=15)
        pytest.fail("the verifier ended although its candidate hangs")
    except subprocess.TimeoutExpired:
        os.killpg(verifier.pid, signal.SIGKILL)
        verifier.wait()
        subprocess.run(["pkill", "-KILL", "-u", "64999"])  # the hanging candidate: no other process has this uid
    assert json.loads((logs / "reward.json").read_text()) == {"reward": 0, "passed": 0, "total": 0}
