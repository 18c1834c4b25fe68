"""The plumbing every screen shares: app loop and display, scene stack, tweens,
input (keys, mouse, controllers, seats), settings, storage, audio and fonts."""
