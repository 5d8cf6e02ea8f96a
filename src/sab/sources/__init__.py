"""Sources: vendoring upstream codebases under code/<name>/ and their reports under
codebase-reports/<name>/ (docs/sources.md), one concept per module:

- `layout`: where a source's tree and report files live, names, loading the typed files;
- `fetch`, `archive`, `index`: getting a tree from git, an archive, a package index or a directory;
- `vendor`: `sab source add`, staged and renamed into place so nothing is half-written;
- `manifest`: per-file hashes and `sab source verify`;
- `license`: license files and SPDX ids; `size`: languages and line accounting;
- `report`: codebase-metadata.md/.html and references.bib; `third_party`: THIRD-PARTY-LICENSES.md;
- `modules`: module cuts (propose, approve, the scaffold's approval rule); `survey`: test survey.

`sab check`, the repository validator with the report gate, is `sab.validate.repository`.
"""
