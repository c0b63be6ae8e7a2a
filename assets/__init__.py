"""Card Table's art and icons, installed as package data (see ``cardtable.resources``)."""
