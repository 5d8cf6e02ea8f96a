"""Tests a build system declares, read statically: nothing is configured or built.

- automake (`Makefile.am`): the programs and scripts of `TESTS` and `check_PROGRAMS`, each built
  from `<prog>_SOURCES` (default `<prog>.c`);
- CMake (`CMakeLists.txt`): every `add_test(NAME n COMMAND x ...)` or `add_test(n x ...)`, with
  the sources of `add_executable(x ...)` or the script x names;
- Meson (`meson.build`): every `test('n', exe, ...)`, with the sources of `exe = executable(...)`;
- make (`Makefile`, `makefile`, `GNUmakefile`): the targets `test`, `tests`, `check`, `runtests`,
  with the files their prerequisites and recipes name, following explicit rules and variables
  (`$(CHECK)`, `$(SRCS:.c=.o)`, `$(addprefix ...)`); a target that only names another test target
  is an alias and is not listed twice.

A word names a file of the tree when, relative to the build file's folder and after dropping a
leading `$(VAR)/`, `${VAR}/` or `./`, it is one; an object file (`x.o`, `x.lo`, `x.obj`) names the
source of the same stem in that folder's subtree when exactly one exists.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

MAKEFILES = ("Makefile", "makefile", "GNUmakefile")
MAKE_TEST_TARGETS = ("test", "tests", "check", "runtests")
_OBJECT = (".o", ".lo", ".obj")
_SOURCE_SUFFIXES = (".c", ".cc", ".cpp", ".cxx", ".f", ".f90", ".F", ".F90", ".for", ".f77", ".cu")
_ASSIGN = re.compile(r"^\s*(?:override\s+|export\s+)?([A-Za-z_][\w.-]*)\s*(::=|:=|\?=|\+=|!=|=)\s*(.*)$")


@dataclass
class BuildTest:
    name: str  # `<build file>::<test>` or the program's source file
    build_file: str
    rule: str  # automake, ctest, meson, make
    files: dict[str, str] = field(default_factory=dict)  # file -> how the build names it
    programs: list[str] = field(default_factory=list)  # main source files of the test programs


def _join_continuations(text: str) -> list[str]:
    return re.sub(r"\\\n", " ", text).splitlines()


def _strip_make_comment(line: str) -> str:
    out = []
    escaped = False
    for char in line:
        if char == "#" and not escaped:
            break
        escaped = char == "\\"
        out.append(char)
    return "".join(out)


def _top_level_colon(line: str) -> int:
    depth = 0
    for index, char in enumerate(line):
        if char in "({":
            depth += 1
        elif char in ")}":
            depth -= 1
        elif char == ":" and depth == 0 and not line[index + 1:index + 2] == "=":
            return index
    return -1


def _split_words(text: str) -> list[str]:
    """Whitespace-separated words, a `$(...)` reference kept whole."""
    words, current, depth = [], [], 0
    for char in text:
        if char in "({" and current and current[-1] == "$":
            depth += 1
        elif char in "({" and depth:
            depth += 1
        elif char in ")}" and depth:
            depth -= 1
        if char.isspace() and depth == 0:
            if current:
                words.append("".join(current))
                current = []
            continue
        current.append(char)
    if current:
        words.append("".join(current))
    return words


@dataclass
class Makefile:
    variables: dict[str, str] = field(default_factory=dict)
    rules: list[tuple[list[str], list[str], list[str]]] = field(default_factory=list)  # targets, prerequisites, recipe

    @classmethod
    def parse(cls, text: str) -> "Makefile":
        made = cls()
        current: list[str] | None = None
        for raw in _join_continuations(text):
            if raw.startswith("\t"):
                if current is not None:
                    current.append(raw[1:])
                continue
            line = _strip_make_comment(raw)
            if not line.strip():
                continue
            assignment = _ASSIGN.match(line)
            colon = _top_level_colon(line)
            if assignment and (colon < 0 or colon > line.index(assignment.group(2))):
                name, op, value = assignment.groups()
                made.variables[name] = (made.variables.get(name, "") + " " + value) if op == "+=" else value
                current = None
                continue
            if colon > 0:
                targets = _split_words(line[:colon])
                rest = line[colon + 1:].lstrip(":")
                recipe_inline = ""
                if ";" in rest:
                    rest, recipe_inline = rest.split(";", 1)
                prerequisites = [w for w in _split_words(rest) if w != "|"]
                current = [recipe_inline] if recipe_inline.strip() else []
                made.rules.append((targets, prerequisites, current))
                continue
            current = None
        return made

    def expand(self, text: str, depth: int = 0) -> str:
        """Variables and substitution references expanded; a function call becomes its arguments."""
        if depth > 12 or "$" not in text:
            return text

        def one(match: re.Match) -> str:
            inner = match.group(1) or match.group(2) or ""
            if " " in inner.strip() or "," in inner:
                function, _, args = inner.strip().partition(" ")
                return " " + self.expand(args.replace(",", " "), depth + 1) + " "
            if ":" in inner and "=" in inner:
                name, _, subst = inner.partition(":")
                old, _, new = subst.partition("=")
                words = self.expand(self.variables.get(name, ""), depth + 1).split()
                return " ".join(w[: -len(old)] + new if old and w.endswith(old) else w for w in words)
            return self.expand(self.variables.get(inner, ""), depth + 1)

        previous = None
        while previous != text and depth <= 12:
            previous = text
            text = re.sub(r"\$\(((?:[^()]|\([^()]*\))*)\)|\$\{([^{}]*)\}", one, text)
            depth += 1
        return text

    def rule_for(self, word: str) -> tuple[list[str], list[str], list[str]] | None:
        expanded = self.expand(word).strip()
        for rule in self.rules:
            targets = rule[0]
            if word in targets or (expanded and expanded in {self.expand(t).strip() for t in targets}):
                return rule
        return None


class Resolver:
    """Maps the words of a build file to files of the tree."""

    def __init__(self, rels: set[str]) -> None:
        self.rels = rels
        self.by_name: dict[str, list[str]] = {}
        for rel in rels:
            self.by_name.setdefault(PurePosixPath(rel).name, []).append(rel)

    def _join(self, folder: str, rel: str) -> str | None:
        parts: list[str] = [p for p in PurePosixPath(folder).parts if p not in ("", ".")]
        for part in PurePosixPath(rel).parts:
            if part in ("", "."):
                continue
            if part == "..":
                if not parts:
                    return None
                parts.pop()
            else:
                parts.append(part)
        joined = "/".join(parts)
        return joined if joined in self.rels else None

    def file(self, folder: str, word: str) -> str | None:
        word = word.strip("'\"")
        word = re.sub(r"^(?:\$\([^)]*\)|\$\{[^}]*\}|@[A-Za-z_]+@)/", "", word)
        if not word or "$" in word or "%" in word or "*" in word or word.startswith("-"):
            return None
        if word.startswith("/"):
            word = word.lstrip("/")
        found = self._join(folder, word)
        if found:
            return found
        suffix = PurePosixPath(word).suffix
        if suffix in _OBJECT:
            stem = PurePosixPath(word).stem
            candidates = [rel for ext in _SOURCE_SUFFIXES for rel in self.by_name.get(stem + ext, [])
                          if not folder or rel.startswith(folder.rstrip("/") + "/")]
            return candidates[0] if len(candidates) == 1 else None
        if "/" in word:  # `build/../src/x.c` or an out-of-tree prefix: the longest tail that is a file
            parts = PurePosixPath(word).parts
            for start in range(1, len(parts)):
                found = self._join(folder, "/".join(parts[start:]))
                if found:
                    return found
        return None


def make_tests(rel: str, text: str, resolver: Resolver) -> list[BuildTest]:
    made = Makefile.parse(text)
    folder = PurePosixPath(rel).parent.as_posix()
    folder = "" if folder == "." else folder
    tests = []
    for target in MAKE_TEST_TARGETS:
        rule = next((r for r in made.rules if target in r[0]), None)
        if rule is None:
            continue
        _targets, prerequisites, recipe = rule
        if not "".join(recipe).strip() and prerequisites and all(p in MAKE_TEST_TARGETS for p in prerequisites):
            continue  # `check: test`
        files: dict[str, str] = {}
        seen: set[int] = set()

        def visit(rule, how: str, depth: int) -> None:
            if id(rule) in seen or depth > 8:
                return
            seen.add(id(rule))
            targets, prerequisites, recipe = rule
            for word in prerequisites:
                inner = made.rule_for(word)
                if inner is not None and inner is not rule:
                    visit(inner, how, depth + 1)
                for piece in _split_words(made.expand(word)):
                    found = resolver.file(folder, piece)
                    if found:
                        files.setdefault(found, f"{how} prerequisite")
            for line in recipe:
                for piece in _split_words(made.expand(line)):
                    found = resolver.file(folder, piece)
                    if found:
                        files.setdefault(found, f"{how} recipe")

        visit(rule, f"make {target}", 0)
        tests.append(BuildTest(f"{rel}::{target}", rel, "make", files))
    return tests


def automake_tests(rel: str, text: str, resolver: Resolver) -> list[BuildTest]:
    made = Makefile.parse(text)
    folder = PurePosixPath(rel).parent.as_posix()
    folder = "" if folder == "." else folder
    names: list[str] = []
    for variable in ("TESTS", "check_PROGRAMS", "check_SCRIPTS"):
        for word in made.expand(made.variables.get(variable, "")).split():
            word = re.sub(r"\$\(EXEEXT\)$", "", word)
            if word not in names:
                names.append(word)
    tests = []
    for program in names:
        canonical = re.sub(r"[^A-Za-z0-9_@]", "_", program)
        sources = made.expand(made.variables.get(f"{canonical}_SOURCES", "")).split()
        script = resolver.file(folder, program)
        files: dict[str, str] = {}
        if script:
            files[script] = "automake TESTS"
        for source in sources or ([] if script else [f"{program}.c"]):
            found = resolver.file(folder, source)
            if found:
                files[found] = f"automake {canonical}_SOURCES"
        if not files:
            continue
        main = script or next(iter(files))
        tests.append(BuildTest(main, rel, "automake", files, [f for f in files if f != script] or [main]))
    return tests


def _cmake_calls(text: str) -> list[tuple[str, list[str]]]:
    text = re.sub(r"#\[\[.*?\]\]|#[^\n]*", " ", text, flags=re.S)
    calls = []
    for match in re.finditer(r"\b([A-Za-z_]\w*)\s*\(", text):
        depth, index = 1, match.end()
        while index < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            index += 1
        body = text[match.end():index - 1]
        args = [a.strip('"') for a in re.findall(r'"(?:\\.|[^"\\])*"|[^\s()]+', body)]
        calls.append((match.group(1).lower(), args))
    return calls


def cmake_tests(rel: str, text: str, resolver: Resolver) -> list[BuildTest]:
    folder = PurePosixPath(rel).parent.as_posix()
    folder = "" if folder == "." else folder
    executables: dict[str, list[str]] = {}
    calls = _cmake_calls(text)
    for command, args in calls:
        if command == "add_executable" and args:
            executables[args[0]] = [a for a in args[1:] if a not in ("WIN32", "MACOSX_BUNDLE", "EXCLUDE_FROM_ALL")]
    tests = []
    for command, args in calls:
        if command != "add_test" or not args:
            continue
        if args[0] == "NAME" and len(args) > 1:
            name = args[1]
            rest = args[args.index("COMMAND") + 1:] if "COMMAND" in args else []
        else:
            name, rest = args[0], args[1:]
        files: dict[str, str] = {}
        programs = []
        for word in rest:
            target = re.sub(r"^\$<TARGET_FILE:([^>]+)>$", r"\1", word)
            if target in executables:
                for source in executables[target]:
                    found = resolver.file(folder, source)
                    if found:
                        files.setdefault(found, f"add_executable({target})")
                        programs.append(found)
                continue
            found = resolver.file(folder, word)
            if found:
                files.setdefault(found, f"add_test({name})")
        tests.append(BuildTest(f"{rel}::{name}", rel, "ctest", files, programs))
    return tests


def meson_tests(rel: str, text: str, resolver: Resolver) -> list[BuildTest]:
    folder = PurePosixPath(rel).parent.as_posix()
    folder = "" if folder == "." else folder
    text = re.sub(r"#[^\n]*", " ", text)
    executables: dict[str, list[str]] = {}
    for match in re.finditer(r"\b(\w+)\s*=\s*executable\s*\(", text):
        depth, index = 1, match.end()
        while index < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            index += 1
        strings = re.findall(r"'((?:\\.|[^'\\])*)'", text[match.end():index - 1])
        executables[match.group(1)] = strings[1:]
    tests = []
    for match in re.finditer(r"\btest\s*\(\s*'((?:\\.|[^'\\])*)'\s*,\s*(\w+)", text):
        name, variable = match.groups()
        files: dict[str, str] = {}
        programs = []
        for source in executables.get(variable, []):
            found = resolver.file(folder, source)
            if found:
                files.setdefault(found, f"executable {variable}")
                programs.append(found)
        tests.append(BuildTest(f"{rel}::{name}", rel, "meson", files, programs))
    return tests


def build_tests(rel: str, text: str, resolver: Resolver) -> list[BuildTest]:
    name = PurePosixPath(rel).name
    if name == "Makefile.am":
        return automake_tests(rel, text, resolver)
    if name in MAKEFILES:
        return make_tests(rel, text, resolver)
    if name == "CMakeLists.txt":
        return cmake_tests(rel, text, resolver)
    if name == "meson.build":
        return meson_tests(rel, text, resolver)
    return []
