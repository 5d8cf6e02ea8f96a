"""Static reading of C, C++ and Fortran files for the test survey.

Nothing is compiled or preprocessed. For C and C++: comments and string literals are blanked,
preprocessor lines dropped, and every function definition at file scope (inside `namespace` and
`extern "C"` blocks too) is found with its body by brace matching; quoted and angled `#include`
lines are read from the text. For Fortran (fixed form by extension, or an extensionless file
whose lines all keep the fixed-form columns, as netlib ships its drivers; free form for .f90 and
later): comment lines and `!` comments are dropped, and the file is split into program units
(SUBROUTINE, FUNCTION, PROGRAM, MODULE, BLOCK DATA, and a unit without a header, which is the
main program). A *main program* is a C/C++ `main` function or a Fortran main program unit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

C_LIKE = frozenset({".c", ".h", ".cc", ".cpp", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".h++", ".ipp", ".tpp", ".inl",
                    ".cu", ".cuh"})
HEADERS = frozenset({".h", ".hpp", ".hh", ".hxx", ".h++", ".ipp", ".tpp", ".inl", ".cuh"})
FORTRAN_FIXED = frozenset({".f", ".for", ".f77", ".ftn", ".fpp"})
FORTRAN_FREE = frozenset({".f90", ".f95", ".f03", ".f08"})

_C_TOKENS = re.compile(r"//[^\n]*|/\*.*?(?:\*/|\Z)|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'", re.S)
_PREPROCESSOR = re.compile(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", re.M)
_INCLUDE = re.compile(r"^[ \t]*#[ \t]*include[ \t]*([<\"])([^>\"\n]+)[>\"]", re.M)
_C_HEAD = re.compile(
    r"([A-Za-z_][\w]*(?:\s*::\s*~?[A-Za-z_]\w*)*)\s*\((?:[^()]|\([^()]*\))*\)"
    r"(?:\s*(?:const|noexcept|override|final|volatile|throw\s*\([^)]*\)|->\s*[\w:<>,\s*&]+))*\s*$", re.S)
_C_NOT_FUNCTIONS = frozenset({"if", "for", "while", "switch", "return", "sizeof", "catch", "do", "else", "defined",
                              "alignof", "decltype", "static_assert", "__attribute__"})
_TRANSPARENT = re.compile(r"(?:\bnamespace\b[\w\s:]*|\bextern\s*\"\s*\")\s*$")
IDENT = re.compile(r"[A-Za-z_]\w*")
TEST_FUNCTION = re.compile(r"^(?:t_|test|Test|TEST)|_test$|_tests$", re.A)
GTEST = re.compile(r"\b(?:TEST|TEST_F|TEST_P|TYPED_TEST|TYPED_TEST_P)\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)")
CATCH = re.compile(r"\b(?:TEST_CASE|SCENARIO|TEST_CASE_METHOD)\s*\(\s*(?:\w+\s*,\s*)?\"((?:\\.|[^\"\\])*)\"")

_F_COMMENT_LINE = re.compile(r"^[Cc*!dD]")
_F_STRING = re.compile(r"'(?:''|[^'\n])*'|\"(?:\"\"|[^\"\n])*\"")
_F_HEAD = re.compile(
    r"^\s*(?:\d+\s+)?(?:(?:recursive|pure|elemental|impure|module)\s+)*"
    r"(?:(?:integer|real|double\s*precision|double\s*complex|complex|logical|character|type\s*\(\s*\w+\s*\))"
    r"(?:\s*\*\s*\(?\s*[\w*]+\s*\)?|\s*\([^)]*\))?\s+)?(subroutine|function)\s+(\w+)", re.I)
_F_PROGRAM = re.compile(r"^\s*program\s+(\w+)", re.I)
_F_MODULE = re.compile(r"^\s*module\s+(?!procedure\b)(\w+)\s*$", re.I)
_F_BLOCK_DATA = re.compile(r"^\s*block\s*data\b\s*(\w*)", re.I)
_F_END = re.compile(r"^\s*(?:\d+\s+)?end\s*(?:(?:subroutine|function|program|module|block\s*data)\b.*)?$", re.I)
_F_INCLUDE = re.compile(r"^\s*include\s*['\"]([^'\"]+)['\"]", re.I | re.M)
_F_USE = re.compile(r"^\s*use\b\s*(?:,\s*\w+\s*::)?\s*(\w+)", re.I | re.M)

SELF_DESCRIBED = re.compile(
    r"\b(?:this|the)\s+(?:program|driver|routine)\s+(?:tests|checks|verifies|exercises)\b"
    r"|\btest\s+(?:program|driver|harness|suite)\b", re.I)
REFERENCE_SUFFIXES = (".out", ".ref", ".expected", ".exp", ".res", ".ans", ".output", ".stdout", ".golden", ".good",
                      ".correct", ".ok")


def kind(rel: str, text: str) -> str | None:
    """'c', 'fortran-fixed', 'fortran-free' or None for a file this module does not read."""
    suffix = PurePosixPath(rel).suffix
    if suffix.lower() in C_LIKE:
        return "c"
    if suffix in (".F90", ".F95", ".F03", ".F08") or suffix.lower() in FORTRAN_FREE:
        return "fortran-free"
    if suffix.lower() in FORTRAN_FIXED:
        return "fortran-fixed"
    if not suffix and sniff_fixed_fortran(text):
        return "fortran-fixed"
    return None


def sniff_fixed_fortran(text: str) -> bool:
    """An extensionless file all of whose lines keep the fixed-form columns (a comment mark in
    column 1, or a label field of blanks or digits and a statement from column 7), with at least
    one program unit and an END line."""
    lines = [line for line in text.splitlines()[:400] if line.strip()]
    if len(lines) < 5:
        return False
    good = 0
    for line in lines:
        if _F_COMMENT_LINE.match(line):
            good += 1
        elif len(line) > 6 and (not line[:5].strip() or line[:5].strip().isdigit()):
            good += 1
    if good < 0.98 * len(lines):
        return False
    return bool(re.search(r"(?im)^\s+end\s*$", text)) and bool(
        re.search(r"(?im)^\s{6,}(?:call|subroutine|program|do|if|write|read|integer|double|real)\b", text))


@dataclass
class Unit:
    """A function (C/C++) or program unit (Fortran) with the text of its body."""

    name: str
    body: str
    static: bool = False
    main: bool = False
    arguments: frozenset[str] = frozenset()  # a Fortran unit's dummy arguments (a passed FCN is no call)

    def identifiers(self, fold: bool) -> set[str]:
        names = set(IDENT.findall(self.body))
        return {n.lower() for n in names} - self.arguments if fold else names


@dataclass
class CompiledFile:
    rel: str
    kind: str
    units: list[Unit] = field(default_factory=list)
    includes: list[tuple[str, bool]] = field(default_factory=list)  # (text, quoted)
    uses: list[str] = field(default_factory=list)  # Fortran modules
    text: str = ""  # comments blanked, for identifiers
    raw: str = ""
    _by_name: dict[str, Unit] | None = None

    @property
    def fortran(self) -> bool:
        return self.kind.startswith("fortran")

    @property
    def header(self) -> bool:
        return PurePosixPath(self.rel).suffix.lower() in HEADERS

    @property
    def main(self) -> Unit | None:
        return next((u for u in self.units if u.main), None)

    def defined(self) -> list[Unit]:
        """Units another file can call: C functions that are not static, Fortran procedures and modules."""
        return [u for u in self.units if not u.static and not u.main]

    def identifiers(self) -> set[str]:
        """Names the file's code uses: inside its functions and program units (a prototype or a
        declaration in a header calls nothing)."""
        return set().union(*(u.identifiers(self.fortran) for u in self.units)) if self.units else set()

    def opening_comment(self) -> str:
        """The comments a reader meets first: Fortran's comment lines before and right after the
        first statement, or the first C comment."""
        if self.fortran:
            fixed = self.kind == "fortran-fixed"
            lines = self.raw.splitlines()[:80]
            return "\n".join(line for line in lines
                             if (fixed and _F_COMMENT_LINE.match(line)) or line.lstrip().startswith("!"))
        match = re.search(r"/\*.*?\*/|(?://[^\n]*\n)+", self.raw[:20000], re.S)
        return match.group(0) if match else ""

    def test_functions(self) -> list[str]:
        """Test functions of a test program: functions of this file named like tests (t_*, test*,
        *_test) that main calls, in main's order; and GoogleTest/Catch2 test cases."""
        found: list[str] = []
        main = self.main
        if main is not None and not self.fortran:
            own = {u.name for u in self.units if not u.main}
            for name in re.findall(r"\b([A-Za-z_]\w*)\s*\(", main.body):
                if name in own and TEST_FUNCTION.search(name) and name not in found:
                    found.append(name)
        if not self.fortran:
            code = _blank_c(self.raw, keep_strings=True)
            found.extend(f"{suite}.{name}" for suite, name in GTEST.findall(code))
            found.extend(name for name in CATCH.findall(code))
        return found

    def unit(self, name: str) -> Unit | None:
        if self._by_name is None:
            self._by_name = {}
            for unit in self.units:
                self._by_name.setdefault(unit.name.lower() if self.fortran else unit.name, unit)
        return self._by_name.get(name.lower() if self.fortran else name)


