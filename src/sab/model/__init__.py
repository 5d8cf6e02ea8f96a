"""Typed models of every file format a leaf carries, and the one place they are parsed."""
