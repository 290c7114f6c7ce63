"""The GraphQL operations surestep sends to Shopify's Admin API, and their requested costs.

Each operation asks only for what the refund step uses, to keep its cost low. ``COSTS`` is
each one's requested cost by Shopify's rules (objects 1, scalars 0, a list or connection the
count of ``first`` items, a connection 2 more, a mutation field 10); the client starts from it
and then follows what Shopify reports as ``requestedQueryCost``.

``ORDER_FACTS`` is what the refund guard decides on before an intent's first create: the
order's presentment money, status, customer and e-mails, and its refunds with what each moved.
``Order.refunds`` is a plain list (no pages): it asks for the first ``FACTS_REFUNDS``, each with
its first ``FACTS_TRANSACTIONS`` transactions; the order's own totals count every refund.
The customer's e-mail is ``defaultEmailAddress { emailAddress }``: ``Customer.email`` is
deprecated in 2026-04.

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

FACTS_REFUNDS, FACTS_TRANSACTIONS = 10, 3
_MONEY = "presentmentMoney { amount currencyCode }"
ORDER_FACTS = f"""
query SurestepOrderFacts($id: ID!) {{
  order(id: $id) {{
    id email createdAt cancelledAt displayFinancialStatus refundable presentmentCurrencyCode
    totalReceivedSet {{ {_MONEY} }}
    totalRefundedSet {{ {_MONEY} }}
    customer {{ id defaultEmailAddress {{ emailAddress }} }}
    refunds(first: {FACTS_REFUNDS}) {{
      id note createdAt updatedAt
      totalRefundedSet {{ {_MONEY} }}
      transactions(first: {FACTS_TRANSACTIONS}) {{
        nodes {{ id kind status amountSet {{ {_MONEY} }} }}
      }}
    }}
  }}
}}"""

# order_facts: the order 1, two MoneyBags of 2, the customer 1 and its e-mail 1 (7); then each
# refund 1 + a MoneyBag 2 + its transactions connection 2 + each transaction 1 + a MoneyBag 2.
_FACTS_COST = 7 + FACTS_REFUNDS * (1 + 2 + 2 + FACTS_TRANSACTIONS * (1 + 2))  # 147
# What the order was for (the judgment): its lines (title, quantity, what is still refundable,
# unit price and what the line cost after discounts) and its shipping lines, in presentment
# money. ``pageInfo.hasNextPage`` says whether there were more than were asked for.
LINES_FIRST, SHIPPING_FIRST = 30, 5
ORDER_LINES = f"""
query SurestepOrderLines($id: ID!) {{
  order(id: $id) {{
    id presentmentCurrencyCode
    lineItems(first: {LINES_FIRST}) {{
      nodes {{ id title name quantity refundableQuantity
              originalUnitPriceSet {{ {_MONEY} }} discountedTotalSet {{ {_MONEY} }} }}
      pageInfo {{ hasNextPage }}
    }}
    shippingLines(first: {SHIPPING_FIRST}) {{
      nodes {{ title discountedPriceSet {{ {_MONEY} }} }}
      pageInfo {{ hasNextPage }}
    }}
  }}
}}"""
# order_lines: the order 1; each connection 2 and, per node, the node 1 and each MoneyBag 2
_LINES_COST = 1 + 2 + LINES_FIRST * (1 + 2 + 2) + 2 + SHIPPING_FIRST * (1 + 2)  # 170
# the credentials' cheap read when an account is added or tested (service.accounts)
SHOP = "query Shop { shop { name myshopifyDomain } }"

COSTS = {"shop": 1, "order_payments": 11, "suggest_refund": 8, "create_refund": 31, "refund": 19,
         "order_refunds": 21, "order_facts": _FACTS_COST, "order_lines": _LINES_COST}
