"""Types for the helpers of flask-smorest's ``utils`` the product uses (``service.web.openapi``)."""

from typing import Any

from apispec import APISpec

# Moves ``schema``, ``example`` and ``examples`` under ``content[content_type]`` (OpenAPI 3)
def prepare_response(response: dict[str, Any], spec: APISpec, content_type: str) -> None: ...
