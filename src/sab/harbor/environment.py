"""A Harbor environment that runs a task's images on a Docker Engine, every container with network `none`.

Harbor's own `docker` environment drives `docker compose`, which needs a compose network (a
bridge on a private address range). Engines started with `--bridge=none` (CI here, many
clusters) cannot make one. This environment talks to the Engine API directly (the docker SDK):

- one container per environment (the agent's, and the separate verifier's built from the leaf's
  `tests/Dockerfile`), started with `network_mode="none"`, the task's cpus and memory as hard
  limits (no swap), and `docker-init` as PID 1; commands run through `docker exec` (`bash -c`);
- files move with the Engine's archive API (no bind mounts), so Harbor downloads `/logs/agent`,
  `/logs/verifier` and the declared artifacts after each phase, as it does for cloud sandboxes;
- images are built from the task: a sab leaf (task.toml names `metadata.<ns>.source`, and the leaf
  sits at `tasks/<codebase>/<module>/` of a checkout holding `code/<source>/`) from a context laid
  out like the repository (`code/<source>/` and `tasks/<codebase>/<module>/`, without `comment/`),
  exactly what its Dockerfiles COPY from; any other task from its own `environment/` (or `tests/`)
  directory, as Harbor builds it (so also a leaf exported by `sab harbor export`, whose
  `environment/` and `tests/` hold that layout themselves). Each image is tagged by a digest of its context, Dockerfile and
  base, and reused while that digest holds (`--force-build` rebuilds).

Options (`harbor run --ek KEY=VALUE`):

    base_image=IMAGE     passed to the Dockerfiles as the build argument BASE_IMAGE (default:
                         $SAB_BASE_IMAGE); with it, builds get no network unless the task declares
                         dependencies (`metadata.<ns>.dependencies`) that its Dockerfile installs
    build_network=MODE   none | host: the network of `docker build` (default as above; without a
                         base image, host, since the Dockerfiles may fetch packages)
    docker_host=URL      the engine (default: $DOCKER_HOST, else the SDK's default socket)
    context=MODE         auto | repository | directory: how the build context is made (default auto)
    keep_containers=BOOL keep containers after the trial (default false)

A task that asks for `network_mode = "public"` still runs without a network here; the trial log
says so. `allowlist` is refused by Harbor before the trial starts (not a capability of this
environment). Load it with `harbor run --env sab.harbor.environment:SabDockerEnvironment` where
sab is installed next to Harbor, or `--env sab_harbor_env:SabDockerEnvironment` after
`sab harbor install-env DIR` (docs/harbor.md).
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import re
import stat
import tarfile
import tempfile
import time
import tomllib
from pathlib import Path, PurePosixPath

from harbor.environments.base import BaseEnvironment, ExecResult, SandboxBuildFailedError, transfer_tar_filter
from harbor.environments.capabilities import EnvironmentCapabilities, EnvironmentResourceCapabilities
from harbor.models.task.config import NetworkMode
from harbor.models.trial.config import ResourceMode

LABEL = "org.sciaccel.sab.harbor"
IMAGE_REPOSITORY = "sab-harbor"
IMAGE_FORMAT = "sab-harbor-image-1"  # part of every image digest: bump it when contexts are made differently
# Names that never go into a build context (caches, editor and VCS litter).
SKIPPED_NAMES = frozenset({"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".hypothesis", ".DS_Store",
                           ".git"})
# A leaf's reviewer record: hidden at run time, never in an image.
HIDDEN_LEAF_DIRS = frozenset({"comment"})
# The Engine API client's read timeout: an exec may print nothing for a long time (a quiet build,
# an agent's long compile); the trial's own timeouts bound every phase.
API_TIMEOUT_SEC = 24 * 3600
# After an in-container `timeout` should have ended a command, how long to wait before giving up on it.
EXEC_GRACE_SEC = 30

_build_locks: dict[tuple[int, str], asyncio.Lock] = {}


def _truthy(value: object) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in {"1", "true", "yes", "on"}
    return bool(value)


class ContextError(SandboxBuildFailedError):
    """The build context cannot be made (a link leaving its tree, a special file, a missing source)."""


class _ContextWriter:
    """A deterministic tar of build-context trees, with a digest of what it holds.

    The digest covers each entry's path, type, executable bit and bytes (or link target), not
    its owner or times, so an unchanged tree maps to the same image wherever it is checked out.
    """

    def __init__(self, handle) -> None:
        self.tar = tarfile.open(fileobj=handle, mode="w", format=tarfile.PAX_FORMAT)
        self.digest = hashlib.sha256()
        self.files = 0

    def _record(self, *fields: bytes) -> None:
        for field in fields:
            self.digest.update(len(field).to_bytes(8, "big"))
            self.digest.update(field)

    def add_tree(self, root: Path, arcroot: str, *, skip_top: frozenset[str] = frozenset()) -> None:
        if root.is_symlink() or not root.is_dir():
            raise ContextError(f"{root} is not a directory")
        self._add(root, arcroot, root)
        for dirpath, dirnames, filenames in os.walk(root):  # links to directories are entries, never followed
            here = Path(dirpath)
            descend = []
            for name in sorted(dirnames):
                if name in SKIPPED_NAMES or (here == root and name in skip_top):
                    continue
                path = here / name
                self._add(path, f"{arcroot}/{path.relative_to(root).as_posix()}", root)
                if not path.is_symlink():
                    descend.append(name)
            dirnames[:] = descend
            for name in sorted(filenames):
                if name not in SKIPPED_NAMES:
                    path = here / name
                    self._add(path, f"{arcroot}/{path.relative_to(root).as_posix()}", root)

    def _add(self, path: Path, arcname: str, root: Path) -> None:
        info = path.lstat()
        entry = tarfile.TarInfo(arcname)
        entry.mode = stat.S_IMODE(info.st_mode)
        entry.mtime = int(info.st_mtime)
        entry.uid = entry.gid = 0
        entry.uname = entry.gname = "root"
        executable = b"x" if info.st_mode & 0o111 else b"-"
        if stat.S_ISLNK(info.st_mode):
            target = os.readlink(path)
            inside = os.path.normpath(os.path.join(os.path.dirname(path.relative_to(root).as_posix()), target))
            if os.path.isabs(target) or inside == ".." or inside.startswith("../"):
                raise ContextError(f"{path}: symbolic link to {target!r} leaves {root}; the build context holds "
                                   "only the tree itself")
            entry.type = tarfile.SYMTYPE
            entry.linkname = target
            self.tar.addfile(entry)
            self._record(arcname.encode(), b"l", target.encode())
        elif stat.S_ISDIR(info.st_mode):
            entry.type = tarfile.DIRTYPE
            self.tar.addfile(entry)
            self._record(arcname.encode(), b"d", executable)
        elif stat.S_ISREG(info.st_mode):
            entry.size = info.st_size
            digest = hashlib.sha256()
            with open(path, "rb") as handle:
                self.tar.addfile(entry, handle)
                handle.seek(0)
                while block := handle.read(1 << 20):
                    digest.update(block)
            self._record(arcname.encode(), b"f", executable, digest.digest())
            self.files += 1
        else:
            raise ContextError(f"{path} is a special file (fifo, socket or device); a build context holds files, "
                               "directories and links only")

    def close(self) -> str:
        self.tar.close()
        return self.digest.hexdigest()


def _read_task_toml(task_dir: Path) -> dict:
    try:
        return tomllib.loads((task_dir / "task.toml").read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError):
        return {}


def _sab_source(task: dict) -> tuple[str | None, bool]:
    """The source a sab leaf names under `[metadata.<ns>]`, and whether it declares dependencies."""
    for table in (task.get("metadata") or {}).values():
        if not isinstance(table, dict):
            continue
        dependencies = table.get("dependencies") or {}
        declared = isinstance(dependencies, dict) and any(dependencies.get(key) for key in ("python", "system"))
        source = table.get("source")
        if isinstance(source, str) and source:
            return source, declared
        if declared:
            return None, True
    return None, False


def _image_name(text: str) -> str:
    name = re.sub(r"[^a-z0-9._-]+", "-", text.lower()).strip("-._") or "task"
    return name[:100]


class SabDockerEnvironment(BaseEnvironment):
    """A Harbor environment on the Docker Engine API, with network `none` for every container."""

    def __init__(self, *args, base_image: str | None = None, build_network: str | None = None,
                 docker_host: str | None = None, context: str = "auto", keep_containers: object = False,
                 **kwargs) -> None:
        self._base_image = base_image or os.environ.get("SAB_BASE_IMAGE") or None
        if build_network not in (None, "none", "host"):
            raise ValueError(f"build_network must be none or host, not {build_network!r}")
        self._build_network = build_network
        self._docker_host = docker_host or os.environ.get("DOCKER_HOST") or None
        if context not in ("auto", "repository", "directory"):
            raise ValueError(f"context must be auto, repository or directory, not {context!r}")
        self._context_mode = context
        self._keep_containers = _truthy(keep_containers)
        self._docker = None
        self._container_id: str | None = None
        self._has_timeout: bool | None = None
        self.image: str | None = None  # the image the container runs, once started
        self.image_built: bool | None = None
        self.build_seconds: float = 0.0
        super().__init__(*args, **kwargs)

    # -- what this environment is ----------------------------------------------------------------

    @staticmethod
    def type() -> str:
        return "sab-docker"

    @property
    def capabilities(self) -> EnvironmentCapabilities:
        return EnvironmentCapabilities(disable_internet=True)

    @classmethod
    def resource_capabilities(cls) -> EnvironmentResourceCapabilities:
        return EnvironmentResourceCapabilities(cpu_limit=True, memory_limit=True, fractional_cpus=True)

    @classmethod
    def preflight(cls) -> None:
        """The one dependency beyond Harbor, checked before any trial is queued."""
        import importlib.util

        if importlib.util.find_spec("docker") is None:
            raise SystemExit(f"{cls.type()} needs the docker SDK beside Harbor: pip install 'docker>=7.1'")

    def _validate_definition(self) -> None:
        if (self.environment_dir / "docker-compose.yaml").is_file() or self.extra_docker_compose_paths:
            raise ValueError(f"{self.environment_dir} describes compose services (docker-compose.yaml); {self.type()} "
                             "runs one container per environment and no sidecars: use Harbor's docker environment on "
                             "an engine that can make compose networks, or a cloud environment")
        if (self.environment_dir / "Dockerfile").is_file() or self.task_env_config.docker_image:
            return
        raise FileNotFoundError(f"{self.environment_dir} has no Dockerfile and the task names no docker_image; "
                                f"{self.type()} builds the task's Dockerfile or runs its prebuilt image")

    # -- the engine -------------------------------------------------------------------------------

    def _client(self):
        if self._docker is None:
            import docker

            if self._docker_host:
                self._docker = docker.DockerClient(base_url=self._docker_host, timeout=API_TIMEOUT_SEC)
            else:
                self._docker = docker.from_env(timeout=API_TIMEOUT_SEC)
        return self._docker

    @property
    def _container_name(self) -> str:
        return _image_name(f"sab-harbor-{self.session_id}")[:120]

    def _labels(self) -> dict[str, str]:
        return {LABEL: "1", f"{LABEL}.session": self.session_id}

    # -- images -----------------------------------------------------------------------------------

    def _task_dir(self) -> Path:
        return self.environment_dir.resolve().parent

    def _repository_context(self) -> tuple[Path, str, str] | None:
        """(repository root, tasks/<codebase>/<module>, source) when this is a sab leaf in its checkout."""
        task_dir = self._task_dir()
        source, _ = _sab_source(_read_task_toml(task_dir))
        if self._context_mode == "directory" or source is None:
            if self._context_mode == "repository":
                raise ContextError(f"{task_dir}/task.toml names no source (metadata.<ns>.source); context=repository "
                                   "needs a sab leaf")
            return None
        if self._context_mode == "auto" and (self.environment_dir / "code" / source).is_dir():
            return None  # an exported leaf (`sab harbor export`): its own directory holds the whole context
        root = task_dir.parent.parent.parent
        leaf_path = f"tasks/{task_dir.parent.name}/{task_dir.name}"
        if task_dir.parent.parent.name != "tasks" or not (root / "code" / source).is_dir():
            raise ContextError(
                f"{task_dir} is a sab leaf whose Dockerfiles copy code/{source}/ from the repository, but it does not "
                f"sit at tasks/<codebase>/<module>/ of a checkout holding code/{source}/: run Harbor on the "
                "repository's tasks/ (harbor run -p tasks/<codebase>/<module>), or on a self-contained copy made "
                "by `sab harbor export`")
        return root, leaf_path, source

    def _write_context(self, handle) -> tuple[str, str, bool]:
        """Write the build context into `handle`: (digest, Dockerfile path in the context, declares dependencies)."""
        writer = _ContextWriter(handle)
        _, declared = _sab_source(_read_task_toml(self._task_dir()))
        located = self._repository_context()
        if located is None:
            writer.add_tree(self.environment_dir.resolve(), ".")
            dockerfile = "Dockerfile"
        else:
            root, leaf_path, source = located
            writer.add_tree(root / "code" / source, f"code/{source}")
            writer.add_tree(root / leaf_path, leaf_path, skip_top=HIDDEN_LEAF_DIRS)
            dockerfile = f"{leaf_path}/{self.environment_dir.name}/Dockerfile"
        return writer.close(), dockerfile, declared

    def _local_image_id(self, reference: str) -> str | None:
        from docker.errors import ImageNotFound

        try:
            return self._client().images.get(reference).id
        except ImageNotFound:
            return None

    def _resolve_image(self, force_build: bool) -> str:
        """Blocking: the image to run, built when its digest has no image yet (or when forced)."""
        prebuilt = self.task_env_config.docker_image
        if prebuilt and (not force_build or not (self.environment_dir / "Dockerfile").is_file()):
            if self._local_image_id(prebuilt) is None:
                self.logger.info(f"pulling {prebuilt}")
                self._client().images.pull(prebuilt)
            self.image_built = False
            return prebuilt
        base_id = ""
        if self._base_image:
            base_id = self._local_image_id(self._base_image) or ""
            if not base_id:
                raise SandboxBuildFailedError(
                    f"base image {self._base_image} is not in the Docker engine (build it with `sab images bootstrap "
                    f"--tag {self._base_image}`, or leave base_image and $SAB_BASE_IMAGE unset)")
        with tempfile.TemporaryFile(prefix="sab-harbor-context-") as handle:
            context_digest, dockerfile, declared = self._write_context(handle)
            network = self._build_network or ("host" if declared or not self._base_image else "none")
            digest = hashlib.sha256("\n".join(
                [IMAGE_FORMAT, context_digest, dockerfile, self._base_image or "", base_id, network]).encode()).hexdigest()
            tag = f"{IMAGE_REPOSITORY}/{_image_name(self.environment_name)}:{_image_name(self.environment_dir.name)}-{digest[:20]}"
            if not force_build and self._local_image_id(tag):
                self.image_built = False
                return tag
            handle.seek(0)
            started = time.monotonic()
            self._build(handle, dockerfile, tag, network)
            self.build_seconds = time.monotonic() - started
            self.image_built = True
            self.logger.info(f"built {tag} from {dockerfile} in {self.build_seconds:.1f} s (network {network})")
            return tag

    def _build(self, context, dockerfile: str, tag: str, network: str) -> None:
        from docker.errors import APIError

        step, output = "", []
        try:
            stream = self._client().api.build(
                fileobj=context, custom_context=True, dockerfile=dockerfile, tag=tag, rm=True, forcerm=True,
                pull=False, decode=True, network_mode=network, timeout=API_TIMEOUT_SEC,
                buildargs={"BASE_IMAGE": self._base_image} if self._base_image else None,
                labels={LABEL: "1", f"{LABEL}.task": self.environment_name[:200]})
            for chunk in stream:
                if "error" in chunk or "errorDetail" in chunk:
                    message = chunk.get("error") or chunk.get("errorDetail", {}).get("message", "")
                    raise self._build_failed(dockerfile, step, output, str(message))
                for line in (chunk.get("stream") or "").splitlines():
                    if line.startswith("Step "):
                        step, output = line.strip(), []
                    elif line.strip():
                        output.append(line.rstrip())
        except APIError as exc:
            raise self._build_failed(dockerfile, step, output, str(exc)) from None
        if self._local_image_id(tag) is None:
            raise self._build_failed(dockerfile, step, output, "the engine reported no error but made no image")

    def _build_failed(self, dockerfile: str, step: str, output: list[str], error: str) -> SandboxBuildFailedError:
        shown = "\n".join(f"    {line}" for line in output[-30:])
        hint = ""
        if not self._base_image and any(sign in error for sign in ("pull access denied", "dial tcp", "no such host",
                                                                     "manifest unknown")):
            hint = "\n  (no registry here? build a base with `sab images bootstrap` and pass --ek base_image=IMAGE)"
        return SandboxBuildFailedError(f"building {dockerfile} failed at {step or 'the start'}\n{shown}\n  "
                                       f"{error.strip()}{hint}")

    # -- lifecycle --------------------------------------------------------------------------------

    def _remove_container(self, name_or_id: str) -> None:
        from docker.errors import NotFound

        try:
            self._client().api.remove_container(name_or_id, force=True)
        except NotFound:
            pass

    def _create_container(self) -> str:
        api = self._client().api
        self._remove_container(self._container_name)  # a stale one of an interrupted trial with this session
        cpus = self._resource_limit_value("cpu", auto_mode=ResourceMode.LIMIT)
        engine_cpus = api.info().get("NCPU") or 0
        if cpus and engine_cpus and float(cpus) > engine_cpus:  # the engine refuses a limit above its cores
            self.logger.warning(f"the task asks for {cpus} cpus; the engine has {engine_cpus}, the limit is {engine_cpus}")
            cpus = engine_cpus
        memory_mb = self._resource_limit_value("memory", auto_mode=ResourceMode.LIMIT)
        host_config = api.create_host_config(
            network_mode="none", init=True,
            nano_cpus=int(float(cpus) * 1e9) if cpus else None,
            mem_limit=f"{int(memory_mb)}m" if memory_mb else None,
            memswap_limit=f"{int(memory_mb)}m" if memory_mb else None,
        )
        environment = self._startup_env()
        created = api.create_container(
            self.image, entrypoint=["sleep"], command=["infinity"], name=self._container_name,
            labels=self._labels(), host_config=host_config,
            working_dir=self.task_env_config.workdir or None,
            environment=[f"{key}={value}" for key, value in environment.items()] or None,
        )
        container_id = created["Id"]
        try:
            api.start(container_id)
        except Exception:
            self._remove_container(container_id)
            raise
        return container_id

    async def start(self, force_build: bool) -> None:
        if self._network_policy.network_mode != NetworkMode.NO_NETWORK:
            self.logger.warning(f"the task asks for network_mode {self._network_policy.network_mode.value!r}; "
                                f"{self.type()} runs every container without a network")
        key = (id(asyncio.get_running_loop()), str(self.environment_dir.resolve()))
        lock = _build_locks.setdefault(key, asyncio.Lock())
        async with lock:  # concurrent trials of one task build its image once
            self.image = await asyncio.to_thread(self._resolve_image, force_build)
        self._container_id = await asyncio.to_thread(self._create_container)
        await self.ensure_dirs(self._mount_targets(writable_only=True))
        await self._upload_environment_dir_after_start()

    async def stop(self, delete: bool) -> None:
        container, self._container_id = self._container_id, None
        try:
            if container is not None and not self._keep_containers:
                await asyncio.to_thread(self._remove_container, container)
        finally:
            if self._docker is not None:
                await asyncio.to_thread(self._docker.close)
                self._docker = None

    # -- commands ---------------------------------------------------------------------------------

    def _require_container(self) -> str:
        if self._container_id is None:
            raise RuntimeError(f"the {self.type()} environment {self.session_id} is not running")
        return self._container_id

    def _exec_blocking(self, argv: list[str], user: str, workdir: str | None,
                       environment: dict[str, str] | None) -> tuple[int, str, str]:
        api = self._client().api
        exec_id = api.exec_create(
            self._require_container(), argv, stdout=True, stderr=True, user=user, workdir=workdir,
            environment=[f"{key}={value}" for key, value in (environment or {}).items()] or None)["Id"]
        stdout, stderr = api.exec_start(exec_id, demux=True)
        code = api.exec_inspect(exec_id).get("ExitCode")
        decode = lambda data: (data or b"").decode("utf-8", errors="replace")  # noqa: E731
        return (code if code is not None else -1), decode(stdout), decode(stderr)

    async def _has_timeout_command(self) -> bool:
        if self._has_timeout is None:
            code, _, _ = await asyncio.to_thread(self._exec_blocking, ["sh", "-c", "command -v timeout"], "root",
                                                 None, None)
            self._has_timeout = code == 0
        return self._has_timeout

    async def exec(self, command: str, cwd: str | None = None, env: dict[str, str] | None = None,
                   timeout_sec: int | None = None, user: str | int | None = None) -> ExecResult:
        argv = ["bash", "-c", command]
        if timeout_sec and await self._has_timeout_command():
            # The command's whole process group is ended inside the container at the limit.
            argv = ["timeout", "--kill-after=5", str(max(1, int(timeout_sec))), *argv]
        resolved = self._resolve_user(user)
        started = time.monotonic()
        call = asyncio.to_thread(self._exec_blocking, argv, "" if resolved is None else str(resolved),
                                 cwd or self.task_env_config.workdir or None, self._merge_env(env))
        try:
            code, stdout, stderr = await (asyncio.wait_for(call, timeout_sec + EXEC_GRACE_SEC) if timeout_sec else call)
        except asyncio.TimeoutError:
            raise RuntimeError(f"Command timed out after {timeout_sec} seconds") from None
        if timeout_sec and code in (124, 137) and time.monotonic() - started >= timeout_sec:
            raise RuntimeError(f"Command timed out after {timeout_sec} seconds")
        callback = self._output_callback()
        if callback is not None:
            if stdout:
                await callback(stdout, "stdout")
            if stderr:
                await callback(stderr, "stderr")
        return ExecResult(stdout=stdout, stderr=stderr, return_code=code)

    # -- files ------------------------------------------------------------------------------------

    async def _mkdir(self, path: str) -> None:
        code, stdout, stderr = await asyncio.to_thread(self._exec_blocking, ["mkdir", "-p", "--", path], "root",
                                                       None, None)
        if code != 0:
            raise RuntimeError(f"cannot create {path} in {self.session_id}: {stderr or stdout}")

    def _put(self, target_dir: str, handle) -> None:
        handle.seek(0)
        if not self._client().api.put_archive(self._require_container(), target_dir, handle):
            raise RuntimeError(f"the engine refused the archive for {target_dir}")

    @staticmethod
    def _as_root(entry: tarfile.TarInfo) -> tarfile.TarInfo:
        entry.uid = entry.gid = 0
        entry.uname = entry.gname = "root"
        return entry

    async def upload_file(self, source_path: Path | str, target_path: str) -> None:
        target = PurePosixPath(target_path)
        await self._mkdir(str(target.parent))

        def put() -> None:
            with tempfile.TemporaryFile() as handle:
                with tarfile.open(fileobj=handle, mode="w") as tar:
                    tar.add(str(source_path), arcname=target.name, recursive=False, filter=self._as_root)
                self._put(str(target.parent), handle)

        await asyncio.to_thread(put)

    async def upload_dir(self, source_dir: Path | str, target_dir: str) -> None:
        await self._mkdir(target_dir)

        def put() -> None:
            with tempfile.TemporaryFile() as handle:
                with tarfile.open(fileobj=handle, mode="w") as tar:
                    for child in sorted(Path(source_dir).iterdir()):
                        tar.add(str(child), arcname=child.name, filter=self._as_root)
                self._put(target_dir, handle)

        await asyncio.to_thread(put)

    def _fetch(self, source: str, handle) -> None:
        from docker.errors import NotFound

        try:
            chunks, _ = self._client().api.get_archive(self._require_container(), source)
        except NotFound:
            raise FileNotFoundError(f"{source} does not exist in {self.session_id}") from None
        for chunk in chunks:
            handle.write(chunk)
        handle.seek(0)

    async def download_file(self, source_path: str, target_path: Path | str) -> None:
        target = Path(target_path)

        def fetch() -> None:
            with tempfile.TemporaryFile() as handle:
                self._fetch(source_path, handle)
                with tarfile.open(fileobj=handle, mode="r") as tar:
                    member = tar.next()
                    if member is None or not member.isfile():
                        raise FileNotFoundError(f"{source_path} in {self.session_id} is not a regular file")
                    data = tar.extractfile(member)
                    target.parent.mkdir(parents=True, exist_ok=True)
                    with open(target, "wb") as out:
                        while block := data.read(1 << 20):
                            out.write(block)

        await asyncio.to_thread(fetch)

    async def download_dir(self, source_dir: str, target_dir: Path | str) -> None:
        target = Path(target_dir)
        skipped: list[str] = []

        def keep(member: tarfile.TarInfo, destination: str) -> tarfile.TarInfo | None:
            try:
                return transfer_tar_filter(member, destination)
            except tarfile.FilterError as exc:  # a link out of the tree, an absolute name: never written
                skipped.append(f"{member.name} ({exc})")
                return None

        def fetch() -> None:
            target.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryFile() as handle:
                self._fetch(source_dir, handle)
                with tarfile.open(fileobj=handle, mode="r") as tar:
                    members = []
                    for member in tar:
                        # The archive holds the directory itself (its base name) and everything under it.
                        parts = PurePosixPath(member.name).parts
                        if len(parts) < 2:
                            continue
                        member.name = PurePosixPath(*parts[1:]).as_posix()
                        if member.islnk():
                            link_parts = PurePosixPath(member.linkname).parts
                            member.linkname = PurePosixPath(*link_parts[1:]).as_posix() if len(link_parts) > 1 else ""
                        members.append(member)
                    tar.extractall(path=target, members=members, filter=keep)

        await asyncio.to_thread(fetch)
        if skipped:
            self.logger.warning(f"not copied from {source_dir}: {'; '.join(skipped[:5])}")


__all__ = ["SabDockerEnvironment"]
