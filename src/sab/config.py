"""Repository settings (`[tool.sab]` in pyproject.toml) and repository root discovery."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from sab.errors import FileFormatError, NotFoundError

PYPROJECT = "pyproject.toml"


@dataclass(frozen=True)
class Settings:
    root: Path
    org: str
    dataset: str
    dataset_version: str
    dataset_description: str
    git_url: str
    default_runner: str = "local"
    default_suite_budget_s: float = 600.0
    # Image passed as BASE_IMAGE to leaf Dockerfiles (e.g. one made by `sab images bootstrap`);
    # None keeps each Dockerfile's pinned public default. SAB_BASE_IMAGE overrides it.
    base_image: str | None = None

    @property
    def tasks_dir(self) -> Path:
        return self.root / "tasks"

    @property
    def code_dir(self) -> Path:
        return self.root / "code"

    @property
    def registry_json(self) -> Path:
        return self.root / "registry.json"

    @property
    def registry_index(self) -> Path:
        return self.root / "registry" / "index.json"


_REQUIRED = ("org", "dataset", "dataset_version", "dataset_description", "git_url")
_OPTIONAL = {
    "default_runner": str,
    "default_suite_budget_s": (int, float),
    "base_image": str,
}
BASE_IMAGE_ENV = "SAB_BASE_IMAGE"


def find_root(start: Path | None = None) -> Path:
    """The nearest directory at or above `start` whose pyproject.toml has a [tool.sab] table."""
    here = (start or Path.cwd()).resolve()
    for candidate in (here, *here.parents):
        pyproject = candidate / PYPROJECT
        if pyproject.is_file() and "[tool.sab]" in pyproject.read_text(encoding="utf-8", errors="replace"):
            return candidate
    raise NotFoundError(
        f"no repository root found at or above {here}",
        fix="run sab inside the task repository (a pyproject.toml with a [tool.sab] table)",
    )


def load_settings(start: Path | None = None) -> Settings:
    root = find_root(start)
    path = root / PYPROJECT
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise FileFormatError(f"invalid TOML: {exc}", file=path) from None
    table = data.get("tool", {}).get("sab", {})
    values: dict[str, object] = {}
    for key in _REQUIRED:
        value = table.get(key)
        if not isinstance(value, str) or not value:
            raise FileFormatError(
                "missing or not a non-empty string", file=path, field=f"tool.sab.{key}",
                fix=f'add {key} = "..." under [tool.sab]',
            )
        values[key] = value
    for key, kind in _OPTIONAL.items():
        if key in table:
            if not isinstance(table[key], kind) or isinstance(table[key], bool):
                raise FileFormatError("has the wrong type", file=path, field=f"tool.sab.{key}")
            values[key] = table[key]
    return Settings(root=root, **values)  # type: ignore[arg-type]


def configured_base_image(start: Path | None = None) -> str | None:
    """The base image leaf builds use: $SAB_BASE_IMAGE, else [tool.sab] base_image, else None."""
    import os

    value = os.environ.get(BASE_IMAGE_ENV, "").strip()
    if value:
        return value
    try:
        return load_settings(start).base_image or None
    except NotFoundError:
        return None
