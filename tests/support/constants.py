"""Constants the suites share: the tenants' API keys as the test app is configured with them."""

API_KEYS = "acme:key_acme,globex:key_globex"
ACME = {"Authorization": "Bearer key_acme"}
GLOBEX = {"Authorization": "Bearer key_globex"}