def _spaces(text: str) -> str:
    return "\n".join(" " * len(line) for line in text.split("\n"))


def _blank(match: re.Match, keep_strings: bool) -> str:
    text = match.group(0)
    if text[0] in "\"'":
        return text if keep_strings else text[0] + _spaces(text[1:-1]) + text[-1]
    return _spaces(text)


def _blank_c(text: str, keep_strings: bool = False) -> str:
    return _C_TOKENS.sub(lambda m: _blank(m, keep_strings), text)


def _c_units(code: str) -> list[Unit]:
    """Function definitions at file scope, by brace matching over comment- and string-free code."""
    code = _PREPROCESSOR.sub(lambda m: _spaces(m.group(0)), code)
    units: list[Unit] = []
    stack: list[tuple[str, str, int, bool]] = []  # (kind, name, body start, static)
    boundary = 0
    for match in re.finditer(r"[{};]", code):
        char = match.group(0)
        at_file_scope = all(kind == "transparent" for kind, *_ in stack)
        if char == ";":
            if at_file_scope:
                boundary = match.end()
            continue
        if char == "{":
            head = code[boundary:match.start()]
            kind, name, static = "other", "", False
            if at_file_scope:
                if _TRANSPARENT.search(head):
                    kind = "transparent"
                else:
                    found = _C_HEAD.search(head)
                    if found and "=" not in head[:found.start()].split("\n")[-1]:
                        name = re.sub(r"\s+", "", found.group(1))
                        if name.split("::")[-1] not in _C_NOT_FUNCTIONS:
                            kind = "function"
                            static = bool(re.search(r"\bstatic\b", head[:found.start()]))
            stack.append((kind, name, match.end(), static))
            boundary = match.end()
            continue
        if stack:
            kind, name, start, static = stack.pop()
            if kind == "function":
                units.append(Unit(name, code[start:match.start()], static=static, main=name == "main"))
        if all(k == "transparent" for k, *_ in stack):
            boundary = match.end()
    return units


