"""The package list for setuptools: every package under ``pyrapack/``, found rather than listed
(a new game's packages need no line here), and the top-level ``assets/`` folder installed
inside the package as ``pyrapack._assets``. Everything else is in ``pyproject.toml``."""

from setuptools import find_packages, setup

setup(packages=find_packages(include=["pyrapack", "pyrapack.*"]) + ["pyrapack._assets"])
