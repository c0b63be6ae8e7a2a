"""A game session without Qt: its setup, who played a seat when, and how it is saved and
recorded."""
