"""Numeric literals of C-family, Fortran and Python source files, outside comments and strings.

One small hand-written scanner per language family walks the text once, character by character,
skipping comments, string and character literals (and, in C, preprocessor lines other than
`#define` and blocks under `#if 0`), and reports every numeric literal with its exact span. A
scanner never raises on odd input: unterminated strings or comments end at the end of the line
or file, so a file that does not compile still yields its literals.

Families, by file extension:

- `c`: C, C++, CUDA, OpenCL (`.c .h .cc .cpp .cxx .c++ .hpp .hh .hxx .cu .cuh .cl`). Literals are
  C preprocessing numbers (so `0xe+1` is one token, as the compiler sees it); digit separators
  (`1'000`), integer suffixes (`10UL`) and float suffixes (`1.5f`) are kept; hexadecimal floats
  are not reported. Encoding prefixes (`L"..."`, `u8'x'`) and raw strings (`R"d(...)d"`) are strings.
- `fortran-free` (`.f90 .f95 .f03 .f08 .F90 ...`) and `fortran-fixed` (`.f .for .ftn .f77 .F ...`):
  `!` comments, fixed-form comment lines (`C`, `c`, `*`, `!`, `D` in column 1), columns 1-6 and
  73+ of fixed form, `'...'`/`"..."` strings with doubled quotes, BOZ constants (`Z'FF'`),
  Hollerith constants (`5HHELLO`), statement labels and FORMAT statements are skipped; real
  literals keep their exponent letter (`1.0d0`) and kind (`1.5_dp`); `1.eq.2` is `1`, `.eq.`, `2`.
- `python` (`.py .pyi .pyx .pxd .pxi`): `#` comments and every string, including prefixed,
  raw, triple-quoted and f-strings (numbers inside f-string replacement fields are not reported);
  literals follow Python's grammar (`1_000`, `0x_ff`, `1e-3j`).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from pathlib import PurePath

FAMILIES: dict[str, str] = {
    **dict.fromkeys((".c", ".h", ".cc", ".cpp", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".cu", ".cuh", ".cl",
                     ".C", ".H"), "c"),
    **dict.fromkeys((".f90", ".f95", ".f03", ".f08", ".F90", ".F95", ".F03", ".F08"), "fortran-free"),
    **dict.fromkeys((".f", ".for", ".ftn", ".f77", ".F", ".FOR", ".FTN", ".F77"), "fortran-fixed"),
    **dict.fromkeys((".py", ".pyi", ".pyx", ".pxd", ".pxi"), "python"),
}


def family_of(path: str | PurePath) -> str | None:
    """The language family of a source file, or None when sab cannot mutate it."""
    return FAMILIES.get(PurePath(path).suffix)


@dataclass(frozen=True)
class Literal:
    """A numeric literal: `text == prefix + body + exponent + suffix` up to digit separators.

    `body` holds the digits (and the decimal point of a real) without separators, `prefix` the
    base prefix (`0x`, `0o`, `0b`, `0` for C octal), `exponent` the exponent part as written
    (`e-3`, `d0`) and `suffix` the type or kind suffix (`f`, `UL`, `_dp`, `j`).
    """

    start: int
    end: int
    line: int
    column: int
    text: str
    kind: str  # "int" or "float"
    base: int
    prefix: str
    body: str
    exponent: str
    suffix: str


_C_INT = re.compile(
    r"(?:(?P<prefix>0[xX])(?P<hex>[0-9a-fA-F][0-9a-fA-F']*)|(?P<bprefix>0[bB])(?P<bin>[01][01']*)"
    r"|(?P<oprefix>0)(?P<oct>[0-7][0-7']*)|(?P<dec>0|[1-9][0-9']*))"
    r"(?P<suffix>(?:[uU](?:ll|LL|[lLzZ])?|(?:ll|LL|[lLzZ])[uU]?)?)"
)
_C_FLOAT = re.compile(
    r"(?P<body>[0-9][0-9']*\.(?:[0-9][0-9']*)?|\.[0-9][0-9']*|[0-9][0-9']*(?=[eE]))"
    r"(?P<exponent>(?:[eE][+-]?[0-9]+)?)(?P<suffix>(?:[fFlL]|[fF](?:16|32|64|128)|bf16|BF16|[dD][fFdDlL])?)"
)
_PY_DIGITS = r"[0-9](?:_?[0-9])*"
_PY_NUMBER = re.compile(
    rf"(?P<prefix>0[xX]|0[oO]|0[bB])(?P<pbody>(?:_?[0-9a-fA-F])+)"
    rf"|(?P<body>{_PY_DIGITS}\.(?:{_PY_DIGITS})?|\.{_PY_DIGITS}|{_PY_DIGITS})"
    rf"(?P<exponent>(?:[eE][-+]?{_PY_DIGITS})?)(?P<suffix>[jJ]?)"
)
_FORTRAN_OPERATOR = re.compile(r"\.[A-Za-z]+\.")  # .eq., .and., .true., user-defined .cross.
_FORTRAN_EXPONENT = re.compile(r"[eEdDqQ][+-]?[0-9]+")
_FORTRAN_KIND = re.compile(r"_[A-Za-z0-9_]+")
_C_STRING_PREFIXES = frozenset({"L", "u", "U", "u8"})
_C_RAW_PREFIXES = frozenset({"R", "LR", "uR", "UR", "u8R"})
_PY_STRING_PREFIXES = frozenset({"r", "u", "b", "f", "br", "rb", "fr", "rf", "t", "tr", "rt", "ur"})
_BASES = {"0x": 16, "0X": 16, "0b": 2, "0B": 2, "0o": 8, "0O": 8, "0": 8}


def _is_ident_start(ch: str) -> bool:
    return ch.isalpha() or ch == "_" or ch == "$"


def _is_ident(ch: str) -> bool:
    return ch.isalnum() or ch == "_" or ch == "$"


class _Scanner:
    """The shared walk: subclasses find literal spans, this class turns them into Literals."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.n = len(text)
        self.found: list[tuple[int, int, str, int, str, str, str, str]] = []

    def ident_end(self, i: int) -> int:
        while i < self.n and _is_ident(self.text[i]):
            i += 1
        return i

    def line_end(self, i: int, splices: bool = False) -> int:
        """The index of the newline ending the line at `i` (backslash-newline continues it in C)."""
        while True:
            j = self.text.find("\n", i)
            if j < 0:
                return self.n
            if splices and self.text[i:j].rstrip("\r").endswith("\\"):
                i = j + 1
                continue
            return j

    def quoted(self, i: int) -> int:
        """Past the one-line string or character literal opened at `i` (backslash escapes);
        an unterminated one ends at the newline."""
        t, n, quote = self.text, self.n, self.text[i]
        j = i + 1
        while j < n:
            ch = t[j]
            if ch == "\\":
                j += 2
            elif ch == quote:
                return j + 1
            elif ch == "\n":
                return j
            else:
                j += 1
        return n

    def add(self, start: int, end: int, kind: str, base: int, prefix: str, body: str, exponent: str, suffix: str) -> None:
        self.found.append((start, end, kind, base, prefix, body, exponent, suffix))

    def literals(self) -> list[Literal]:
        self.scan()
        starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        result = []
        for start, end, kind, base, prefix, body, exponent, suffix in self.found:
            line = bisect.bisect_right(starts, start)
            result.append(Literal(start, end, line, start - starts[line - 1] + 1, self.text[start:end], kind, base,
                                  prefix, body, exponent, suffix))
        return result

    def scan(self) -> None:  # pragma: no cover - every family overrides it
        raise NotImplementedError


