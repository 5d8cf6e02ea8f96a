"""sab's Harbor environment driven directly, inside Harbor's interpreter: prints what each primitive did as JSON.

Run by tests/test_harbor_trials.py as `python harbor_env_primitives.py WORK_DIR BASE_IMAGE` in the Harbor chroot,
with sab_harbor_env on PYTHONPATH and DOCKER_HOST reaching the engine.
"""
import asyncio
import json
import os
import sys
import time
from pathlib import Path

from harbor.models.task.config import EnvironmentConfig, NetworkMode, NetworkPolicy
from harbor.models.trial.paths import TrialPaths
from sab_harbor_env import SabDockerEnvironment

work = Path(sys.argv[1])
base = sys.argv[2]
(work / "task/environment").mkdir(parents=True)
(work / "task/environment/Dockerfile").write_text(
    "ARG BASE_IMAGE=debian:bookworm-slim\nFROM ${BASE_IMAGE}\n"
    "RUN useradd --create-home solver && mkdir -p /work && chown solver /work\nWORKDIR /work\n")
(work / "trial").mkdir()


async def main() -> dict:
    report = {}
    env = SabDockerEnvironment(
        environment_dir=work / "task/environment", environment_name="primitives", session_id="primitives__env",
        trial_paths=TrialPaths(work / "trial"), task_env_config=EnvironmentConfig(cpus=1, memory_mb=256),
        network_policy=NetworkPolicy(network_mode=NetworkMode.NO_NETWORK), base_image=base)
    await env.start(force_build=False)
    try:
        done = await env.exec("echo out; echo err >&2; pwd; id -un; echo $GREETING; exit 3", env={"GREETING": "hi"})
        report["exec"] = [done.return_code, done.stdout, done.stderr]
        done = await env.exec("id -un; pwd", user="solver", cwd="/tmp")
        report["user"] = done.stdout
        report["interfaces"] = (await env.exec("ls /sys/class/net")).stdout.split()
        report["memory_max"] = (await env.exec("cat /sys/fs/cgroup/memory.max 2>/dev/null || cat /sys/fs/cgroup/memory/memory.limit_in_bytes")).stdout.strip()
        started = time.monotonic()
        try:
            await env.exec("sleep 60 & sleep 60; echo never", timeout_sec=2)
            report["timeout"] = "no error"
        except RuntimeError as exc:
            report["timeout"] = str(exc)
        report["timeout_seconds"] = round(time.monotonic() - started, 1)
        report["sleepers_left"] = (await env.exec("ps -eo comm | grep -c '^sleep$' || true")).stdout.strip()
        source = work / "upload"
        (source / "sub").mkdir(parents=True)
        (source / "a.txt").write_text("alpha\n")
        (source / "sub/b.sh").write_text("#!/bin/sh\necho beta\n")
        (source / "sub/b.sh").chmod(0o755)
        (source / "link").symlink_to("sub/b.sh")
        await env.upload_dir(source, "/data/in")
        await env.upload_file(source / "a.txt", "/data/single/a-copy.txt")
        report["uploaded"] = (await env.exec("cd /data && find . | sort && stat -c '%U %a' in/sub/b.sh && in/sub/b.sh")).stdout.split()
        await env.exec("mkdir -p /data/out/deep && echo gamma > /data/out/deep/c.txt && ln -s /etc/passwd /data/out/escape && ln -s deep/c.txt /data/out/inside")
        await env.download_dir("/data/out", work / "down")
        await env.download_file("/data/single/a-copy.txt", work / "file/a.txt")
        report["downloaded"] = sorted(str(p.relative_to(work / "down")) for p in (work / "down").rglob("*"))
        report["downloaded_inside_link"] = os.readlink(work / "down/inside")
        report["downloaded_file"] = (work / "file/a.txt").read_text()
        report["is_dir"] = [await env.is_dir("/data/out"), await env.is_dir("/data/none"), await env.is_file("/data/single/a-copy.txt")]
        try:
            await env.download_file("/data/none.txt", work / "none.txt")
            report["missing_file"] = "no error"
        except Exception as exc:
            report["missing_file"] = type(exc).__name__
        report["image"] = env.image
    finally:
        await env.stop(delete=True)
    return report


print(json.dumps(asyncio.run(main())))
