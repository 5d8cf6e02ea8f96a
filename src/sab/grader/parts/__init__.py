"""The sections of validate.py; see sab.grader.assemble."""
