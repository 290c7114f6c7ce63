# surestep's image: the product only (its lock, then `pip install --no-deps .`: no extras), run as
# a non-root user.
# The same image is the API (`surestep serve`, the default) and the worker (`surestep worker`).
#   docker build -t surestep .
#   docker run -e REDIS_URL=... -e SURESTEP_API_KEYS=... -p 8000:8000 surestep
#   docker run -e REDIS_URL=... surestep surestep worker
# BASE: any Debian-like image with Python 3.11 (the lock's) and its venv module (python:3.11-slim,
# or one made locally as tests/container/ does where registries cannot be reached).
ARG BASE=python:3.11-slim
FROM ${BASE}

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PATH=/opt/surestep/bin:$PATH \
    PORT=8000

# A venv: the same on python:*-slim and on a Debian python3 (PEP 668 forbids a system pip).
# The dependencies are the product's lock (requirements/product.txt, `make lock`), every file
# checked against its hash: the versions CI tested, whatever PyPI released since. Their own
# layer, so a change to the code alone does not download them again.
COPY requirements/product.txt /tmp/requirements.txt
RUN python3 -m venv /opt/surestep \
    && /opt/surestep/bin/pip install --require-hashes -r /tmp/requirements.txt \
    && rm /tmp/requirements.txt
# Then surestep itself without dependencies; pip check fails the build if the lock lacks one.
COPY pyproject.toml README.md LICENSE /tmp/surestep/
COPY service /tmp/surestep/service
COPY connectors /tmp/surestep/connectors
COPY jobs /tmp/surestep/jobs
COPY sandbox /tmp/surestep/sandbox
RUN /opt/surestep/bin/pip install --no-deps /tmp/surestep \
    && /opt/surestep/bin/pip check \
    && rm -rf /tmp/surestep \
    && useradd --system --uid 10001 --user-group --create-home --home-dir /home/surestep \
       --shell /usr/sbin/nologin surestep

USER surestep
WORKDIR /home/surestep
EXPOSE 8000
# Up while /v1/health answers 2xx (`degraded`, no worker yet, still counts: the API serves);
# 503 (Redis unreachable) or no answer is unhealthy. The worker's container disables it.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/v1/health' % os.environ.get('PORT', '8000'), timeout=4)"]
CMD ["surestep", "serve"]
