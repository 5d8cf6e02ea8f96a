"""The one clock of sab's records: every time stamp sab writes comes from `now()`.

A stamp is UTC to the second in RFC 3339 form with `Z`: `2026-12-01T14:05:09Z`. Records written
before there was one clock carry `+00:00` instead of `Z` in their self-validation stamps
(`stamped_at`, `proposed_at`, `created_at`, a ruling's `at`); the models keep every stamp as text,
so those records read as they always did and no reader compares stamps across the two forms.
"""

from __future__ import annotations

import datetime as dt


def now() -> str:
    """The current UTC time, to the second, as `YYYY-MM-DDTHH:MM:SSZ`."""
    return dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
