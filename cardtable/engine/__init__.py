"""The card engine: pure Python, standard library only. It never imports Qt, so it runs the same
in the app, the simulator, the tests and the computer players' searches."""
