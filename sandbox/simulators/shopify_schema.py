"""The slice of Shopify's Admin GraphQL schema (2026-04) that the simulator serves, and its
calculated query cost.

Only the types, fields and arguments surestep's connector uses are declared, with the names,
nullability and enum values of Shopify's reference (shopify.dev/docs/api/admin-graphql; the
whole CurrencyCode enum, and the `Node` interface where Shopify's types implement it): a
query that asks for anything else fails GraphQL validation and is answered with the error,
never silently ignored.

Cost follows Shopify's published rules (shopify.dev/docs/apps/build/apis/graphql-admin/
rate-limits): scalars and enums 0, objects 1, connections 2 plus one node per requested item
(`first`), a mutation field 10. The requested cost uses `first`; the actual cost counts what
was returned. Lists with `first` cost like connections without the 2; a list without `first`
is counted as one item (its size is unknown before execution).
"""

from __future__ import annotations

from typing import Any

from graphql import (
    DocumentNode,
    FieldNode,
    FragmentDefinitionNode,
    FragmentSpreadNode,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLSchema,
    InlineFragmentNode,
    OperationDefinitionNode,
    OperationType,
    SelectionSetNode,
    VariableNode,
    build_schema,
    get_named_type,
)

MUTATION_COST = 10

IDEMPOTENT_DIRECTIVE = "directive @idempotent(key: String!) on FIELD"
IDEMPOTENT_SINCE = "2026-01"  # the first version whose schema has @idempotent

