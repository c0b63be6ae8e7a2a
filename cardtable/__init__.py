"""Card Table: five card games against computer players on an animated table."""

__version__ = "0.1.0"
