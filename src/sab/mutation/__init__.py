"""Mutation testing of a leaf's checks: `sab probe` (hand-written fault probes and generated mutants)."""