SDL = """
scalar DateTime
scalar Decimal
scalar Money

enum CurrencyCode {
  AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN
  BWP BYN BYR BZD CAD CDF CHF CLP CNY COP CRC CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD
  FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JEP JMD
  JOD JPY KES KGS KHR KID KMF KRW KWD KYD KZT LAK LBP LKR LRD LSL LTL LVL LYD MAD MDL MGA
  MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP
  PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLL SOS SRD SSP STD STN SYP
  SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USDC UYU UZS VED VEF VES VND VUV WST
  XAF XCD XOF XPF XXX YER ZAR ZMW
}
enum OrderTransactionKind { AUTHORIZATION CAPTURE CHANGE EMV_AUTHORIZATION REFUND SALE
  SUGGESTED_REFUND VOID }
enum OrderTransactionStatus { AWAITING_RESPONSE ERROR FAILURE PENDING SUCCESS UNKNOWN }
enum OrderTransactionErrorCode { CALL_ISSUER CARD_DECLINED EXPIRED_CARD GENERIC_ERROR
  INVALID_AMOUNT PAYMENT_METHOD_UNAVAILABLE PROCESSING_ERROR }
enum SuggestedOrderTransactionKind { SUGGESTED_REFUND }
enum RefundLineItemRestockType { CANCEL LEGACY_RESTOCK NO_RESTOCK RETURN }
enum OrderDisplayFinancialStatus { AUTHORIZED EXPIRED PAID PARTIALLY_PAID PARTIALLY_REFUNDED
  PENDING REFUNDED VOIDED }

interface Node { id: ID! }

type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }
type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! }

type OrderTransaction implements Node {
  id: ID!
  kind: OrderTransactionKind!
  status: OrderTransactionStatus!
  gateway: String
  errorCode: OrderTransactionErrorCode
  test: Boolean!
  createdAt: DateTime!
  processedAt: DateTime
  amountSet: MoneyBag!
  parentTransaction: OrderTransaction
}
type OrderTransactionEdge { cursor: String! node: OrderTransaction! }
type OrderTransactionConnection {
  nodes: [OrderTransaction!]!
  edges: [OrderTransactionEdge!]!
  pageInfo: PageInfo!
}

type LineItem implements Node {
  id: ID!
  name: String!
  title: String!
  quantity: Int!
  refundableQuantity: Int!
  originalUnitPriceSet: MoneyBag!
  originalTotalSet: MoneyBag!
  discountedTotalSet: MoneyBag!
}
type LineItemEdge { cursor: String! node: LineItem! }
type LineItemConnection { nodes: [LineItem!]! edges: [LineItemEdge!]! pageInfo: PageInfo! }

type ShippingLine {
  id: ID
  title: String!
  code: String
  originalPriceSet: MoneyBag!
  discountedPriceSet: MoneyBag!
}
type ShippingLineEdge { cursor: String! node: ShippingLine! }
type ShippingLineConnection {
  nodes: [ShippingLine!]!
  edges: [ShippingLineEdge!]!
  pageInfo: PageInfo!
}

type RefundLineItem { lineItem: LineItem! quantity: Int! restockType: RefundLineItemRestockType! }
type RefundLineItemEdge { cursor: String! node: RefundLineItem! }
type RefundLineItemConnection {
  nodes: [RefundLineItem!]!
  edges: [RefundLineItemEdge!]!
  pageInfo: PageInfo!
}

type Refund implements Node {
  id: ID!
  note: String
  createdAt: DateTime
  updatedAt: DateTime!
  order: Order!
  totalRefundedSet: MoneyBag!
  refundLineItems(first: Int): RefundLineItemConnection!
  transactions(first: Int): OrderTransactionConnection!
}

type SuggestedOrderTransaction {
  amountSet: MoneyBag!
  gateway: String
  kind: SuggestedOrderTransactionKind!
  parentTransaction: OrderTransaction
}
type SuggestedRefund {
  amountSet: MoneyBag!
  refundLineItems: [RefundLineItem!]!
  suggestedTransactions: [SuggestedOrderTransaction!]!
}

type CustomerEmailAddress { emailAddress: String! }
type Customer implements Node {
  id: ID!
  defaultEmailAddress: CustomerEmailAddress
  email: String @deprecated(reason: "Use `defaultEmailAddress.emailAddress` instead.")
}

type Order implements Node {
  id: ID!
  name: String!
  email: String
  createdAt: DateTime!
  cancelledAt: DateTime
  displayFinancialStatus: OrderDisplayFinancialStatus
  refundable: Boolean!
  customer: Customer
  currencyCode: CurrencyCode!
  presentmentCurrencyCode: CurrencyCode!
  totalReceivedSet: MoneyBag!
  totalRefundedSet: MoneyBag!
  transactions(first: Int): [OrderTransaction!]!
  refunds(first: Int): [Refund!]!
  lineItems(first: Int): LineItemConnection!
  shippingLines(first: Int): ShippingLineConnection!
  suggestedRefund(refundLineItems: [RefundLineItemInput!], suggestFullRefund: Boolean): SuggestedRefund
}

type UserError { field: [String!] message: String! }
type RefundCreatePayload { order: Order refund: Refund userErrors: [UserError!]! }

input OrderTransactionInput {
  amount: Money!
  gateway: String!
  kind: OrderTransactionKind!
  orderId: ID!
  parentId: ID
}
input RefundLineItemInput {
  lineItemId: ID!
  quantity: Int!
  restockType: RefundLineItemRestockType
  locationId: ID
}
input RefundInput {
  currency: CurrencyCode
  note: String
  notify: Boolean
  orderId: ID!
  refundLineItems: [RefundLineItemInput!]
  transactions: [OrderTransactionInput!]
}

# the shop the access token belongs to: surestep's cheap read when an account is added
type Shop implements Node {
  id: ID!
  name: String!
  myshopifyDomain: String!
  email: String!
  currencyCode: CurrencyCode!
}

type QueryRoot {
  order(id: ID!): Order
  refund(id: ID!): Refund
  shop: Shop!
}
type Mutation {
  refundCreate(input: RefundInput!): RefundCreatePayload
}
schema { query: QueryRoot mutation: Mutation }
"""

SCHEMA: GraphQLSchema = build_schema(IDEMPOTENT_DIRECTIVE + "\n" + SDL)
# Versions before IDEMPOTENT_SINCE: the same types, no @idempotent (using it fails validation
# with "Unknown directive '@idempotent'.", as any GraphQL server answers a directive it lacks).
SCHEMA_WITHOUT_IDEMPOTENT: GraphQLSchema = build_schema(SDL)


def schema_for(version: str) -> GraphQLSchema:
    """The schema an API version (``YYYY-MM`` or ``unstable``) serves."""
    return SCHEMA if version >= IDEMPOTENT_SINCE else SCHEMA_WITHOUT_IDEMPOTENT


def operation_of(document: DocumentNode, name: str | None) -> OperationDefinitionNode | None:
    """The operation to run: the named one, or the only one (None when ambiguous/absent)."""
    operations = [d for d in document.definitions if isinstance(d, OperationDefinitionNode)]
    if name is not None:
        return next((op for op in operations if op.name and op.name.value == name), None)
    return operations[0] if len(operations) == 1 else None


