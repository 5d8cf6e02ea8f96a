"""License detection: license files of a tree and the SPDX ids their texts carry.

A *license file* is one whose name starts with LICENSE, LICENCE, COPYING, COPYRIGHT, NOTICE or
UNLICENSE (any case; any extension but a programming language's, so license.py is code), or any
file under a LICENSES/ directory, at any depth. Its
license is recognised from distinctive phrases of the license text (whitespace, case and comment
markers ignored), never from its file name. The source's license is the one of its top-level
license files; when none is recognised sab falls back to `SPDX-License-Identifier:` lines in the
tree's files, then to the package metadata of an sdist (PKG-INFO), then to a record kept outside
the tree by whoever distributed it (debian/copyright, for a Debian source package), and otherwise
says 'unknown' with a warning. The license text alone cannot tell GPL "version N only" from "or
any later version"; sab answers `-or-later` only when the tree's SPDX lines or notices say so,
else `-only`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from sab.model.source import LicenseFile
from sab.sources.size import CODE_KINDS, EXTENSIONS

UNKNOWN = "unknown"
LICENSE_PREFIXES = ("license", "licence", "copying", "copyright", "notice", "unlicense")
HEADER_BYTES = 4096
SPDX_LINE = re.compile(rb"SPDX-License-Identifier:\s*([A-Za-z0-9.+ ()-]+?)\s*(?:\*/|-->|$)", re.M)
OR_LATER = "or (at your option) any later version"


def _norm(text: str) -> str:
    text = text.lower().replace("\u2019", "'").replace("``", '"').replace("''", '"')
    text = re.sub(r"(?m)^\s*(?:#|//|/?\*+|;|--|%|!|c\s)\s?", " ", text)  # comment markers of notices
    return re.sub(r"\s+", " ", text)


@dataclass(frozen=True)
class Rule:
    spdx: str
    all_of: tuple[str, ...]
    none_of: tuple[str, ...] = ()


# Where several rules match at the same place, the earlier (more specific) one wins.
RULES = tuple(
    Rule(spdx, tuple(_norm(p).strip() for p in all_of), tuple(_norm(p).strip() for p in none_of))
    for spdx, all_of, none_of in (
        # The GNU texts name each other; only the title line followed by its date is distinctive.
        ("AGPL-3.0", ("GNU AFFERO GENERAL PUBLIC LICENSE Version 3, 19 November 2007",), ()),
        ("LGPL-3.0", ("GNU LESSER GENERAL PUBLIC LICENSE Version 3, 29 June 2007",), ()),
        ("LGPL-2.1", ("GNU LESSER GENERAL PUBLIC LICENSE Version 2.1, February 1999",), ()),
        ("LGPL-2.0", ("GNU LIBRARY GENERAL PUBLIC LICENSE Version 2, June 1991",), ()),
        ("GPL-3.0", ("GNU GENERAL PUBLIC LICENSE Version 3, 29 June 2007",), ()),
        ("GPL-2.0", ("GNU GENERAL PUBLIC LICENSE Version 2, June 1991",), ()),
        ("Apache-2.0", ("Apache License", "Version 2.0, January 2004"), ()),
        ("Apache-2.0", ("Licensed under the Apache License, Version 2.0",), ()),
        ("MPL-2.0", ("Mozilla Public License Version 2.0",), ()),
        ("MPL-2.0", ("Mozilla Public License, v. 2.0",), ()),
        ("EPL-2.0", ("Eclipse Public License - v 2.0",), ()),
        ("EPL-1.0", ("Eclipse Public License - v 1.0",), ()),
        ("CECILL-2.1", ("CeCILL FREE SOFTWARE LICENSE AGREEMENT", "Version 2.1"), ()),
        ("CECILL-B", ("CeCILL-B FREE SOFTWARE LICENSE AGREEMENT",), ()),
        ("CECILL-C", ("CeCILL-C FREE SOFTWARE LICENSE AGREEMENT",), ()),
        ("BSL-1.0", ("Boost Software License - Version 1.0",), ()),
        ("Unlicense", ("This is free and unencumbered software released into the public domain",), ()),
        ("CC0-1.0", ("CC0 1.0 Universal",), ()),
        ("PSF-2.0", ("PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2",), ()),
        ("Zlib", ("This software is provided 'as-is', without any express or implied warranty",
                  "Permission is granted to anyone to use this software for any purpose"), ()),
        ("MIT", ("Permission is hereby granted, free of charge, to any person obtaining a copy",
                 "The above copyright notice and this permission notice shall be included"), ()),
        ("MIT-0", ("Permission is hereby granted, free of charge, to any person obtaining a copy",), ()),
        ("ISC", ("Permission to use, copy, modify, and/or distribute this software for any purpose",
                 "provided that the above copyright notice and this permission notice appear in all copies"), ()),
        ("ISC", ("Permission to use, copy, modify, and distribute this software for any purpose",
                 "provided that the above copyright notice and this permission notice appear in all copies"), ()),
        ("0BSD", ("Permission to use, copy, modify, and/or distribute this software for any purpose with or without fee is hereby granted",), ()),
        # MINPACK's notice reads as BSD-2-Clause plus an acknowledgment clause; it must win the tie.
        ("Minpack", ("Redistribution and use in source and binary forms",
                     "developed by the University of Chicago, as Operator of Argonne National Laboratory"), ()),
        ("BSD-4-Clause", ("Redistribution and use in source and binary forms",
                          "All advertising materials mentioning features or use of this software"), ()),
        ("BSD-3-Clause", ("Redistribution and use in source and binary forms", "Neither the name"), ()),
        ("BSD-3-Clause", ("Redistribution and use in source and binary forms",
                          "may not be used to endorse or promote products derived from this software"), ()),
        ("BSD-2-Clause", ("Redistribution and use in source and binary forms",
                          "Redistributions in binary form must reproduce the above copyright notice"), ()),
    )
)
VERSIONED = ("AGPL-3.0", "LGPL-3.0", "LGPL-2.1", "LGPL-2.0", "GPL-3.0", "GPL-2.0")


def recognise(text: str) -> str:
    """The SPDX id of a license text, or 'unknown'. GPL-family ids come without -only/-or-later.

    When a file holds several licenses (a project's own followed by those of bundled code, as in
    numpy's LICENSE.txt) the one that starts first wins; among rules matching at the same place,
    the more specific one listed first in RULES."""
    normal = _norm(text)
    best: tuple[int, int] | None = None
    for order, rule in enumerate(RULES):
        positions = [normal.find(p) for p in rule.all_of]
        if min(positions) < 0 or any(p in normal for p in rule.none_of):
            continue
        if best is None or (min(positions), order) < best:
            best = (min(positions), order)
    return RULES[best[1]].spdx if best else UNKNOWN


def is_license_file(rel: str) -> bool:
    path = PurePosixPath(rel)
    if any(part.lower() == "licenses" for part in path.parts[:-1]):
        return True
    if not path.name.lower().startswith(LICENSE_PREFIXES):
        return False
    language = EXTENSIONS.get(path.suffix.lower())
    return language is None or language[1] not in CODE_KINDS  # license.py is code, LICENSE.md is not


@dataclass
class Detection:
    license: str
    origin: str  # license-file | spdx-header | package-metadata | none
    files: list[LicenseFile] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class OutsideRecord:
    """A license stated beside the tree rather than in it (a distributor's record of upstream's
    terms); it answers only when the tree itself says nothing recognisable."""

    license: str
    origin: str
    note: str


def _read(path: Path, limit: int | None = None) -> str:
    with open(path, "rb") as handle:
        data = handle.read(limit) if limit else handle.read(4 << 20)
    return data.decode("utf-8", "replace")


def _spdx_ids(tree: Path, rels: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for rel in rels:
        path = tree / rel
        if path.is_symlink() or not path.is_file():
            continue
        with open(path, "rb") as handle:
            head = handle.read(HEADER_BYTES)
        for match in SPDX_LINE.finditer(head):
            expression = match.group(1).decode("ascii", "replace").strip()
            if expression:
                counts[expression] = counts.get(expression, 0) + 1
    return counts


def _or_later(tree: Path, rels: list[str], family: str, spdx: dict[str, int]) -> str:
    if any(expr.startswith(f"{family}-or-later") or expr == f"{family}+" for expr in spdx):
        return f"{family}-or-later"
    if any(expr.startswith(f"{family}-only") for expr in spdx):
        return f"{family}-only"
    for rel in rels:
        if is_license_file(rel):
            continue
        path = tree / rel
        if path.is_file() and not path.is_symlink() and OR_LATER in _norm(_read(path, HEADER_BYTES)):
            return f"{family}-or-later"
    return f"{family}-only"


def _package_license(tree: Path) -> str | None:
    """License-Expression (or a plain SPDX-looking License) of an sdist's PKG-INFO."""
    pkg_info = tree / "PKG-INFO"
    if not pkg_info.is_file():
        return None
    headers = _read(pkg_info).split("\n\n", 1)[0]
    for key in ("License-Expression", "License"):
        match = re.search(rf"(?m)^{key}:\s*(\S[^\n]*)$", headers)
        if match and re.fullmatch(r"[A-Za-z0-9.+-]+(?: (?:AND|OR|WITH) [A-Za-z0-9.+-]+)*", match.group(1).strip()):
            return match.group(1).strip()
    return None


def detect(tree: Path, rels: list[str], outside: OutsideRecord | None = None) -> Detection:
    """Detect the license of the tree whose files (relative paths) are `rels`; `outside` is the
    last resort before 'unknown'."""
    files: list[LicenseFile] = []
    for rel in rels:
        path = tree / rel
        if is_license_file(rel) and path.is_file() and not path.is_symlink():
            files.append(LicenseFile(path=rel, license=recognise(_read(path))))
    spdx = _spdx_ids(tree, rels)
    code_rels = [rel for rel in rels if not is_license_file(rel)]
    top = [f for f in files if "/" not in f.path or f.path.split("/", 1)[0].lower() == "licenses"]
    found: list[str] = []
    for entry in top:
        if entry.license != UNKNOWN and entry.license not in found:
            found.append(entry.license)
    warnings: list[str] = []
    for entry in top:
        if entry.license == UNKNOWN:
            warnings.append(f"license file {entry.path}: text not recognised; read it and declare the license with --license")
    versions: dict[str, str] = {}
    for entry in files:
        if entry.license in VERSIONED:
            if entry.license not in versions:
                versions[entry.license] = _or_later(tree, code_rels, entry.license, spdx)
            entry.license = versions[entry.license]
    if found:
        ids = [versions.get(f, f) for f in found]
        if len(ids) > 1:
            warnings.append(
                f"several licenses in the top-level license files ({', '.join(ids)}), recorded as all applying; "
                f"if they are alternatives, declare e.g. --license '{' OR '.join(ids)}'"
            )
        return Detection(" AND ".join(ids), "license-file", files, warnings)
    if spdx:
        best = sorted(spdx.items(), key=lambda item: (-item[1], item[0]))[0][0]
        warnings.append(f"no recognised license file; license taken from SPDX-License-Identifier lines ({best})")
        return Detection(best, "spdx-header", files, warnings)
    declared = _package_license(tree)
    if declared:
        warnings.append(f"no recognised license file; license taken from PKG-INFO ({declared})")
        return Detection(declared, "package-metadata", files, warnings)
    if outside is not None:
        return Detection(outside.license, outside.origin, files, [*warnings, outside.note])
    if not files:
        warnings.append("no license file shipped: license unknown; find out the terms before using this source")
    else:
        warnings.append("license unknown: no license text recognised; declare it with --license after reading the files")
    return Detection(UNKNOWN, "none", files, warnings)
