"""Pyramid Nim's board view (view.py)."""

from .view import NimView as View  # noqa: F401
