"""Size accounting of a source tree: files by extension, physical lines, source versus test lines,
and languages by extension.

Rules (documented in docs/sources.md):
- a file is *binary* when its first 8 KiB hold a NUL byte; binary files have no lines;
- *physical lines* are newline characters, plus one for a non-empty last line without one;
- a file is a *test* when a directory on its path is named test, tests or testing, or its name
  starts with `test_` or its stem ends with `_test` (Go, C++ and Python conventions);
- the language comes from the file name (Makefile, CMakeLists.txt, ...), else its extension,
  else a `#!` line; each language has a kind: code, build, docs, data or other;
- source_lines and test_lines count code and build files; other_lines everything else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath

from sab.model.source import ExtensionSize, LanguageSize, SizeAccount

HEADER = "C/C++ header"  # resolved to C or C++ once the whole tree is counted
TEST_DIRS = frozenset({"test", "tests", "testing"})
BINARY_PROBE = 8192

_CODE = {
    "C": (".c",),
    HEADER: (".h",),
    "C++": (".cc", ".cpp", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".h++", ".ipp", ".tpp", ".inl"),
    "CUDA": (".cu", ".cuh"),
    "OpenCL": (".cl",),
    "Fortran": (".f", ".for", ".f77", ".f90", ".f95", ".f03", ".f08", ".fpp", ".ftn"),
    "Python": (".py", ".pyi", ".pyw"),
    "Cython": (".pyx", ".pxd", ".pxi"),
    "Julia": (".jl",),
    "R": (".r",),
    "MATLAB": (".m",),
    "Rust": (".rs",),
    "Go": (".go",),
    "Java": (".java",),
    "Kotlin": (".kt", ".kts"),
    "Scala": (".scala",),
    "C#": (".cs",),
    "JavaScript": (".js", ".mjs", ".cjs", ".jsx"),
    "TypeScript": (".ts", ".tsx"),
    "Shell": (".sh", ".bash", ".zsh", ".ksh", ".csh", ".tcsh"),
    "Perl": (".pl", ".pm"),
    "Ruby": (".rb",),
    "Lua": (".lua",),
    "Haskell": (".hs",),
    "OCaml": (".ml", ".mli"),
    "Swift": (".swift",),
    "Chapel": (".chpl",),
    "Tcl": (".tcl",),
    "Awk": (".awk",),
    "SQL": (".sql",),
    "Assembly": (".s", ".asm"),
    "Jupyter Notebook": (".ipynb",),
}
_BUILD = {
    "Makefile": (".mk", ".mak"),
    "CMake": (".cmake",),
    "Meson": (),
    "Autotools": (".ac", ".am", ".m4"),
    "Dockerfile": (),
}
_DOCS = {
    "Markdown": (".md", ".markdown"),
    "reStructuredText": (".rst",),
    "Text": (".txt",),
    "TeX": (".tex", ".sty", ".cls"),
    "HTML": (".html", ".htm"),
    "AsciiDoc": (".adoc",),
}
_DATA = {
    "JSON": (".json",),
    "YAML": (".yaml", ".yml"),
    "TOML": (".toml",),
    "INI": (".ini", ".cfg", ".conf"),
    "XML": (".xml",),
    "CSV": (".csv", ".tsv"),
    "BibTeX": (".bib",),
}
FILENAMES = {
    "makefile": ("Makefile", "build"),
    "gnumakefile": ("Makefile", "build"),
    "cmakelists.txt": ("CMake", "build"),
    "meson.build": ("Meson", "build"),
    "meson_options.txt": ("Meson", "build"),
    "configure.ac": ("Autotools", "build"),
    "dockerfile": ("Dockerfile", "build"),
    "sconstruct": ("Python", "build"),
}
SHEBANGS = {"sh": "Shell", "bash": "Shell", "zsh": "Shell", "ksh": "Shell", "dash": "Shell",
            "python": "Python", "python3": "Python", "perl": "Perl", "ruby": "Ruby", "julia": "Julia",
            "Rscript": "R", "node": "JavaScript", "awk": "Awk", "tclsh": "Tcl", "lua": "Lua"}

EXTENSIONS: dict[str, tuple[str, str]] = {}
for _kind, _table in (("code", _CODE), ("build", _BUILD), ("docs", _DOCS), ("data", _DATA)):
    for _language, _extensions in _table.items():
        for _extension in _extensions:
            EXTENSIONS[_extension] = (_language, _kind)
KIND_OF = {language: kind for language, kind in EXTENSIONS.values()} | {
    language: kind for language, kind in FILENAMES.values()
}
CODE_KINDS = frozenset({"code", "build"})


def is_test_path(rel: str) -> bool:
    parts = PurePosixPath(rel).parts
    if any(part.lower() in TEST_DIRS for part in parts[:-1]):
        return True
    name = parts[-1].lower()
    stem = name.split(".", 1)[0]
    return name.startswith("test_") or stem.endswith("_test")


def extension_key(rel: str) -> str:
    """`.c`, `.tar.gz` counts as `.gz`; an extensionless file is keyed by `(none)`."""
    suffix = PurePosixPath(rel).suffix.lower()
    return suffix if suffix and suffix != PurePosixPath(rel).name.lower() else "(none)"


def language_of(rel: str, head: bytes) -> tuple[str, str]:
    """(language, kind) of a file from its name, extension or `#!` line."""
    name = PurePosixPath(rel).name.lower()
    if name in FILENAMES:
        return FILENAMES[name]
    if name.startswith("dockerfile"):
        return ("Dockerfile", "build")
    if name.startswith(("license", "licence", "copying", "notice", "authors", "readme", "changelog")) and "." not in name:
        return ("Text", "docs")
    found = EXTENSIONS.get(PurePosixPath(rel).suffix.lower())
    if found:
        return found
    if head.startswith(b"#!"):
        words = head[2:].split(b"\n", 1)[0].decode("utf-8", "replace").split()
        if words:
            program = words[0].rsplit("/", 1)[-1]
            if program == "env" and len(words) > 1:
                program = next((w for w in words[1:] if not w.startswith("-")), program)
            if program.startswith("python"):
                program = "python"
            if program in SHEBANGS:
                return (SHEBANGS[program], "code")
    return ("Other", "other")


@dataclass
class SizeCounter:
    """Accumulates one file at a time; `account()` gives the SizeAccount."""

    by_extension: dict[str, list[int]] = field(default_factory=dict)
    by_language: dict[str, list[int]] = field(default_factory=dict)
    kinds: dict[str, str] = field(default_factory=dict)
    files: int = 0
    bytes: int = 0
    binary_files: int = 0

    def add(self, rel: str, size: int, head: bytes, lines: int | None) -> None:
        """`lines` is None for a binary file."""
        self.files += 1
        self.bytes += size
        ext = self.by_extension.setdefault(extension_key(rel), [0, 0, 0])
        ext[0] += 1
        ext[1] += lines or 0
        ext[2] += size
        if lines is None:
            self.binary_files += 1
            return
        language, kind = language_of(rel, head)
        self.kinds[language] = kind
        entry = self.by_language.setdefault(language, [0, 0, 0, 0])
        test = is_test_path(rel)
        entry[0] += 1
        entry[1] += lines
        entry[2] += int(test)
        entry[3] += lines if test else 0

    def _merge_headers(self) -> None:
        """.h files count as C++ when the tree has more C++ than C, else as C."""
        headers = self.by_language.pop(HEADER, None)
        if headers is None:
            return
        lines = {name: self.by_language.get(name, [0, 0])[1] for name in ("C", "C++")}
        target = "C++" if lines["C++"] > lines["C"] else "C"
        entry = self.by_language.setdefault(target, [0, 0, 0, 0])
        self.by_language[target] = [a + b for a, b in zip(entry, headers)]
        self.kinds[target] = "code"

    def account(self) -> SizeAccount:
        self._merge_headers()
        source = test = other = 0
        for language, (_files, lines, _test_files, test_lines) in self.by_language.items():
            if self.kinds[language] in CODE_KINDS:
                source += lines - test_lines
                test += test_lines
            else:
                other += lines
        return SizeAccount(
            files=self.files,
            bytes=self.bytes,
            binary_files=self.binary_files,
            lines=source + test + other,
            source_lines=source,
            test_lines=test,
            other_lines=other,
            by_extension={k: ExtensionSize(files=v[0], lines=v[1], bytes=v[2]) for k, v in self.by_extension.items()},
            by_language={
                k: LanguageSize(kind=self.kinds[k], files=v[0], lines=v[1], test_files=v[2], test_lines=v[3])
                for k, v in self.by_language.items()
            },
        )


def languages(account: SizeAccount) -> list[str]:
    """Programming languages (code and build kinds), most lines first."""
    entries = [(name, entry) for name, entry in account.by_language.items() if entry.kind in CODE_KINDS]
    return [name for name, _ in sorted(entries, key=lambda item: (-item[1].lines, item[0]))]
