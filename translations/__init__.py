"""Card Table's compiled Qt translations, installed as package data (see
``cardtable.resources``)."""
