"""``surestep accounts``: a tenant's provider accounts from a shell (the same rules as the API
under an ops key, audited as ``cli:<user>``).

    surestep accounts keygen                              a new SURESTEP_ACCOUNTS_KEY key
    surestep accounts add <tenant> <provider> <name> [--api-base URL | --shop-url URL |
        --base-url URL] [--email E] [--api-version V] [--oauth] [--default]
        [--secret-env VAR] [--webhook-secret-env VAR]      the secret is read from stdin
                                                          (or VAR), never from the arguments
    surestep accounts update <tenant> <provider> <name> [the add's options] [--new-secret]
                                                          a rolled key (from stdin or
                                                          --secret-env), or new settings
    surestep accounts list <tenant> [--provider P]
    surestep accounts test|default|remove <tenant> <provider> <name>
    surestep accounts rotate                              re-encrypt every secret under the
                                                          first key of SURESTEP_ACCOUNTS_KEY
"""

from __future__ import annotations

import argparse
import getpass
import json
import os
import sys
from typing import Any

from service.accounts import manage
from service.accounts.secrets import SETTING, new_key
from service.deps import Deps
from service.errors import ServiceError

SECRET_FIELD = {"stripe": "api_key", "shopify": "access_token", "zendesk": "api_token"}
URL_FIELD = {"stripe": "api_base", "shopify": "shop_url", "zendesk": "base_url"}


def add_parser(sub: Any, tenant_name: Any) -> None:
    accounts = sub.add_parser("accounts", help="a tenant's Stripe, Shopify and Zendesk "
                              "accounts").add_subparsers(dest="action", required=True)
    accounts.add_parser("keygen", help=f"print a new {SETTING} key")
    accounts.add_parser("rotate", help="re-encrypt every secret under the first key")
    add = accounts.add_parser("add", help="add an account (the secret is read from stdin)")
    update = accounts.add_parser("update", help="replace an account's key or settings")
    listing = accounts.add_parser("list", help="the tenant's accounts (no secrets)")
    listing.add_argument("tenant", type=tenant_name)
    listing.add_argument("--provider", choices=sorted(SECRET_FIELD))
    for action in ("test", "default", "remove"):
        one = accounts.add_parser(action, help=f"{action} one account")
        _one(one, tenant_name)
    for parser in (add, update):
        _one(parser, tenant_name)
        parser.add_argument("--api-base", dest="api_base", help="stripe: default "
                                                                "https://api.stripe.com")
        parser.add_argument("--shop-url", dest="shop_url", help="shopify: "
                                                                "https://<shop>.myshopify.com")
        parser.add_argument("--base-url", dest="base_url", help="zendesk: "
                                                                "https://<sub>.zendesk.com")
        parser.add_argument("--email", help="zendesk: the agent's e-mail (with an API token)")
        parser.add_argument("--api-version", dest="api_version", help="shopify: e.g. 2026-04")
        parser.add_argument("--oauth", action="store_true", help="zendesk: the secret is an "
                                                                 "OAuth token, not an API token")
        parser.add_argument("--secret-env", metavar="VAR", help="read the secret from $VAR, "
                                                                "not stdin")
        parser.add_argument("--webhook-secret-env", metavar="VAR",
                            help="the provider's webhook signing secret, from $VAR")
    add.add_argument("--default", action="store_true", help="make it the tenant's default")
    update.add_argument("--new-secret", action="store_true", help="a rolled key: read it from "
                        "stdin (or --secret-env)")


def _one(parser: argparse.ArgumentParser, tenant_name: Any) -> None:
    parser.add_argument("tenant", type=tenant_name)
    parser.add_argument("provider", choices=sorted(SECRET_FIELD))
    parser.add_argument("name")


def needs_redis(args: argparse.Namespace) -> bool:
    action: str = args.action  # the subcommand's name (argparse's attributes are untyped)
    return action != "keygen"


def keygen() -> int:
    print(f"{new_key()}\n\nPut it first in {SETTING} (comma-separated; keep the old key after "
          f"it until `surestep accounts rotate` has run), on every process:\n"
          f"  {SETTING}=\"<new>,${SETTING}\"")
    return 0


def run(deps: Deps, args: argparse.Namespace) -> int:
    """Run one ``surestep accounts`` action; a refusal is its words on stderr (with the
    fields and the intents it names) and exit 1."""
    actor = f"cli:{getpass.getuser()}"
    try:
        _act(deps, args, actor)
    except ServiceError as exc:
        _explain(exc)
        return 1
    return 0


def _act(deps: Deps, args: argparse.Namespace, actor: str) -> None:
    """One action, its answer printed: rotate, list, add, update, test, default or remove."""
    if args.action == "rotate":
        print(f"re-encrypted {deps.accounts.store.rotate(actor)} account secret(s)")
    elif args.action == "list":
        _print(manage.listing(deps, args.tenant, args.provider, full=True))
    elif args.action == "add":
        _print(manage.add(deps, args.tenant, _body(args), actor))
    elif args.action == "update":
        _print(manage.update(deps, args.tenant, args.provider, args.name,
                             _body(args, secret=args.new_secret or bool(args.secret_env)),
                             actor))
    elif args.action == "test":
        _print(manage.test(deps, args.tenant, args.provider, args.name, actor))
    elif args.action == "default":
        _print(manage.make_default(deps, args.tenant, args.provider, args.name, actor))
    else:
        manage.remove(deps, args.tenant, args.provider, args.name, actor)
        print(f"removed {args.provider} account {args.name!r} of {args.tenant}")


def _explain(exc: ServiceError) -> None:
    """A refusal on stderr: its words, each field's reasons, each intent it names."""
    print(f"surestep: {exc.detail}", file=sys.stderr)
    for field, why in sorted((exc.errors or {}).items()):
        print(f"  {field}: {'; '.join(why) if isinstance(why, list) else why}",
              file=sys.stderr)
    for intent in exc.extra.get("intents", []):
        print(f"  - {intent['step']} {intent['intent_id']} ({intent['state']})",
              file=sys.stderr)


def _body(args: argparse.Namespace, secret: bool = True) -> dict[str, Any]:
    """An add's body (provider, name, default and the secret), or an update's (``secret``
    only when a new one is given; no provider, name or default)."""
    adding = args.action == "add"
    body: dict[str, Any] = ({"provider": args.provider, "name": args.name,
                             "default": args.default} if adding else {})
    for field in ("api_base", "shop_url", "base_url", "email", "api_version"):
        if getattr(args, field):
            body[field] = getattr(args, field)
    if secret:
        value = _read(args.secret_env, "the account's secret")
        body["oauth_token" if args.oauth else SECRET_FIELD[args.provider]] = value
    if args.webhook_secret_env:
        body["webhook_secret"] = _read(args.webhook_secret_env, "the webhook secret")
    return body


def _read(var: str | None, what: str) -> str:
    if var:
        value = os.environ.get(var, "")
    elif sys.stdin.isatty():
        value = getpass.getpass(f"{what}: ")
    else:
        value = sys.stdin.readline()
    if not value.strip():
        raise ServiceError(f"no {what} given (stdin{f' or ${var}' if var else ''} was empty)")
    return value.strip()


def _print(value: Any) -> None:
    print(json.dumps(value, indent=2, sort_keys=True, default=str))
