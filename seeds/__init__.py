"""Card Table's rule sheets, one Markdown file per game, installed as package data and shown by
Help → Rules (see ``cardtable.resources``)."""
