"""The numeric-literal scanners of `sab probe --auto`, the perturbation and the seeded draw."""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

import pytest

from sab.errors import SabError
from sab.mutation.lexers import family_of, numeric_literals
from sab.mutation.mutants import Site, find_sites, perturb, select

PROJECT = Path(__file__).resolve().parents[1]


def texts(source: str, family: str) -> list[str]:
    return [literal.text for literal in numeric_literals(source, family)]


C_SOURCE = r"""/* 11 in a comment */ // 12 too
#include <stdio2.h>
#define N 64
#pragma omp parallel for num_threads(4)
#if 0
double dead = 13.0; it's dead
#else
double live = 2.5e-3f;
#endif
static const char *s = "14 \" 15", c = '7', *w = u8"16", *r = R"d(17)" 18)d";
long a = 10UL + 0x1F + 017 + 0b101 + 1'000 + .5 + 5. + 1e5 + 0xe+1 + x2[3];
"""


def test_c_literals_outside_comments_strings_and_directives() -> None:
    assert texts(C_SOURCE, "c") == ["64", "2.5e-3f", "10UL", "0x1F", "017", "0b101", "1'000", ".5", "5.", "1e5", "3"]
    literal = numeric_literals("x = 0x1F;", "c")[0]
    assert (literal.prefix, literal.body, literal.base, literal.line, literal.column) == ("0x", "1F", 16, 1, 5)


FORTRAN_FREE = """program p
  integer, parameter :: dp = kind(1.0d0)  ! 99 in a comment
10 format(3f10.4, 'x')
  real(dp) :: a = 1.5_dp, b = .5e-3, c = 2
  if (1.eq.2 .and. a.gt.3) x = 1.cross.v
  s = 'it''s 7' // "8" ; 20 continue
  x = 4 + &
    5
  call f(5hABCDE, z'ff', 6)
end
"""

FORTRAN_FIXED = """C comment 1
      PROGRAM P
   10 X = 1.0D0 +
     1    2.5E3
      Y = 3 ! 4
*     5
      FORMAT(I5, F8.2)
\tZ = 7
      W = 1.0                                                           123
"""


def test_fortran_free_form() -> None:
    assert texts(FORTRAN_FREE, "fortran-free") == ["1.0d0", "1.5_dp", ".5e-3", "2", "1", "2", "3", "1", "4", "5", "6"]
    real = numeric_literals("x = 1.5_dp", "fortran-free")[0]
    assert (real.kind, real.body, real.suffix) == ("float", "1.5", "_dp")


def test_fortran_fixed_form() -> None:
    assert texts(FORTRAN_FIXED, "fortran-fixed") == ["1.0D0", "2.5E3", "3", "7", "1.0"]


def test_fortran_strings_continue_across_lines() -> None:
    assert texts("s = 'abc 1 &\n  &def 9'\nx = 3\n", "fortran-free") == ["3"]
    assert texts("      S = 'ABC 1\n     1DEF 9'\n      X = 3\n", "fortran-fixed") == ["3"]


PYTHON_SOURCE = '''"""Docstring with 1 and 2."""
x = 1_000 + 0x_ff + 1e-3j + .5 + 5.  # 3
s = "4" + r'5\\\\' + b"""6
7""" + f"{8}" + u'9' + rb"10"
y = x2 + 1if 11 else 0
'''


def test_python_literals() -> None:
    assert texts(PYTHON_SOURCE, "python") == ["1_000", "0x_ff", "1e-3j", ".5", "5.", "1", "11", "0"]


def _tokenize_numbers(text: str) -> list[tuple[int, str]]:
    starts = [0]
    for line in text.split("\n"):
        starts.append(starts[-1] + len(line) + 1)
    depth, numbers = 0, []
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        name = tokenize.tok_name[token.type]
        depth += (name == "FSTRING_START") - (name == "FSTRING_END")
        if token.type == tokenize.NUMBER and depth == 0:
            numbers.append((starts[token.start[0] - 1] + token.start[1], token.string))
    return numbers


