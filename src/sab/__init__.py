"""sab: author, validate, self-validate, grade and index verifiable scientific tasks."""

__version__ = "0.1.0"
