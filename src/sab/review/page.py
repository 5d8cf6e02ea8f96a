"""`sab review --html FILE`: one self-contained page (inline CSS and SVG, no script, no network)."""

from __future__ import annotations

from pathlib import Path

from sab.jsonio import write_text_atomic
from sab.review import ladder
from sab.review.collect import FLAG_MEANINGS, Review, fmt
from sab.speedup import describe
from sab.templates import render


def render_page(review: Review) -> str:
    return render(
        "review/review.html.j2",
        r=review,
        pairs=[(check, ladder.build(check)) for check in review.checks],
        fmt=fmt,
        meanings=FLAG_MEANINGS,
        legend=ladder.LEGEND,
        colours=ladder.COLOURS,
        speed_line=describe(review.speed) if review.speed else None,
    )


def write_page(review: Review, path: Path) -> Path:
    path = path.resolve()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, render_page(review))
    return path