def _fortran_lines(text: str, fixed: bool) -> list[str]:
    lines = []
    for line in text.splitlines():
        if fixed and _F_COMMENT_LINE.match(line):
            lines.append("")
            continue
        line = _F_STRING.sub("''", line)
        bang = line.find("!")
        if bang >= 0 and not (fixed and bang == 5):
            line = line[:bang]
        lines.append(line[:72] if fixed else line)
    return lines


def _fortran_units(lines: list[str]) -> list[Unit]:
    units: list[Unit] = []
    stack: list[list] = []  # [name, kind, first line]
    for number, line in enumerate(lines):
        if not line.strip():
            continue
        head = _F_HEAD.match(line)
        program = _F_PROGRAM.match(line)
        module = _F_MODULE.match(line)
        block = _F_BLOCK_DATA.match(line)
        if head or program or module or block:
            if head:
                stack.append([head.group(2), head.group(1).lower(), number, _dummy_arguments(lines, number, head.end())])
            elif program:
                stack.append([program.group(1), "program", number, frozenset()])
            elif module:
                stack.append([module.group(1), "module", number, frozenset()])
            else:
                stack.append([block.group(1) or "blockdata", "block data", number, frozenset()])
            continue
        if _F_END.match(line):
            if stack:
                name, what, first, arguments = stack.pop()
                units.append(Unit(name, "\n".join(lines[first:number + 1]), main=what == "program", arguments=arguments))
            continue
        if not stack:  # a statement outside any unit opens the main program
            stack.append(["main", "program", number, frozenset()])
    while stack:
        name, what, first, arguments = stack.pop()
        units.append(Unit(name, "\n".join(lines[first:]), main=what == "program", arguments=arguments))
    return units


def _dummy_arguments(lines: list[str], number: int, offset: int) -> frozenset[str]:
    """The dummy arguments of a SUBROUTINE or FUNCTION statement, continuation lines included."""
    text = lines[number][offset:]
    following = number + 1
    while "(" in text and ")" not in text and following < len(lines) and following < number + 20:
        line = lines[following]
        text += " " + (line[6:] if len(line) > 6 and line[5] not in " 0" else line.lstrip().lstrip("&"))
        following += 1
    match = re.match(r"\s*\(([^)]*)\)", text)
    return frozenset(n.lower() for n in IDENT.findall(match.group(1))) if match else frozenset()


def read(rel: str, text: str) -> CompiledFile | None:
    what = kind(rel, text)
    if what is None:
        return None
    if what == "c":
        code = _blank_c(text)
        includes = [(m.group(2).strip(), m.group(1) == '"') for m in _INCLUDE.finditer(_blank_c(text, keep_strings=True))]
        return CompiledFile(rel, what, _c_units(code), includes, [], _PREPROCESSOR.sub("", code), text)
    lines = _fortran_lines(text, what == "fortran-fixed")
    body = "\n".join(lines)
    includes = [(m.group(1), True) for m in _F_INCLUDE.finditer(text)]
    uses = [m.group(1).lower() for m in _F_USE.finditer(body)]
    return CompiledFile(rel, what, _fortran_units(lines), includes, uses, body, text)


def reference_outputs(rel: str, rels: set[str]) -> list[str]:
    """Files beside `rel` with its stem and a reference-output suffix (`prog.c` and `prog.out`)."""
    path = PurePosixPath(rel)
    stem = path.parent / path.stem
    return [f"{stem.as_posix()}{suffix}" for suffix in REFERENCE_SUFFIXES if f"{stem.as_posix()}{suffix}" in rels]