class _CScanner(_Scanner):
    def scan(self) -> None:
        t, n, i = self.text, self.n, 0
        at_line_start = True
        while i < n:
            c = t[i]
            if c == "\n":
                at_line_start = True
                i += 1
            elif c in " \t\r\f\v":
                i += 1
            elif c == "\\" and t.startswith("\n", i + 1):
                i += 2
            elif c == "#" and at_line_start:
                i = self.directive(i)
            else:
                at_line_start = False
                i = self.token(i, c)

    def token(self, i: int, c: str) -> int:
        t, n = self.text, self.n
        if t.startswith("//", i):
            return self.line_end(i, splices=True)
        if t.startswith("/*", i):
            j = t.find("*/", i + 2)
            return n if j < 0 else j + 2
        if c in "\"'":
            return self.quoted(i)
        if _is_ident_start(c):
            j = self.ident_end(i)
            word = t[i:j]
            if j < n and t[j] == '"' and word in _C_RAW_PREFIXES:
                return self.raw_string(j)
            if j < n and t[j] in "\"'" and word in _C_STRING_PREFIXES:
                return self.quoted(j)
            return j
        if c.isdigit() or (c == "." and i + 1 < n and t[i + 1].isdigit()):
            return self.number(i)
        return i + 1

    def raw_string(self, i: int) -> int:
        t = self.text
        open_paren = t.find("(", i + 1, i + 18)
        if open_paren < 0:
            return self.quoted(i)
        closing = ")" + t[i + 1:open_paren] + '"'
        j = t.find(closing, open_paren + 1)
        return self.n if j < 0 else j + len(closing)

    def number(self, i: int) -> int:
        """A preprocessing number: what the compiler reads as one token."""
        t, n = self.text, self.n
        j = i + 1
        while j < n:
            ch = t[j]
            if ch in "eEpP" and j + 1 < n and t[j + 1] in "+-":
                j += 2
            elif _is_ident(ch) or ch == ".":
                j += 1
            elif ch == "'" and j + 1 < n and t[j + 1].isalnum():
                j += 2
            else:
                break
        token = t[i:j]
        match = _C_INT.fullmatch(token)
        if match:
            prefix = match["prefix"] or match["bprefix"] or match["oprefix"] or ""
            body = match["hex"] or match["bin"] or match["oct"] or match["dec"]
            self.add(i, j, "int", _BASES.get(prefix, 10), prefix, body.replace("'", ""), "", match["suffix"])
            return j
        match = _C_FLOAT.fullmatch(token)
        if match and ("." in match["body"] or match["exponent"]):
            self.add(i, j, "float", 10, "", match["body"].replace("'", ""), match["exponent"], match["suffix"])
        return j

    def directive(self, i: int) -> int:
        """`#define` bodies are code; `#if 0` blocks are dead; every other directive line is skipped."""
        t = self.text
        j = i + 1
        while j < self.n and t[j] in " \t":
            j += 1
        k = self.ident_end(j)
        name = t[j:k]
        end = self.line_end(i, splices=True)
        if name == "define":
            return k
        if name == "if" and t[k:end].split("//")[0].split("/*")[0].strip() == "0":
            return self.skip_dead_block(end)
        return end

    def skip_dead_block(self, i: int) -> int:
        """From the line after `#if 0` to the start of its matching #else, #elif or #endif line."""
        depth = 0
        for match in re.finditer(r"^[ \t]*#[ \t]*(\w+)", self.text[i:], re.MULTILINE):
            word = match.group(1)
            if word in ("if", "ifdef", "ifndef"):
                depth += 1
            elif word == "endif" and depth:
                depth -= 1
            elif word in ("else", "elif", "elifdef", "elifndef", "endif") and not depth:
                return i + match.start()
        return self.n


