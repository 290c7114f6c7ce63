"""The ``surestep`` command: operate a deployment from a shell with the service's environment.

    surestep intents show <intent_id> --tenant <t>   the ledger entries, audit and responses
    surestep keys create <tenant> [--ops <name>]     a new API key (or a person's ops key)
    surestep reconcile [--since 24h] [--json]        compare providers and ledger, store reports
    surestep sweep                                   settle claims whose lease ran out, now
    surestep migrate-keys [--from URL]               rename the keys of the layout before the
                                                     hash tags (once, web and workers stopped)
    surestep serve [--bind HOST:PORT]                the API under gunicorn (the Procfile's web)
    surestep worker [--burst]                        the RQ worker with its scheduler
    surestep dev                                     `make run` without the repository: an
                                                     embedded Redis, the simulators, the API
                                                     and a worker (the ``sandbox`` extra)
    surestep accounts add|list|test|default|remove|rotate|keygen
                                                     a tenant's provider accounts
                                                     (``service.cli.accounts``)
    surestep judgment evaluate --corpus FILE_OR_DIR [--json] [--target-false-hold 0.10]
                                                     a labelled corpus through the judgment
                                                     (files only: no Redis, nothing sent)
    surestep judgment evaluate --tenant T [--since 30d] [--state FILE] [--label-file FILE]
                                                     the tenant's own refunds read again (read
                                                     only) and judged; resumable
    surestep judgment modes [--json]                 the judgment mode's audit trail
                                                     (``service.cli.judgment``)

Settings come from the environment, as for the web process (``REDIS_URL``, provider keys);
without ``REDIS_URL`` the commands that need Redis use the dev server's (``service.cli.redis_url``).
``reconcile`` exits 1 when it found a discrepancy, so a script or a cron job can alert on it.
A command that cannot run as asked (a missing or silent Redis, a malformed setting or argument,
no provider to reconcile) prints one line to stderr and exits 2; ``reconcile --json`` also
prints it as a JSON object on stdout.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import secrets
import sys
from typing import Any, Mapping, NoReturn, Sequence

from service import config as config_module
from service import logs, wiring
from service.cli import accounts as accounts_cli
from service.cli import judgment as judgment_cli
from service.cli import processes
from service.cli import redis_url as cli_redis
from service.cli.redis_url import Unusable
from service.config import ConfigError, Settings
from service.deps import Deps
from service.ledger import connection

DURATION = re.compile(r"^(\d+(?:\.\d+)?)([smhd]?)$")
UNITS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}
TENANT = re.compile(r"^[A-Za-z0-9_-]+$")


def duration(text: str) -> float:
    """``"24h"`` -> 86400.0 (s, m, h, d; a bare number is seconds)."""
    match = DURATION.match(text.strip())
    if not match or float(match.group(1)) <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a duration like 90m, 24h or 7d")
    return float(match.group(1)) * UNITS[match.group(2)]


def tenant_name(text: str) -> str:
    if not TENANT.match(text):
        raise argparse.ArgumentTypeError(f"{text!r} may hold only letters, digits, - and _")
    return text


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line on stderr (exit 2) saying where the help is."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def parser() -> argparse.ArgumentParser:
    top = Parser(prog="surestep", description=__doc__.split("\n")[0])
    sub = top.add_subparsers(dest="command", required=True)
    intents = sub.add_parser("intents", help="read the ledger").add_subparsers(
        dest="action", required=True)
    show = intents.add_parser("show", help="one intent's entries, audit trail and responses")
    show.add_argument("intent_id")
    show.add_argument("--tenant", required=True, type=tenant_name)
    keys = sub.add_parser("keys", help="API keys").add_subparsers(dest="action", required=True)
    create = keys.add_parser("create", help="print a new key and the setting to add it to")
    create.add_argument("tenant")
    create.add_argument("--ops", metavar="NAME", help="a person's ops key instead (escalation "
                                                     "decisions; tenant '*' is an operator)")
    recon = sub.add_parser("reconcile", help="compare the providers with the ledger")
    recon.add_argument("--since", type=duration, default=duration("24h"))
    recon.add_argument("--json", action="store_true", help="print the full reports as JSON")
    sub.add_parser("sweep", help="settle claims whose lease ran out")
    move = sub.add_parser("migrate-keys", help="rename the keys of the layout before the "
                          "hash tags (service.ledger.migrate); stop the web and workers first")
    move.add_argument("--from", dest="source", metavar="URL",
                      help="the old Redis, when it is not the one REDIS_URL names")
    worker = sub.add_parser("worker", help="run an RQ worker with its scheduler")
    worker.add_argument("--burst", action="store_true", help="stop when the queue is empty")
    serve = sub.add_parser("serve", help="serve the API with gunicorn (as the Procfile does)")
    serve.add_argument("--bind", metavar="HOST:PORT",
                       help="default: $SURESTEP_BIND, else 0.0.0.0:$PORT (8000)")
    sub.add_parser("dev", help="what `make run` does, for an installed surestep[sandbox]")
    mcp = sub.add_parser("mcp", help="serve the MCP server for agents (Streamable HTTP at /mcp)")
    mcp.add_argument("--host", default=os.environ.get("SURESTEP_MCP_HOST", "127.0.0.1"))
    mcp.add_argument("--port", type=int, default=int(os.environ.get("SURESTEP_MCP_PORT", "8001")))
    accounts_cli.add_parser(sub, tenant_name)
    judgment_cli.add_parser(sub, tenant_name)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point (``pyproject.toml``: ``surestep = "service.cli:main"``)."""
    args = parser().parse_args(argv)
    try:
        return run(args)
    except (Unusable, ConfigError) as exc:
        problem = exc if isinstance(exc, Unusable) else Unusable(str(exc), "config")
    except connection.UNREACHABLE as exc:
        problem = Unusable(f"Redis stopped answering ({exc})", "redis_unanswered")
    if getattr(args, "json", False):
        _print(problem.as_dict())
    print(f"surestep: {problem}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    """Run one command: those that need no Redis at once; the others with the settings
    loaded and Redis checked to answer, on the product's wiring (closed after)."""
    offline = _without_redis(args)
    if offline is not None:
        return offline
    settings = _settings(args)
    if args.command == "worker":
        return run_worker(settings, args.burst)
    deps = wiring.build(settings)
    try:
        return _with_deps(deps, args)
    finally:
        deps.close()


def _without_redis(args: argparse.Namespace) -> int | None:
    """Run a command that needs no Redis (a key, the dev processes, an account key, an offline
    judgment evaluation, the MCP or HTTP server); None for one that does."""
    if args.command == "keys":
        return create_key(args.tenant, args.ops)
    if args.command == "dev":
        return processes.dev()
    if args.command == "accounts" and not accounts_cli.needs_redis(args):
        return accounts_cli.keygen()
    if args.command == "judgment" and not judgment_cli.needs_redis(args):
        return judgment_cli.evaluate(args)
    if args.command == "mcp":
        config_module.load()  # a malformed setting is one line here, not a traceback
        return processes.mcp(args.host, args.port)
    if args.command == "serve":
        config_module.load()  # a malformed setting is one line here, not a gunicorn traceback
        return processes.serve(args.bind)
    return None


def _settings(args: argparse.Namespace) -> Settings:
    """The settings of a command that needs Redis (the dev Redis's beside `make run`), with
    logging configured, a reconcile's window checked, and Redis (or its Sentinels) answering."""
    for name, value in cli_redis.dev_settings(os.environ).items():  # beside `make run`
        os.environ.setdefault(name, value)
    settings = config_module.load()
    logs.configure(settings["SURESTEP_LOG_LEVEL"])
    if args.command == "reconcile":
        check_reconcilable(settings, args.since)
    if settings["SENTINELS"]:
        cli_redis.check_answers(settings)
    else:
        settings["REDIS_URL"] = redis_url(settings)
    return settings


def _with_deps(deps: Deps, args: argparse.Namespace) -> int:
    """Run a command on the product's wiring; ``sweep`` is the one left."""
    if args.command == "intents":
        return show_intent(deps, args.tenant, args.intent_id)
    if args.command == "accounts":
        return accounts_cli.run(deps, args)
    if args.command == "judgment":
        return judgment_cli.run(deps, args)
    if args.command == "reconcile":
        return reconcile(deps, args.since, args.json)
    if args.command == "migrate-keys":
        return migrate_keys(deps, args.source)
    from service.ops import sweeper

    _print(sweeper.sweep(deps))
    return 0


def redis_url(settings: Mapping[str, Any]) -> str:
    """The Redis to use, checked to answer. The dev server's goes into this process's
    ``REDIS_URL`` too, for what reads the environment itself (the worker, its work-horses)."""
    url, source = cli_redis.locate(os.environ)
    if source is not None:
        print(f"surestep: using the dev Redis at {connection.shown(url)} from {source}",
              file=sys.stderr)
        os.environ["REDIS_URL"] = url
    cli_redis.check_answers({**settings, "REDIS_URL": url}, source)
    return url


def check_reconcilable(settings: Mapping[str, Any], since_s: float) -> None:
    """Refuse what would report nothing true: no provider to compare, or a window reaching
    past the ledger's retention (every older refund of ours would look missing from it)."""
    if not (settings.get("STRIPE_API_KEY") or settings.get("SHOPIFY_SHOP_URL")
            or settings.get("SURESTEP_ACCOUNTS_KEY")):  # (tenants' own accounts need the key)
        raise Unusable("no refund provider is configured, so there is nothing to reconcile: "
                       "set STRIPE_API_KEY (Stripe) or SHOPIFY_SHOP_URL and "
                       "SHOPIFY_ACCESS_TOKEN (Shopify), or add tenants' accounts "
                       "(SURESTEP_ACCOUNTS_KEY, surestep accounts add)", "no_provider",
                       settings=["STRIPE_API_KEY", "SHOPIFY_SHOP_URL", "SURESTEP_ACCOUNTS_KEY"])
    kept_days = settings["SURESTEP_LEDGER_TTL_DAYS"]
    if since_s > kept_days * 86400:
        raise Unusable(f"--since {since_s / 86400:g}d reaches past the ledger's {kept_days} "
                       f"days (SURESTEP_LEDGER_TTL_DAYS): refunds older than that would all "
                       f"look missing from the ledger", "window_too_long")


def create_key(tenant: str, person: str | None) -> int:
    if not (TENANT.match(tenant) or (person and tenant == "*")):
        raise Unusable(f"tenant {tenant!r} may hold only letters, digits, - and _", "usage")
    if person is not None and not TENANT.match(person):
        raise Unusable(f"--ops {person!r}: a person's name may hold only letters, digits, - "
                       "and _ (it is one field of tenant:name:key)", "usage")
    key = ("sst_ops_" if person else "sst_live_") + secrets.token_urlsafe(24)
    setting, entry = (("SURESTEP_OPS_KEYS", f"{tenant}:{person}:{key}") if person
                      else ("SURESTEP_API_KEYS", f"{tenant}:{key}"))
    print(f"{key}\n\nAdd it to {setting} (comma-separated) and restart the service:\n"
          f"  {setting}=\"${setting},{entry}\"")
    return 0


def show_intent(deps: Deps, tenant: str, intent_id: str) -> int:
    from service.steps.intents import intent_steps

    found = intent_steps(deps, tenant, intent_id)
    known = ({*deps.config["API_KEYS"].values()}
             | {owner for owner, _ in deps.config["OPS_KEYS"].values()}) - {"*"}
    if not found and tenant not in known:
        raise Unusable(f"no intent {intent_id!r} for tenant {tenant!r}, which is not a tenant of "
                       f"SURESTEP_API_KEYS or SURESTEP_OPS_KEYS here (tenants: "
                       f"{', '.join(sorted(known)) or 'none'})", "unknown_tenant")
    if not found:
        print(f"surestep: no intent {intent_id!r} for tenant {tenant!r}", file=sys.stderr)
        return 1
    shown = {"intent_id": intent_id, "tenant": tenant, "steps": found}
    if flagged := _flagged_subscriptions(deps, tenant):
        shown["warnings"] = flagged
    _print(shown)
    return 0


def _flagged_subscriptions(deps: Deps, tenant: str) -> list[dict[str, str]]:
    """The tenant's subscriptions stored with user:password@ in their URL, each with what to
    do: their deliveries (this intent's events among them) are refused."""
    from service.events import deliveries, outbound, subscriptions

    return [{"subscription": sub.id, "target_url": outbound.masked(sub.target_url),
             "problem": deliveries.CREDENTIALS_ERROR}
            for sub in subscriptions.with_credentials(deps, tenant)]


def reconcile(deps: Deps, since_s: float, as_json: bool) -> int:
    from service.ops import reconcile as reconciliation

    reports = reconciliation.run(deps, since_s, actor="cli")
    if as_json:
        _print(reports)
    elif not reports:
        print("no reports: no tenant in SURESTEP_API_KEYS, and no refund of ours at the "
              "providers in the window")
    for report in [] if as_json else reports:
        for line in _report_lines(report):
            print(line)
    return 1 if any(report["discrepancies"] for report in reports) else 0


def _report_lines(report: dict[str, Any]) -> list[str]:
    """A tenant's reconcile report as the terminal shows it: its discrepancies (by kind), then
    each finding, then each provider whose read was incomplete."""
    counts = ", ".join(f"{n} {kind}" for kind, n in sorted(report["counts"].items()))
    lines = [f"{report['tenant']}: {report['discrepancies']} discrepancies"
             f"{' (' + counts + ')' if counts else ''}  report {report['id']}"]
    lines += [f"  - [{finding['kind']}] {finding['detail']}" for finding in report["findings"]]
    lines += [f"  ! {provider} incomplete: {seen['error']}"
              for provider, seen in report["checked"].items()
              if isinstance(seen, dict) and seen.get("error")]
    return lines


def migrate_keys(deps: Deps, source_url: str | None) -> int:
    from service.ledger import migrate

    source = connection.open_url(source_url) if source_url else None
    try:
        _print(migrate.migrate(deps.ledger, source))
    finally:
        if source is not None:
            source.close()
    return 0


def run_worker(settings: Mapping[str, Any], burst: bool) -> int:
    import jobs
    from jobs.worker import run

    deps = jobs.deps()
    run([deps.queue], deps.queue.connection, burst=burst,
        logging_level=settings["SURESTEP_LOG_LEVEL"].upper())
    return 0


def _print(value: Any) -> None:
    print(json.dumps(value, indent=2, sort_keys=True, default=str))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
