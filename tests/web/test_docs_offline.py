"""/docs works with no internet: the page loads Swagger UI from surestep itself, and a real
headless Chromium (which has no route out of this machine) renders every operation from it."""

from __future__ import annotations

import time

import pytest

from tests.web.test_approval_page import browser  # noqa: F401 (the Chromium fixture)


def test_the_docs_page_names_no_outside_host_and_its_files_are_served(client):
    page = client.get("/docs").get_data(as_text=True)
    assert "cdn" not in page and "https://" not in page, page
    for name in ("swagger-ui.css", "swagger-ui-bundle.js", "swagger-ui-standalone-preset.js"):
        assert f"/docs/static/{name}" in page
        with client.get(f"/docs/static/{name}") as asset:
            assert asset.status_code == 200 and len(asset.data) > 10_000, name
    assert client.get("/docs/static/../../pyproject.toml").status_code == 404
    assert client.get("/docs/static/swagger-editor.js").status_code == 404  # only the three


@pytest.mark.slow
def test_swagger_ui_renders_our_openapi_offline(live, browser):  # noqa: F811
    browser.get(live.url + "/docs")
    deadline, count = time.monotonic() + 30, 0
    while time.monotonic() < deadline:
        count = len(browser.find_elements("css selector", ".opblock"))
        if count:
            break
        time.sleep(0.3)
    paths = client_paths(live)
    assert count >= len(paths), (count, browser.page_source[:2000])
    assert "Unable to render" not in browser.page_source


def client_paths(live) -> list[str]:
    import httpx

    return list(httpx.get(live.url + "/openapi.json", timeout=10).json()["paths"])