class _PythonScanner(_Scanner):
    def scan(self) -> None:
        t, n, i = self.text, self.n, 0
        while i < n:
            c = t[i]
            if c == "#":
                i = self.line_end(i)
            elif c in "\"'":
                i = self.string(i)
            elif _is_ident_start(c) or (ord(c) > 127 and c.isidentifier()):
                j = i + 1
                while j < n and (_is_ident(t[j]) or (ord(t[j]) > 127 and ("a" + t[j]).isidentifier())):
                    j += 1
                i = self.string(j) if j < n and t[j] in "\"'" and t[i:j].lower() in _PY_STRING_PREFIXES else j
            elif c.isdigit() or (c == "." and i + 1 < n and t[i + 1].isdigit()):
                i = self.number(i)
            else:
                i += 1

    def string(self, i: int) -> int:
        t, n, quote = self.text, self.n, self.text[i]
        if t.startswith(quote * 3, i):
            j = i + 3
            while j < n:
                if t[j] == "\\":
                    j += 2
                elif t.startswith(quote * 3, j):
                    return j + 3
                else:
                    j += 1
            return n
        return self.quoted(i)

    def number(self, i: int) -> int:
        match = _PY_NUMBER.match(self.text, i)
        if match is None:  # pragma: no cover - a digit always matches
            return i + 1
        if match["prefix"]:
            prefix = match["prefix"]
            self.add(i, match.end(), "int", _BASES[prefix], prefix, match["pbody"].replace("_", ""), "", "")
        else:
            body = match["body"].replace("_", "")
            kind = "float" if "." in body or match["exponent"] else "int"
            self.add(i, match.end(), kind, 10, "", body, match["exponent"], match["suffix"])
        return match.end()


def _fixed_fields(line: str) -> tuple[bool, int, bool]:
    """(comment line?, where the statement field starts, continuation line?) of a fixed-form line.

    Columns 1-5 hold a label, a non-blank non-zero column 6 marks a continuation; the common
    tab form (a tab within the first six columns, then a digit 1-9 for a continuation) is
    accepted as compilers do.
    """
    if not line.strip() or line[0] in "cC*!dD#":
        return True, len(line), False
    tab = line.find("\t", 0, 6)
    if tab >= 0:
        continuation = tab + 1 < len(line) and line[tab + 1] in "123456789"
        return False, tab + 1 + continuation, continuation
    return False, min(6, len(line)), len(line) > 5 and line[5] not in " 0"


