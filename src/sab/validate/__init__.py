"""Structural rules (validate-harbor), authoring rules (lint) and their shared report types."""
