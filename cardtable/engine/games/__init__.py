"""One module (or small package) per game."""
