"""Where settings, saves and history live on disk, and how they are written safely."""
