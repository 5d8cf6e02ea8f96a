"""Finding a source distribution on a package index (the "simple" repository API).

sab reads the index itself instead of calling `pip download --no-binary :all:`: pip would build
the sdist's metadata, running its setup code and installing its build requirements, only to
download one file. The simple API (PEP 691 JSON, else PEP 503 HTML) is what every index and
proxy serves; sab asks pip's configured index first, then the extra indexes, and takes the sdist
named `<name>-<version>.tar.gz` (or .zip) with the hash the index publishes.
"""

from __future__ import annotations

import html.parser
import json
import re
import urllib.error
import urllib.parse
from dataclasses import dataclass

from sab.errors import SabError
from sab.sources.net import open_url, pip_settings, redact

SDIST_SUFFIXES = (".tar.gz", ".zip", ".tar.bz2", ".tgz")
ACCEPT = "application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html;q=0.2, text/html;q=0.1"


def normalize(name: str) -> str:
    """PEP 503 name normalisation."""
    return re.sub(r"[-_.]+", "-", name).lower()


def parse_requirement(spec: str) -> tuple[str, str]:
    """`NAME==VERSION` -> (name, version); anything looser is refused."""
    match = re.fullmatch(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*==\s*([A-Za-z0-9][A-Za-z0-9.+!_-]*)\s*", spec)
    if not match:
        raise SabError(
            f"{spec!r} is not NAME==VERSION", field="--pypi",
            fix="pin an exact version, e.g. --pypi six==1.16.0",
        )
    return match.group(1), match.group(2)


@dataclass(frozen=True)
class Sdist:
    index_url: str
    filename: str
    url: str
    sha256: str | None


class _Links(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[tuple[str, str]] = []
        self._href: str | None = None
        self._text = ""

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href = dict(attrs).get("href")
            self._text = ""

    def handle_data(self, data):
        if self._href is not None:
            self._text += data

    def handle_endtag(self, tag):
        if tag == "a" and self._href is not None:
            self.links.append((self._text.strip(), self._href))
            self._href = None


def _files(page_url: str) -> list[tuple[str, str, str | None]] | None:
    """(filename, absolute url, sha256) of every file the index lists for a project, or None
    when the index does not know it."""
    try:
        with open_url(page_url, accept=ACCEPT) as response:
            body = response.read()
            kind = response.headers.get("Content-Type", "") if hasattr(response, "headers") else ""
    except urllib.error.HTTPError as exc:
        if exc.code == 404:
            return None
        raise SabError(f"package index answered HTTP {exc.code}", file=redact(page_url), fix="check pip's index-url") from None
    except (urllib.error.URLError, OSError, TimeoutError) as exc:
        if page_url.startswith("file:"):
            return None
        raise SabError(f"package index unreachable: {getattr(exc, 'reason', exc)}", file=redact(page_url),
                       fix="check pip's index-url (`pip config list`) and the network") from None
    files = []
    if "json" in kind:
        for entry in json.loads(body).get("files", []):
            if entry.get("yanked"):
                continue
            sha = (entry.get("hashes") or {}).get("sha256")
            files.append((entry["filename"], urllib.parse.urljoin(page_url, entry["url"]), sha))
        return files
    parser = _Links()
    parser.feed(body.decode("utf-8", "replace"))
    for text, href in parser.links:
        url = urllib.parse.urljoin(page_url, href)
        base, _, fragment = url.partition("#")
        sha = fragment[len("sha256="):] if fragment.startswith("sha256=") else None
        filename = urllib.parse.unquote(base.rsplit("/", 1)[-1]) or text
        files.append((filename, base, sha))
    return files


def _sdist_version(filename: str, project: str) -> str | None:
    for suffix in SDIST_SUFFIXES:
        if filename.lower().endswith(suffix):
            stem = filename[: -len(suffix)]
            name, sep, version = stem.rpartition("-")
            if sep and normalize(name) == project:
                return version
    return None


def find_sdist(name: str, version: str) -> Sdist:
    """The sdist of name==version on pip's index, else on its extra indexes, in that order."""
    settings = pip_settings()
    project = normalize(name)
    seen: list[str] = []
    for index in (settings.index_url, *settings.extra_index_urls):
        files = _files(f"{index}/{project}/")
        if files is None:
            continue
        versions = {_sdist_version(f, project): (f, u, s) for f, u, s in files}
        versions.pop(None, None)
        match = versions.get(version) or next(
            (entry for v, entry in versions.items() if v and v.lower() == version.lower()), None
        )
        if match:
            filename, url, sha = match
            return Sdist(redact(index), filename, url, sha)
        seen.extend(v for v in versions if v)
    indexes = ", ".join(redact(u) for u in (settings.index_url, *settings.extra_index_urls))
    hint = f"; versions with an sdist: {', '.join(sorted(set(seen))[-8:])}" if seen else ""
    raise SabError(
        f"no source distribution of {name}=={version} on {indexes}{hint}", field="--pypi",
        fix="check the name and version (only an sdist is vendored, never a wheel)",
    )
