"""Every job name the service enqueues (service.tasks) is a function RQ can import from jobs/."""

from __future__ import annotations

import importlib
import pathlib
import re

import pytest

from service import tasks

# Reads only this process's objects: in `make check` too (tests/conftest.py leaves the ops folder out).
pytestmark = pytest.mark.unit

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_every_task_name_resolves_to_a_job_function():
    for name in tasks.ALL:
        module, function = name.rsplit(".", 1)
        assert callable(getattr(importlib.import_module(module), function)), name


def test_no_job_name_is_spelled_outside_service_tasks():
    spelled = re.compile(r"""["']jobs\.(?!worker\.Worker)[a-z_]+\.[a-z_]+["']""")
    for path in list((ROOT / "service").rglob("*.py")) + list((ROOT / "jobs").rglob("*.py")):
        if path.name == "tasks.py" and path.parent.name == "service":
            continue
        assert not spelled.search(path.read_text()), f"{path}: name the job in service/tasks.py"
