"""One clock for every record: stamps in one form, and records stamped in the earlier form still read."""

from __future__ import annotations

import datetime as dt
import re

from sab.clock import now
from sab.model.base import parse
from sab.model.rubric import Evidence, Ruling

STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")


def test_now_is_utc_to_the_second_with_z() -> None:
    before = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    stamp = now()
    after = dt.datetime.now(dt.timezone.utc)
    assert STAMP.fullmatch(stamp)
    assert before <= dt.datetime.fromisoformat(stamp) <= after


def test_records_stamped_in_the_earlier_form_still_read() -> None:
    evidence = parse(Evidence, {"stamped_at": "2026-01-01T00:00:00+00:00", "runner": "local"}, "rubric.json")
    ruling = parse(Ruling, {"by": "Ada Curator", "at": "2026-01-01T00:00:00+00:00", "action": "accept-evidence",
                            "note": "reviewed"}, "rubric.json")
    assert evidence.stamped_at == ruling.at == "2026-01-01T00:00:00+00:00"
