"""Tests of the Qt user interface."""
