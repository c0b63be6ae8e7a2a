"""The Card Table server: tables of people over the network (``cardtable-server``)."""