def test_python_scanner_agrees_with_the_standard_tokenizer() -> None:
    """Every NUMBER token of sab's own sources and the example codebases, at the same offset."""
    files = sorted(PROJECT.glob("src/**/*.py")) + sorted(PROJECT.glob("tests/**/*.py")) + sorted(PROJECT.glob("code/**/*.py"))
    assert len(files) > 50
    compared = 0
    for path in files:
        text = path.read_text(encoding="utf-8")
        expected = _tokenize_numbers(text)
        assert [(lit.start, lit.text) for lit in numeric_literals(text, "python")] == expected, path
        compared += len(expected)
    assert compared > 1000


@pytest.mark.parametrize("source, family, direction, new", [
    ("3.14159", "c", 1, "3.14473159"),
    ("0.5", "python", -1, "0.4995"),
    ("2.5e-3f", "c", 1, "2.5025e-3f"),
    ("1.0d0", "fortran-free", -1, "0.999d0"),
    ("1.5_dp", "fortran-free", 1, "1.5015_dp"),
    ("5.", "c", 1, "5.005"),
    ("1e5", "c", 1, "1.001e5"),
    ("0.0", "c", -1, "0.001"),
    ("10UL", "c", -1, "9UL"),
    ("0x1F", "c", 1, "0x20"),
    ("0xff", "python", -1, "0xfe"),
    ("017", "c", 1, "020"),
    ("0", "python", -1, "1"),
    ("1_000", "python", 1, "1001"),
    ("2_8", "fortran-free", 1, "3_8"),
])
def test_perturb_keeps_base_exponent_and_suffix(source: str, family: str, direction: int, new: str) -> None:
    literal = numeric_literals(f"x = {source}\n", family)[0]
    assert literal.text == source
    changed = perturb(literal, direction)
    assert changed == new
    assert texts(f"x = {changed}\n", family) == [changed]  # still one literal of the same language


def test_draw_is_deterministic_and_a_larger_count_only_adds(tmp_path: Path) -> None:
    source = tmp_path / "src"
    source.mkdir()
    (source / "a.c").write_text("double f(double x) { return 2.0 * x + 1.5e-3 + x / 3; }\n" * 20)
    (source / "b.py").write_text("SCALE = 0.25\nSTEPS = 100\n")
    (source / "notes.txt").write_text("1 2 3\n")
    sites, skipped = find_sites(source, ["a.c", "b.py", "notes.txt"])
    assert len(sites) == 20 * 3 + 2 and skipped == ["notes.txt: not C, Fortran or Python"]
    first, again, other = select(sites, 5, seed=7), select(sites, 5, seed=7), select(sites, 5, seed=8)
    assert first == again and first != other
    assert [m.id for m in first] == ["m1", "m2", "m3", "m4", "m5"]
    more = select(sites, 9, seed=7)
    assert {m.where for m in first} <= {m.where for m in more}
    assert len(select(sites, 1000, seed=1)) == len(sites)
    mutant = first[0]
    text = (source / mutant.file).read_text()
    mutated = mutant.apply(text)
    assert mutated != text and len(numeric_literals(mutated, family_of(mutant.file))) == len(
        numeric_literals(text, family_of(mutant.file)))
    with pytest.raises(SabError, match="no longer reads"):
        mutant.apply(mutated)


def test_sites_of_the_example_codebase_skip_comments() -> None:
    sites, _ = find_sites(PROJECT / "code" / "heat1d", ["src/solver.c"])
    assert all(isinstance(site, Site) for site in sites)
    pi = [site for site in sites if site.literal.text == "3.14159265358979323846"]
    assert len(pi) == 1 and pi[0].literal.line > 1
    text = (PROJECT / "code/heat1d/src/solver.c").read_text()
    # the header comment's "3-point" and "1/2" are prose, never sites
    comment_end = text.index("*/")
    assert all(site.literal.start > comment_end for site in sites)