class _FortranScanner(_Scanner):
    """Free and fixed form. Fixed form is scanned on a copy whose label and continuation columns,
    columns 73 and beyond and comment lines are blanked, so offsets stay those of the file."""

    def __init__(self, text: str, fixed: bool) -> None:
        super().__init__(text)
        self.fixed = fixed
        self.code = self.mask(text) if fixed else text

    @staticmethod
    def mask(text: str) -> str:
        lines = []
        for line in text.split("\n"):
            comment, start, _ = _fixed_fields(line)
            stop = max(start, 72) if not comment else start
            lines.append(" " * start + line[start:stop] + " " * (len(line) - max(start, min(stop, len(line)))))
        return "\n".join(lines)

    def next_line_continues(self, newline: int) -> int | None:
        """In fixed form: where the statement goes on when the line after `newline` continues it."""
        nxt = newline + 1
        comment, start, continuation = _fixed_fields(self.text[nxt:self.line_end(nxt)])
        return nxt + start if continuation and not comment else None

    def scan(self) -> None:
        t, n, i = self.code, self.n, 0
        statement_start = True  # the next token is the first of a statement
        in_format = False  # inside a FORMAT statement: its numbers are edit descriptors
        last = ""  # the last significant character of the line, comments excluded
        while i < n:
            c = t[i]
            if c == "\n":
                continued = self.next_line_continues(i) is not None if self.fixed else last == "&"
                if not continued:
                    statement_start, in_format = True, False
                last = ""
                i += 1
                continue
            if c in " \t\r":
                i += 1
                continue
            if c == "!" or (c == "#" and (i == 0 or t[i - 1] == "\n")):
                i = self.line_end(i)
                continue
            last = c
            if c == ";":
                statement_start, in_format = True, False
                i += 1
            elif c == "&":
                i += 1
            elif c in "\"'":
                i = self.string(i)
                last, statement_start = t[i - 1], False
            elif _is_ident_start(c):
                j = self.ident_end(i)
                if statement_start and t[i:j].lower() == "format" and t[j:j + 40].lstrip().startswith("("):
                    in_format = True
                i = self.string(j) if j < n and t[j] in "\"'" else j  # BOZ constants: Z'FF'
                last, statement_start = t[i - 1], False
            elif c.isdigit() or (c == "." and i + 1 < n and t[i + 1].isdigit()):
                i, label = self.number(i, statement_start, record=not in_format)
                last, statement_start = t[i - 1], label  # after a label the first keyword is still to come
            else:
                operator = _FORTRAN_OPERATOR.match(t, i) if c == "." else None
                statement_start = False
                i = operator.end() if operator else i + 1

    def string(self, i: int) -> int:
        """Past the string opened at `i`; a doubled quote is an escaped quote."""
        t, n, quote = self.code, self.n, self.code[i]
        j = i + 1
        while j < n:
            ch = t[j]
            if ch == quote:
                if j + 1 < n and t[j + 1] == quote:
                    j += 2
                    continue
                return j + 1
            if ch == "\n":
                resume = self.string_resumes(j)
                if resume is None:
                    return j
                j = resume
                continue
            j += 1
        return n

    def string_resumes(self, newline: int) -> int | None:
        """Where a string cut by `newline` goes on (a continuation line), or None."""
        if self.fixed:
            return self.next_line_continues(newline)
        t = self.text
        if not t[:newline].rstrip("\r \t").endswith("&"):
            return None
        j = newline + 1
        while j < self.n and t[j] in " \t":
            j += 1
        return j + 1 if j < self.n and t[j] == "&" else j

    def number(self, i: int, statement_start: bool, record: bool) -> tuple[int, bool]:
        """Past the literal at `i`, and whether it was a statement label."""
        t, n = self.code, self.n
        j = i
        while j < n and t[j].isdigit():
            j += 1
        if j < n and t[j] == "." and not _FORTRAN_OPERATOR.match(t, j):
            j += 1
            while j < n and t[j].isdigit():
                j += 1
        body = t[i:j]
        if body.isdigit() and j < n and t[j] in "hH":  # Hollerith constant: nH and n characters
            return min(n, j + 1 + int(body)), False
        exponent = _FORTRAN_EXPONENT.match(t, j)
        exponent_text = exponent.group(0) if exponent else ""
        j += len(exponent_text)
        kind = _FORTRAN_KIND.match(t, j)
        suffix = kind.group(0) if kind else ""
        j += len(suffix)
        if statement_start and body.isdigit() and not exponent_text and not suffix:
            return j, True
        if record:
            is_float = not body.isdigit() or bool(exponent_text)
            self.add(i, j, "float" if is_float else "int", 10, "", body, exponent_text, suffix)
        return j, False


def numeric_literals(text: str, family: str) -> list[Literal]:
    """Every numeric literal of `text` in a source of the given family, in file order."""
    if family == "c":
        scanner: _Scanner = _CScanner(text)
    elif family == "python":
        scanner = _PythonScanner(text)
    elif family in ("fortran-free", "fortran-fixed"):
        scanner = _FortranScanner(text, fixed=family == "fortran-fixed")
    else:
        raise ValueError(f"unknown language family {family!r}")
    return scanner.literals()
