"""Downloads for vendoring: streamed to disk with their sha256, through pip's own settings.

Only package registries are reachable from many build machines, so sab asks pip for its
configuration (`pip config list`, which includes PIP_* environment variables) and uses the same
index URLs, CA bundle and timeout. Credentials written into a URL (user:token@host) are sent as
HTTP basic authentication and never recorded: `redact` removes them from every URL sab writes.
"""

from __future__ import annotations

import base64
import hashlib
import os
import ssl
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from sab.errors import SabError

DEFAULT_INDEX = "https://pypi.org/simple"
_CHUNK = 1 << 20


@dataclass(frozen=True)
class PipSettings:
    index_url: str
    extra_index_urls: tuple[str, ...]
    cert: str | None
    timeout: float


def _pip_config() -> dict[str, str]:
    try:
        done = subprocess.run([sys.executable, "-m", "pip", "config", "list"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return {}
    values = {}
    for line in done.stdout.splitlines():
        key, sep, value = line.partition("=")
        if sep:
            values[key.strip()] = value.strip().strip("'\"")
    return values


@lru_cache(maxsize=1)
def pip_settings() -> PipSettings:
    """pip's index URL, extra index URLs, CA bundle and timeout; the environment wins over files,
    the `download` section over `global`, as in pip."""
    config = _pip_config()

    def get(name: str) -> str | None:
        env = os.environ.get("PIP_" + name.upper().replace("-", "_"))
        if env:
            return env
        for scope in (":env:", "download", "global"):
            if f"{scope}.{name}" in config:
                return config[f"{scope}.{name}"]
        return None

    timeout = get("timeout") or get("default-timeout") or "60"
    try:
        seconds = float(timeout)
    except ValueError:
        seconds = 60.0
    return PipSettings(
        index_url=(get("index-url") or DEFAULT_INDEX).rstrip("/"),
        extra_index_urls=tuple(u.rstrip("/") for u in (get("extra-index-url") or "").split()),
        cert=get("cert"),
        timeout=seconds,
    )


def redact(url: str) -> str:
    """The URL without any user:password@ part."""
    parts = urllib.parse.urlsplit(url)
    if parts.username is None and parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port:
        host += f":{parts.port}"
    return urllib.parse.urlunsplit(parts._replace(netloc=host))


def _request(url: str, accept: str | None) -> urllib.request.Request:
    parts = urllib.parse.urlsplit(url)
    request = urllib.request.Request(redact(url))
    if parts.username is not None:
        token = f"{urllib.parse.unquote(parts.username)}:{urllib.parse.unquote(parts.password or '')}"
        request.add_header("Authorization", "Basic " + base64.b64encode(token.encode()).decode())
    if accept:
        request.add_header("Accept", accept)
    request.add_header("User-Agent", "sab (+https://github.com/sciaccel)")
    return request


def open_url(url: str, *, accept: str | None = None):
    """An open response for `url` (http, https or file). Raises urllib's errors."""
    settings = pip_settings()
    context = ssl.create_default_context(cafile=settings.cert if settings.cert and Path(settings.cert).is_file() else None)
    if url.startswith("file:") and url.endswith("/"):
        url += "index.html"  # a file:// simple index is a tree of index.html files
    return urllib.request.urlopen(_request(url, accept), timeout=settings.timeout, context=context)


def download(url: str, target: Path) -> str:
    """Stream `url` into `target`; returns the sha256 hex digest. Errors name the URL."""
    digest = hashlib.sha256()
    try:
        with open_url(url) as response, open(target, "wb") as handle:
            while block := response.read(_CHUNK):
                digest.update(block)
                handle.write(block)
    except urllib.error.HTTPError as exc:
        raise SabError(f"download failed: HTTP {exc.code} {exc.reason}", file=redact(url),
                       fix="check the URL; nothing was written") from None
    except (urllib.error.URLError, OSError, TimeoutError) as exc:
        reason = getattr(exc, "reason", exc)
        raise SabError(f"download failed: {reason}", file=redact(url),
                       fix="check the URL and the network (only package registries may be reachable); nothing was written") from None
    return digest.hexdigest()

