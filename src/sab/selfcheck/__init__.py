"""Self-validation (SPEC 5): the protocol, the evidence it measures, and tolerance rulings."""
