"""Playing at a shared table from the app: the connection to a server (``link``) and the
controller that shows a game the server referees (``shared_controller``)."""
