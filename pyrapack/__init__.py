"""PyraPack: four pyramid-themed abstract games for two players."""

__version__ = "0.1.0"