def root_fields(document: DocumentNode, name: str | None = None) -> list[FieldNode]:
    """The top-level fields an operation selects (how requests are named in the log)."""
    operation = operation_of(document, name)
    if operation is None:
        return []
    return [s for s in operation.selection_set.selections if isinstance(s, FieldNode)]


def query_cost(document: DocumentNode, operation: OperationDefinitionNode,
               variables: dict[str, Any] | None, data: Any = None) -> int:
    """Shopify's calculated cost of a validated operation: requested (``data`` None) or
    actual (counting what ``data``, the execution result, holds)."""
    fragments = {d.name.value: d for d in document.definitions
                 if isinstance(d, FragmentDefinitionNode)}
    mutation = operation.operation == OperationType.MUTATION
    root = SCHEMA.mutation_type if mutation else SCHEMA.query_type
    walker = _CostWalker(fragments, variables or {}, actual=data is not None)
    return walker.selection(operation.selection_set, root, data, top_mutation=mutation)


class _CostWalker:
    def __init__(self, fragments: dict, variables: dict[str, Any], actual: bool):
        self.fragments, self.variables, self.actual = fragments, variables, actual

    def selection(self, selection_set: SelectionSetNode | None, parent: GraphQLObjectType,
                  data: Any, top_mutation: bool = False) -> int:
        total = 0
        for node in self._fields(selection_set):
            value = data.get(_key(node)) if isinstance(data, dict) else None
            if self.actual and value is None:
                continue  # nothing returned for it: nothing charged
            total += self.field(node, parent.fields[node.name.value], value)
            total += MUTATION_COST if top_mutation else 0
        return total

    def field(self, node: FieldNode, field: Any, value: Any) -> int:
        named = get_named_type(field.type)
        if not isinstance(named, GraphQLObjectType):
            return 0  # scalars and enums are free
        if named.name.endswith("Connection"):
            item_type = get_named_type(named.fields["nodes"].type)
            selection, items = self._connection_items(node, value)
            return 2 + self._items(node, field, item_type, selection, items)
        if _is_list(field.type):
            return self._items(node, field, named, node.selection_set, value)
        return 1 + self.selection(node.selection_set, named, value)

    def _items(self, node: FieldNode, field: Any, item_type: GraphQLObjectType,
               selection: SelectionSetNode | None, items: Any) -> int:
        if self.actual:
            return sum(1 + self.selection(selection, item_type, item) for item in items or [])
        count = self._first(node)
        return count * (1 + self.selection(selection, item_type, None))

    def _first(self, node: FieldNode) -> int:
        """The `first` argument (a literal or a variable); 1 when absent."""
        for argument in node.arguments or ():
            if argument.name.value == "first":
                value = argument.value
                raw = (self.variables.get(value.name.value) if isinstance(value, VariableNode)
                       else getattr(value, "value", None))
                return int(raw) if raw is not None else 1
        return 1

    def _connection_items(self, node: FieldNode, value: Any) -> tuple[Any, Any]:
        """The item selection of a connection (`nodes` or `edges { node }`) and its items."""
        value = value or {}
        for sub in self._fields(node.selection_set):
            if sub.name.value == "nodes":
                return sub.selection_set, value.get(_key(sub))
            if sub.name.value == "edges":
                for edge_field in self._fields(sub.selection_set):
                    if edge_field.name.value == "node":
                        edges = value.get(_key(sub)) or []
                        return edge_field.selection_set, [e.get(_key(edge_field)) for e in edges]
        return None, []

    def _fields(self, selection_set: SelectionSetNode | None):
        for selection in (selection_set.selections if selection_set else ()):
            if isinstance(selection, FieldNode):
                if selection.name.value != "__typename":
                    yield selection
            elif isinstance(selection, InlineFragmentNode):
                yield from self._fields(selection.selection_set)
            elif isinstance(selection, FragmentSpreadNode):
                yield from self._fields(self.fragments[selection.name.value].selection_set)


def _key(node: FieldNode) -> str:
    return node.alias.value if node.alias else node.name.value


def _is_list(type_: Any) -> bool:
    while isinstance(type_, GraphQLNonNull):
        type_ = type_.of_type
    return isinstance(type_, GraphQLList)
