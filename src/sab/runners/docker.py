"""The docker runner: the leaf's drivers in containers of its own images (docs/docker.md).

Images. A runner stages the leaf's build context (sab.stage: the leaf and code/<source>/, nothing
else) once and builds two images through the Docker Engine API: the oracle (verifier) image from
tests/Dockerfile and the solver image from environment/Dockerfile. Each is tagged
`sab/<slug>:<oracle|solver>-<digest>`, the digest covering the context, the Dockerfile and the
base image, so an unchanged leaf is never rebuilt; within one runner (one selfcheck) each leaf's
images are resolved once and reused by every solve. The base image is the Dockerfile's pinned
default, or `$SAB_BASE_IMAGE` / `[tool.sab] base_image` (e.g. one made by `sab images
bootstrap`); a configured base builds with no network at all, the public default with the host
network (it may need a package index). The daemon's default bridge is never used.

Runs. Every solve and grade runs in the oracle image, as a Harbor verifier does: the suite through
`solution/solve.sh` (one container per check, packed onto the cores by the leaf's cpus), grading
through `tests/test.sh`. Containers get network `none`, the leaf's cpus and memory (no swap), a
read-only root filesystem with a private /tmp, the results directory bind-mounted, the caller's
uid, and a candidate source (anything but the leaf's own pristine source) mounted read-only at
/workspace/code. A candidate's run.sh runs as an unprivileged uid when sab runs as root, and the
image holds nothing that uid may read of the reference: no solution/ but solve.sh, and /oracle
root's alone (docs/threat-model.md). They are always removed: on completion, on error and on Ctrl-C. The solver image
is what the agent gets; it is built (and so proven to build) but measures nothing.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import threading
import time
import uuid
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar, Iterator

from sab.config import configured_base_image
from sab.derived import IMAGE_ENV
from sab.errors import NotFoundError, SabError
from sab.freshness import source_dir_of
from sab.grade import GradeResult, check_result_dirs, checked_outputs, finish_grade
from sab.leaf import Leaf
from sab.model.task import BUILD_TIMEOUT_SEC, memory_mb
from sab.runners import (BuildRecord, ProduceResult, Progress, default_check_timeout,
                         driver_limit,
                         produce_checks, write_failed)
from sab.runners.protocol import Runner
from sab.runners.sandbox import CANDIDATE_UID, Sandbox
from sab.stage import stage_context

IMAGE_FORMAT = "sab-image-v1"
LABEL = "org.sciaccel.sab"
CONTAINER_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
OUT_MOUNT = "/sab/out"
CANDIDATE_MOUNT = "/workspace/code"
ORACLE_SOURCE = "/oracle/source"
ORACLE_MOUNT = "/sab/oracle-source"  # the pristine source for a caller that is not root
GRADE_TIMEOUT_S = 3600
START_HINT = (
    "start one, e.g. `dockerd --bridge=none --iptables=false --data-root /var/lib/sab-docker "
    "-H unix:///run/sab-docker.sock &` then `export DOCKER_HOST=unix:///run/sab-docker.sock`; "
    "or use --runner local"
)
ISOLATION = Sandbox(
    "docker", "containers with network none, the leaf's cpus and memory, a read-only root and source, no "
              "capabilities beyond changing uid; run.sh as an unprivileged uid when sab runs as root",
)
# test.sh as root needs these to hand the check's folder to the candidate's uid and take it back.
CAPABILITIES = ["CHOWN", "SETUID", "SETGID"]


def connect():
    """A client of the engine named by DOCKER_HOST (or the default socket); one clear line if none."""
    try:
        import docker
        from docker.errors import DockerException
    except ImportError:  # pragma: no cover - docker is a dependency of sab
        raise SabError("the docker Python package is not installed", fix="pip install docker") from None
    where = os.environ.get("DOCKER_HOST") or "unix:///var/run/docker.sock"
    try:
        client = docker.from_env(timeout=120)
        client.ping()
    except (DockerException, OSError) as exc:
        reason = str(exc).split("(")[0].strip().rstrip(":") or type(exc).__name__
        raise SabError(f"no Docker engine at {where} ({reason[:120]}): {START_HINT}") from None
    return client


@dataclass(frozen=True)
class LeafImages:
    oracle: str
    solver: str
    builds: tuple[BuildRecord, ...]  # how each was found: built now or unchanged


DOCKERFILES = {"oracle": "tests/Dockerfile", "solver": "environment/Dockerfile"}


def _default_base(dockerfile: Path) -> str:
    for line in dockerfile.read_text(encoding="utf-8", errors="replace").splitlines():
        words = line.split(None, 1)
        if len(words) == 2 and words[0].upper() == "ARG" and words[1].startswith("BASE_IMAGE="):
            return words[1].split("=", 1)[1].strip().strip('"')
    return "(the Dockerfile's FROM)"


class BuildFailed(SabError):
    """An image build failed; the message shows the failing step and its output."""


def _build_error(dockerfile: str, step: str, output: list[str], error: str, base: str | None) -> BuildFailed:
    shown = "\n".join(f"    {line}" for line in output[-40:])
    hint = None
    if any(sign in error for sign in ("pull access denied", "dial tcp", "no such host", "manifest unknown",
                                      "repository does not exist")):
        hint = ("the base image cannot be pulled here: run `sab images bootstrap` and set SAB_BASE_IMAGE "
                "or [tool.sab] base_image" if base is None else f"is {base} in the engine? `sab images bootstrap` makes it")
    return BuildFailed(
        f"building {dockerfile} failed at {step or 'the start'}\n{shown}\n  {error.strip()}",
        fix=hint,
    )


class DockerRunner(Runner):
    """The leaf's drivers in containers of the leaf's own images, through the Docker Engine API."""

    name: ClassVar[str] = "docker"
    # An imported leaf's answer is graded on this machine only: its drivers under the docker runner
    # would need the benchmark's own images, which sab has never been checked against.
    grades_answers: ClassVar[bool] = False

    def __init__(self, progress: Progress | None = None, workers: int | None = None, client=None) -> None:
        self.client = client or connect()
        self.isolation = ISOLATION
        self.workers = workers or os.cpu_count() or 1
        self.progress = progress or (lambda _message: None)
        self._images: dict[Path, LeafImages] = {}
        self._lock = threading.Lock()

    # -- images ---------------------------------------------------------------------------------

    def images(self, leaf: Leaf) -> LeafImages:
        """The leaf's oracle and solver images: found by digest, built only when missing."""
        with self._lock:
            if leaf.root not in self._images:
                self._images[leaf.root] = self._resolve(leaf)
            return self._images[leaf.root]

    def build(self, leaf: Leaf) -> list[BuildRecord]:
        return list(self.images(leaf).builds)

    def _resolve(self, leaf: Leaf) -> LeafImages:
        base = configured_base_image(leaf.root)
        base_id = ""
        if base is not None:
            base_id = self._local_image_id(base)
            if not base_id:
                raise SabError(f"base image {base} is not in the Docker engine", field="SAB_BASE_IMAGE / [tool.sab] base_image",
                               fix="build it with `sab images bootstrap`, or unset it to use the Dockerfiles' default")
        slug = leaf.manifest.sciaccel.slug
        dependencies = leaf.manifest.sciaccel.dependencies
        needs_index = bool(dependencies.python or dependencies.system)  # the block installs them
        tags, builds = {}, []
        with tempfile.TemporaryDirectory(prefix="sab-context-") as tmp:
            context = stage_context(leaf, Path(tmp) / "context")
            context_digest = context.digest()
            for kind, rel in DOCKERFILES.items():
                dockerfile = f"{context.leaf_path}/{rel}"
                digest = hashlib.sha256(
                    "\n".join([IMAGE_FORMAT, context_digest, dockerfile, base or "", base_id]).encode()
                ).hexdigest()[:20]
                tag = f"sab/{slug}:{kind}-{digest}"
                shown_base = base or _default_base(context.root / dockerfile)
                if self._local_image_id(tag):
                    builds.append(BuildRecord(kind, tag, False, 0.0, shown_base))
                    self.progress(f"{kind} image {tag} unchanged")
                else:
                    started = time.monotonic()
                    self._build(context.root, dockerfile, tag, kind, base, needs_index, labels={
                        f"{LABEL}.leaf": slug, f"{LABEL}.digest": digest, f"{LABEL}.image": kind})
                    builds.append(BuildRecord(kind, tag, True, time.monotonic() - started, shown_base))
                tags[kind] = tag
        return LeafImages(tags["oracle"], tags["solver"], tuple(builds))

    def _local_image_id(self, reference: str) -> str:
        from docker.errors import ImageNotFound

        try:
            return self.client.images.get(reference).id
        except ImageNotFound:
            return ""

    def _build(self, context: Path, dockerfile: str, tag: str, kind: str, base: str | None, needs_index: bool,
               labels: dict) -> None:
        from docker.errors import APIError, BuildError

        step, output = "", []
        self.progress(f"building the {kind} image from {dockerfile}")
        try:
            stream = self.client.api.build(
                path=str(context), dockerfile=dockerfile, tag=tag, rm=True, forcerm=True, pull=False,
                decode=True, labels=labels, buildargs={"BASE_IMAGE": base} if base else None,
                timeout=BUILD_TIMEOUT_SEC,  # a quiet step (a long compile) must not end the stream
                # A configured (local) base builds with no network, unless the leaf's dependency block
                # installs packages; the public default may need an index. Runs never have a network.
                network_mode="host" if needs_index or not base else "none",
            )
            for chunk in stream:
                if "error" in chunk or "errorDetail" in chunk:
                    message = chunk.get("error") or chunk.get("errorDetail", {}).get("message", "")
                    raise _build_error(dockerfile, step, output, str(message), base)
                text = chunk.get("stream") or (chunk.get("status") if "id" not in chunk else "")
                for line in (text or "").splitlines():
                    if line.startswith("Step "):
                        step, output = line.strip(), []
                        self.progress(f"building the {kind} image: {step[:100]}")
                    elif line.strip():
                        output.append(line.rstrip())
        except (APIError, BuildError) as exc:
            raise _build_error(dockerfile, step, output, str(exc), base) from None
        if not self._local_image_id(tag):
            raise _build_error(dockerfile, step, output, "the engine reported no error but made no image", base)

    # -- runs -----------------------------------------------------------------------------------

    @contextmanager
    def staged(self, leaf: Leaf, source_dir: Path | None = None) -> Iterator["DockerStage"]:
        """Images resolved, ready to run; `source_dir` other than the leaf's own is a candidate."""
        if source_dir is not None and not source_dir.is_dir():
            raise NotFoundError("source directory does not exist", file=source_dir,
                                fix="vendor the source under code/ or pass --source DIR")
        images = self.images(leaf)
        pristine = source_dir_of(leaf)
        candidate = None
        if source_dir is not None and (pristine is None or source_dir.resolve() != pristine.resolve()):
            candidate = source_dir.resolve()
        stage = DockerStage(self, leaf, images, candidate)
        try:
            yield stage
        finally:
            stage.remove_all()

    def grade(self, leaf: Leaf, reference: Path, candidate: Path, reward_file: Path | None = None,
              grade_file: Path | None = None) -> GradeResult:
        """In the leaf's oracle image, as a Harbor verifier would; no source is mounted."""
        with self.staged(leaf) as stage:
            return stage.grade(reference, candidate, reward_file, grade_file)


