"""The web shell: the app factory (``app.create_app``), auth, problem+json, logs, the API."""
