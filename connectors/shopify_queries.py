"""The GraphQL operations surestep sends to Shopify's Admin API, and their requested costs.

Each operation asks only for what the refund step uses, to keep its cost low. ``COSTS`` is
each one's requested cost by Shopify's rules (objects 1, scalars 0, a list or connection the
count of ``first`` items, a connection 2 more, a mutation field 10); the client starts from it
and then follows what Shopify reports as ``requestedQueryCost``.

``REFUND_CREATE`` always puts ``@idempotent(key: $key)`` on the ``refundCreate`` field (2026-04
makes it mandatory; on the operation it would be a validation error).
"""

from __future__ import annotations

_TRANSACTION = ("id kind status gateway errorCode processedAt "
                "amountSet { presentmentMoney { amount currencyCode } }")
_REFUND = f"id note createdAt order {{ id }} transactions(first: 5) {{ nodes {{ {_TRANSACTION} }} }}"

ORDER_PAYMENTS = """
query SurestepOrderPayments($id: ID!) {
  order(id: $id) { id transactions(first: 10) { id kind status gateway } }
}"""

SUGGEST_REFUND = """
query SurestepSuggestRefund($id: ID!, $refundLineItems: [RefundLineItemInput!]) {
  order(id: $id) {
    id
    suggestedRefund(refundLineItems: $refundLineItems) {
      amountSet { presentmentMoney { amount currencyCode } }
      suggestedTransactions {
        gateway
        amountSet { presentmentMoney { amount currencyCode } }
        parentTransaction { id }
      }
    }
  }
}"""

REFUND_CREATE = f"""
mutation SurestepRefundCreate($input: RefundInput!, $key: String!) {{
  refundCreate(input: $input) @idempotent(key: $key) {{
    refund {{ {_REFUND} }}
    userErrors {{ field message }}
  }}
}}"""

REFUND = f"""
query SurestepRefund($id: ID!) {{
  refund(id: $id) {{ {_REFUND} }}
}}"""

ORDER_REFUNDS = """
query SurestepOrderRefunds($id: ID!) {
  order(id: $id) { id refunds(first: 20) { id note } }
}"""

COSTS = {"order_payments": 11, "suggest_refund": 8, "create_refund": 31, "refund": 19,
         "order_refunds": 21}
