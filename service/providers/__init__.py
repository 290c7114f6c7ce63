"""The refund providers' adapters over ``connectors/``: the interface and its types (``base``),
Stripe (``stripe``), Shopify (``shopify``), and the listings reconciliation reads (``listings``).
The refund step only ever talks to a ``base.RefundProvider``."""
