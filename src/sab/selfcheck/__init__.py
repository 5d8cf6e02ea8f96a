"""Self-validation (docs/tolerances.md): the protocol, the evidence it measures, and tolerance rulings."""
