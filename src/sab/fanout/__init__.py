"""Fan-out: many leaves' selfchecks, probes, coverage and structural validation, on this machine or
on a Dask cluster (docs/fanout.md).

- `executor.py`: where tasks run. `LocalExecutor` (this process, or a pool of `--workers N`
  spawned processes) or `DaskExecutor` (`--scheduler tcp://HOST:PORT`, or `$SAB_SCHEDULER`).
- `snapshot.py`: what a worker gets. Each task carries a staged copy of what it reads (the leaf,
  its source and the source's report, pyproject.toml), verified on the worker against the
  client's fingerprints and sab's own; what the task changed comes back as file contents, and
  only the client writes them, atomically, the record last.
- `jobs.py`: each command's worker task and its client (send, gather, write back).
- `select.py`: which leaves: named, `--all DIR`, `--changed-since REF`.
- `compare.py`: what must be equal between two selfchecks of one leaf, wherever they ran.
"""
