"""Validators: the structural rules of a leaf (validate-harbor), the authoring rules (lint), the
repository as a whole (check), and the report types they share; their codes are sab.model.rules."""
