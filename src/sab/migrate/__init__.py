"""`sab migrate`: leaves of the ScienceIDE_Env layout converted into this repository's layout (docs/migrate.md).

One concept per module: `peer` reads the old leaf, `manifest`, `targets`, `rubrics`, `runsh` and
`checks` convert its parts, `environment` reads its images and its harnesses' imports, `peerstock`
tells the peer's stock files from edited ones, `module` plans the module record, `report` holds
the findings, and `convert` plans the whole leaf and writes it.
"""

from sab.migrate.convert import MigrateOptions, migrate

__all__ = ["MigrateOptions", "migrate"]
