"""The Qt user interface: the main window, dialogs and the card table."""
