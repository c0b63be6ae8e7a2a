"""Reviewing a past game: the replay window, its timeline, and the analysis of its decisions."""
