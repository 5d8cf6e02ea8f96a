"""`sab review`: the curator's view of a leaf's tolerances and their evidence.

collect.py gathers it; table.py (rich, for the terminal), document.py (`--json`) and page.py
(`--html`, with ladder.py's geometry drawn by templates/review/review.html.j2) present it.
"""
