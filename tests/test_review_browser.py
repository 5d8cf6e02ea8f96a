"""The review page in a real browser: headless Chromium over the DevTools protocol (tests/browser.py).

It must load with no console error, uncaught exception or request beyond the page itself, show
one ladder per check (counted in the DOM and, independently, as bands of the ladder track's
colour in a screenshot), and show a stale record's banner first.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from browser import Chromium, colour_bands, decode_png, file_url, find_chromium
from conftest import run_sab
from sab.review.ladder import TRACK_COLOUR

LEAF = "tasks/heat1d/solver"
CHROMIUM = find_chromium()
WIDTH = 1100
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (Debian package `chromium`; .ci/run installs it)")

LADDERS = """JSON.stringify(Array.from(document.querySelectorAll('svg.ladder')).map(e => {
  const r = e.getBoundingClientRect(); return {id: e.id, top: r.top + window.scrollY, width: r.width, height: r.height}; }))"""


def rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


@pytest.fixture(scope="module")
def browser():
    chromium = Chromium(CHROMIUM)
    try:
        chromium.open_page(WIDTH, 900)
        yield chromium
    finally:
        chromium.close()


def test_review_page_in_headless_chromium(heat_repo: Path, tmp_path: Path, browser: Chromium) -> None:
    import json

    page = tmp_path / "review.html"
    run_sab("review", LEAF, "--html", str(page), cwd=heat_repo, check=True)
    browser.load(file_url(page))
    assert browser.errors() == []
    assert browser.requests() == [file_url(page)]  # self-contained: the page fetches nothing

    ladders = json.loads(browser.evaluate(LADDERS))
    assert [ladder["id"] for ladder in ladders] == ["ladder-neumann-heat", "ladder-sine-decay"]
    assert all(ladder["width"] > 500 and ladder["height"] > 40 for ladder in ladders)

    height = browser.evaluate("document.documentElement.scrollHeight")
    image = decode_png(browser.screenshot(WIDTH, height))
    assert image.shape[:2] == (height, WIDTH)
    bands = colour_bands(image, rgb(TRACK_COLOUR), min_pixels=30)
    assert len(bands) == len(ladders), bands  # one drawn ladder track per check
    for (first, last), ladder in zip(bands, ladders):
        assert ladder["top"] <= first and last <= ladder["top"] + ladder["height"]  # each inside its own ladder
        assert last - first + 1 == 14

    # The harness does see errors: a page that logs one and throws is caught.
    broken = tmp_path / "broken.html"
    broken.write_text("<!DOCTYPE html><title>x</title><script>console.error('broken page'); missingFunction();</script>")
    browser.load(file_url(broken))
    errors = browser.errors()
    assert any("broken page" in e for e in errors) and any("missingFunction" in e for e in errors)


def test_stale_banner_comes_first_in_the_browser(heat_repo: Path, tmp_path: Path, browser: Chromium) -> None:
    run_sh = heat_repo / LEAF / "tests/checks/sine-decay/run.sh"
    run_sh.write_text(run_sh.read_text() + "# edited after the selfcheck\n")
    page = tmp_path / "stale.html"
    run_sab("review", LEAF, "--html", str(page), cwd=heat_repo, check=True)
    browser.load(file_url(page))
    assert browser.errors() == []
    first = browser.evaluate("document.body.firstElementChild.id + '|' + document.body.firstElementChild.innerText")
    assert first.startswith("stale|STALE: the leaf changed since its selfcheck")
    top = browser.evaluate("document.getElementById('stale').getBoundingClientRect().top")
    assert top < 60
    image = decode_png(browser.screenshot(WIDTH, 200))
    border = np.all(image[:, :, :3] == np.array(rgb("#cf222e"), dtype=np.uint8), axis=2)
    assert border[: int(top) + 40].sum() > 500  # the red banner is drawn at the top of the page
