"""Tables of people: the protocol's messages and the referee of a shared table (no network
here; the server that carries them over WebSockets is built on these)."""
