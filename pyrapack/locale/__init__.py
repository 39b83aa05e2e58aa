"""The string catalogues, one module per language (see ``pyrapack.i18n``)."""
