"""The tenants' provider accounts: several named Stripe, Shopify and Zendesk accounts per
tenant, one of them the default, their secrets encrypted at rest.

    kinds      what each provider's account holds (settings, secrets), where its URL may
               point, how its client is built and how its credentials are checked
    secrets    Fernet encryption of the secrets (SURESTEP_ACCOUNTS_KEY, rotation)
    store      the accounts in Redis: add, list, default, remove, the audit trail
    registry   a request's account: resolved by name (or the default), its client cached

The environment's single account (STRIPE_API_KEY, SHOPIFY_*, ZENDESK_*) is every tenant's
account ``env``, and its default until the tenant names another.
"""