@dataclass
class DockerStage:
    runner: DockerRunner
    leaf: Leaf
    images: LeafImages
    candidate: Path | None
    session: str = field(default_factory=lambda: uuid.uuid4().hex)
    _live: set = field(default_factory=set)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def isolation(self) -> Sandbox:
        return self.runner.isolation

    @property
    def cpus(self) -> int:
        return self.leaf.manifest.sciaccel.resources.cpus

    @property
    def memory_mb(self) -> int:
        return memory_mb(self.leaf.manifest.sciaccel.resources.memory_gb)

    def produce(self, ic: str, out_dir: Path, *, checks: list[str] | None = None,
                check_timeout: float | None = None, knobs: dict[str, str] | None = None,
                timing: bool = False, seed: int | None = None) -> ProduceResult:
        def one(name: str, out: Path) -> None:
            timeout = check_timeout or default_check_timeout(self.leaf, name)
            self._solve(name, ic, out, timeout, knobs or {}, timing, seed)

        return produce_checks(self.leaf, ic, out_dir, checks, cpus=self.cpus, workers=self.runner.workers,
                              isolation=self.isolation.name, run_one=one, cancel=self.remove_all)

    def _solve(self, check: str, ic: str, out_dir: Path, timeout: float, knobs: dict[str, str], timing: bool,
               seed: int | None) -> None:
        environment = {
            # A container per solve: its builds stay inside it (shared by the solve's draws and repeats).
            "SAB_BUILD_ROOT": "/tmp/sab-builds",
            "SAB_TIMING": "1" if timing else "0",
            "SAB_IC": ic,
            "SAB_ORACLE_DIR": OUT_MOUNT,
            "SAB_SOURCE_DIR": CANDIDATE_MOUNT if self.candidate else ORACLE_SOURCE,
            "SAB_ONLY_CHECKS": check,
            "SAB_CHECK_TIMEOUT": str(int(timeout)),
        }
        mounts = {out_dir: (OUT_MOUNT, "rw")}
        if self.candidate is not None and os.getuid() == 0:
            # One container per check, so the uid is this driver's alone (test.sh ends its
            # processes). It cannot read the image's /oracle, which is root's alone.
            environment["SAB_CANDIDATE_UID"] = str(CANDIDATE_UID)
        elif self.candidate is None and os.getuid() != 0:
            # The image's /oracle is root's alone; a caller of another uid builds the pristine
            # source from the repository's copy, read-only.
            mounts[source_dir_of(self.leaf)] = (ORACLE_MOUNT, "ro")
            environment["SAB_SOURCE_DIR"] = ORACLE_MOUNT
        environment.update({k if k.startswith("SAB_") else f"SAB_{k}": v for k, v in knobs.items()})
        if seed is not None:
            environment["SAB_SEED"] = str(seed)
        limit = driver_limit(timeout, timing)
        status, oom, logs = self.run(["bash", "/solution/solve.sh"], environment, mounts, limit)
        directory = out_dir / check
        if (directory / "run.ok").exists() or (directory / "run.failed").exists():
            return
        if status == 0 and not oom:
            status = -1  # the driver ended without a record: never count that as a pass
        previous = (directory / "run.log").read_text(errors="replace") if (directory / "run.log").is_file() else ""
        if oom:
            note = f"the container ran out of memory (limit {self.memory_mb} MB, the leaf's memory_gb)"
        elif status is None:
            note = f"timed out after {limit:.0f} s; the container was removed"
        else:
            note = f"the driver ended (exit {status}) without writing run.ok or run.failed"
        write_failed(out_dir, check, ic, 137 if oom else status, f"{previous}{logs}\n{note}\n")

    def grade(self, reference: Path, candidate: Path, reward_file: Path | None = None,
              grade_file: Path | None = None) -> GradeResult:
        """Grade in the oracle image with its tests/test.sh, as a Harbor verifier would."""
        check_result_dirs(reference, candidate)
        outputs = checked_outputs(reward_file, grade_file)
        with tempfile.TemporaryDirectory(prefix="sab-grade-") as tmp:
            target = Path(tmp) / "reward.json"
            environment = {
                "HARBOR_REFERENCE_DIR": "/sab/reference",
                "HARBOR_CANDIDATE_DIR": "/sab/candidate",
                "HARBOR_REWARD_FILE": "/sab/reward/reward.json",
            }
            mounts = {reference.resolve(): ("/sab/reference", "ro"), candidate.resolve(): ("/sab/candidate", "ro"),
                      target.parent: ("/sab/reward", "rw")}
            status, oom, logs = self.run(["bash", "/tests/test.sh"], environment, mounts, GRADE_TIMEOUT_S)
            if not (target.parent / "grade.json").is_file():
                reason = "ran out of memory" if oom else f"exit {status}"
                raise SabError(f"tests/test.sh wrote no grade in the oracle image ({reason}): {logs.strip()[-400:]}",
                               file=self.leaf.test_sh)
            return finish_grade(target, outputs)

    def run(self, command: list[str], environment: dict[str, str], mounts: dict[Path, tuple[str, str]],
            timeout: float, image: str | None = None) -> tuple[int | None, bool, str]:
        """Run one container to completion: (exit status or None on timeout, out of memory, logs)."""
        import requests
        from docker.errors import APIError
        from docker.types import Mount

        client = self.runner.client
        run_path = CONTAINER_PATH
        if self.leaf.manifest.sciaccel.dependencies.python:
            # run.sh's alone: the pinned environment the Dockerfiles' block made (docs/leaf.md)
            run_path = f"{IMAGE_ENV}/bin:{run_path}"
        env = {"HOME": "/tmp", "LANG": "C.UTF-8", "SAB_CPUS": str(self.cpus),
               "SAB_PATH": run_path, "PATH": CONTAINER_PATH, **environment}
        if self.candidate is not None:
            mounts = {**mounts, self.candidate: (CANDIDATE_MOUNT, "ro")}
        memory = f"{self.memory_mb}m"
        try:
            container = client.containers.create(
                image or self.images.oracle, command, environment=env, detach=True,
                user=f"{os.getuid()}:{os.getgid()}", working_dir="/tmp",
                network_mode="none", nano_cpus=int(self.cpus * 1e9), mem_limit=memory, memswap_limit=memory,
                pids_limit=4096, read_only=True, cap_drop=["ALL"], cap_add=CAPABILITIES,
                security_opt=["no-new-privileges"], tmpfs={"/tmp": f"rw,exec,nosuid,nodev,size={self.memory_mb}m"},
                mounts=[Mount(target, str(host), type="bind", read_only=mode == "ro")
                        for host, (target, mode) in mounts.items()],
                labels={LABEL: "1", f"{LABEL}.session": self.session, f"{LABEL}.leaf": self.leaf.manifest.sciaccel.slug},
            )
        except APIError as exc:
            raise SabError(f"the Docker engine refused the container: {exc.explanation or exc}") from None
        with self._lock:
            self._live.add(container.id)
        try:
            try:
                container.start()
                try:
                    status = container.wait(timeout=timeout)["StatusCode"]
                except (requests.exceptions.ReadTimeout, requests.exceptions.ConnectionError):
                    status = None
                    try:
                        container.kill()
                    except APIError:
                        pass  # it ended meanwhile
                container.reload()
                oom = bool(container.attrs.get("State", {}).get("OOMKilled"))
                logs = container.logs(stdout=True, stderr=True, tail=200).decode(errors="replace")
            except APIError as exc:
                if exc.status_code not in (404, 409):  # no such container / being removed
                    raise
                # Removed by someone else before it ended (a timed check's container lives for
                # minutes): what it left is no verdict on the candidate, so the run stops here.
                raise SabError(f"the container running {' '.join(command)} was removed from the Docker engine "
                               "before it ended, by another process", fix="rerun; nothing else on this engine may "
                               f"remove containers labelled {LABEL}.session={self.session}") from None
            return status, oom, logs
        finally:
            self._remove(container.id)

    def _remove(self, container_id: str) -> None:
        from docker.errors import APIError, NotFound

        with self._lock:
            self._live.discard(container_id)
        try:
            self.runner.client.api.remove_container(container_id, force=True)
        except NotFound:
            pass
        except APIError as exc:
            if "already in progress" not in str(exc):
                raise

    def remove_all(self) -> None:
        """Remove every container of this stage (Ctrl-C, errors, and the end of the stage)."""
        with self._lock:
            live = set(self._live)
        try:
            found = self.runner.client.api.containers(all=True, quiet=True,
                                                      filters={"label": f"{LABEL}.session={self.session}"})
            live |= {entry["Id"] for entry in found}
        except Exception:  # the engine went away: remove what we know of
            pass
        for container_id in live:
            try:
                self._remove(container_id)
            except Exception:
                pass

