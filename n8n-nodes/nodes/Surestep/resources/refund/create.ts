import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { addAccount, connectedAccountOption, refundAccountField } from '../../shared/accounts';
import { withCustomerWords } from '../../shared/customer';
import { fromItem, intentIdField, resumeFields } from '../../shared/descriptions';
import { callSurestep } from '../../shared/transport';
import { addResumeUrl, intentId, mappedId, wholeNumber, withItem } from '../../shared/utils';

const AMOUNT_HINT =
	'An amount is a whole number in the smallest currency unit: 1200 for 12.00 USD (not "12.00").';

const showCreate = { show: { resource: ['refund'], operation: ['create'] } };
const create = (extra: Record<string, string[]>) => ({
	show: { resource: ['refund'], operation: ['create'], ...extra },
});

/** Amount and currency, shown for Stripe and for a Shopify refund by amount. */
function moneyFields(when: Record<string, string[]>): INodeProperties[] {
	return [
		{
			displayName: 'Amount (Minor Units)',
			name: 'amount',
			type: 'number',
			required: true,
			typeOptions: { minValue: 1, numberPrecision: 0 },
			default: 0,
			description:
				'Integer amount in the smallest currency unit, e.g. 1200 for 12.00 USD; a mapped text of digits ("1200", as a Webhook body has it) is sent as that integer',
			displayOptions: create(when),
		},
		{
			displayName: 'Currency',
			name: 'currency',
			type: 'string',
			required: true,
			default: 'usd',
			description: 'Three-letter ISO currency code',
			displayOptions: create(when),
		},
	];
}

/** Refund Create's fields: the payment (Stripe) or order (Shopify), the money, and extras. */
export const createDescription: INodeProperties[] = [
	intentIdField('refund', ['create'], `={{ ${fromItem('intent_id')} || 'zendesk-' + (${fromItem('ticket_id')}) }}`),
	{
		displayName: 'Provider',
		name: 'provider',
		type: 'options',
		options: [
			{ name: 'Stripe', value: 'stripe' },
			{ name: 'Shopify', value: 'shopify' },
		],
		default: 'stripe',
		description: 'Where the money goes back from: a Stripe payment, or a Shopify order',
		displayOptions: showCreate,
	},
	refundAccountField,
	{
		displayName: 'Pay With',
		name: 'paymentReference',
		type: 'options',
		options: [
			{ name: 'Payment Intent', value: 'paymentIntent' },
			{ name: 'Charge', value: 'charge' },
		],
		default: 'paymentIntent',
		description: 'Which Stripe object the refund is made against',
		displayOptions: create({ provider: ['stripe'] }),
	},
	{
		displayName: 'Payment Intent ID',
		name: 'paymentIntent',
		type: 'string',
		required: true,
		default: `={{ ${fromItem('payment_intent')} }}`,
		placeholder: 'pi_3P...',
		displayOptions: create({ provider: ['stripe'], paymentReference: ['paymentIntent'] }),
	},
	{
		displayName: 'Charge ID',
		name: 'charge',
		type: 'string',
		required: true,
		default: `={{ ${fromItem('charge')} }}`,
		placeholder: 'ch_3P...',
		displayOptions: create({ provider: ['stripe'], paymentReference: ['charge'] }),
	},
	...moneyFields({ provider: ['stripe'] }),
	{
		displayName: 'Order ID',
		name: 'orderId',
		type: 'string',
		required: true,
		default: `={{ ${fromItem('order_id')} }}`,
		placeholder: 'gid://shopify/Order/1001',
		description: 'The Shopify Order GID (gid://shopify/Order/&lt;number&gt;)',
		displayOptions: create({ provider: ['shopify'] }),
	},
	{
		displayName: 'Refund By',
		name: 'refundBy',
		type: 'options',
		options: [
			{ name: 'Amount', value: 'amount', description: 'Reverse an amount of the order\'s payment' },
			{
				name: 'Line Items',
				value: 'lineItems',
				description: 'Return line items, refunded for the amount Shopify suggests for them',
			},
		],
		default: 'amount',
		displayOptions: create({ provider: ['shopify'] }),
	},
	...moneyFields({ provider: ['shopify'], refundBy: ['amount'] }),
	{
		displayName: 'Line Items',
		name: 'lineItems',
		type: 'fixedCollection',
		required: true,
		typeOptions: { multipleValues: true },
		placeholder: 'Add Line Item',
		default: {},
		description: 'Each line item at most once (up to 100)',
		displayOptions: create({ provider: ['shopify'], refundBy: ['lineItems'] }),
		options: [
			{
				displayName: 'Line Item',
				name: 'items',
				values: [
					{
						displayName: 'Line Item ID',
						name: 'lineItemId',
						type: 'string',
						default: '',
						placeholder: 'gid://shopify/LineItem/1',
						description: 'The Shopify LineItem GID',
					},
					{
						displayName: 'Quantity',
						name: 'quantity',
						type: 'number',
						typeOptions: { minValue: 1, numberPrecision: 0 },
						default: 1,
					},
				],
			},
		],
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: showCreate,
		options: [
			connectedAccountOption,
			{ displayName: 'Customer Email', name: 'customerEmail', type: 'string', placeholder: 'name@email.com', default: '' },
			{ displayName: 'Customer ID', name: 'customerId', type: 'string', default: '' },
			{
				displayName: 'Item',
				name: 'item',
				type: 'string',
				default: '',
				placeholder: 'mug-2',
				description:
					'The line or item this refund is for (a line item ID, a SKU), for a deliberate second refund of the same amount on one ticket: it joins the Intent ID (zendesk-48213 becomes zendesk-48213:mug-2), so that refund is its own, not a replay of the first. Map it only from a field as stable as the ticket; leave it out otherwise.',
			},
			{
				displayName: 'Metadata',
				name: 'metadata',
				type: 'fixedCollection',
				typeOptions: { multipleValues: true },
				placeholder: 'Add Metadata',
				default: {},
				description: 'Up to 20 string pairs stored with the refund (keys starting with surestep_ are reserved)',
				displayOptions: { show: { '/provider': ['stripe'] } },
				options: [
					{
						displayName: 'Pair',
						name: 'pairs',
						values: [
							{ displayName: 'Key', name: 'key', type: 'string', default: '' },
							{ displayName: 'Value', name: 'value', type: 'string', default: '' },
						],
					},
				],
			},
			{
				displayName: 'Note',
				name: 'note',
				type: 'string',
				default: '',
				description: 'Shown on the Shopify refund (up to 1000 characters)',
				displayOptions: { show: { '/provider': ['shopify'] } },
			},
			{
				displayName: 'Notify Customer',
				name: 'notify',
				type: 'boolean',
				default: false,
				description: 'Whether Shopify e-mails the customer about the refund',
				displayOptions: { show: { '/provider': ['shopify'] } },
			},
			{
				displayName: 'Reason',
				name: 'reason',
				type: 'options',
				options: [
					{ name: 'Duplicate', value: 'duplicate' },
					{ name: 'Fraudulent', value: 'fraudulent' },
					{ name: 'Requested by Customer', value: 'requested_by_customer' },
				],
				default: 'requested_by_customer',
				displayOptions: { show: { '/provider': ['stripe'] } },
			},
			{ displayName: 'Ticket ID', name: 'ticketId', type: 'string', default: '' },
		],
	},
	...resumeFields('refund', ['create']),
];

/**
 * The body of POST /v1/refunds for one item, from the node's parameters: only the fields the
 * service accepts for the chosen provider (it answers 422 to any other), so a Stripe request
 * carries no Shopify field and the reverse.
 */
export function refundBody(ctx: IExecuteFunctions, i: number): IDataObject {
	// Workflows saved before the Provider option have none: they are Stripe refunds.
	const shopify = ctx.getNodeParameter('provider', i, 'stripe') === 'shopify';
	const extra = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body = shopify ? shopifyFields(ctx, i, extra) : stripeFields(ctx, i, extra);
	// Without an Item the intent is as it always was (a node saved before the field has none).
	body.intent_id = withItem(ctx, i, String(body.intent_id), extra.item);
	if (extra.ticketId) body.ticket_id = String(extra.ticketId);
	// A Connected Account is Stripe's: one left in the collection after switching to Shopify is not sent.
	addAccount(ctx, i, body, shopify ? {} : extra);
	const customer: IDataObject = {};
	if (extra.customerId) customer.id = extra.customerId;
	if (extra.customerEmail) customer.email = extra.customerEmail;
	if (Object.keys(customer).length) body.customer = customer;
	const pairs = ((extra.metadata as IDataObject | undefined)?.pairs ?? []) as IDataObject[];
	if (!shopify && pairs.length) {
		body.metadata = Object.fromEntries(pairs.map((pair) => [String(pair.key), String(pair.value)]));
	}
	addResumeUrl(ctx, i, body);
	return body;
}

/** A Stripe refund's own fields, in the order the node has always sent them. */
function stripeFields(ctx: IExecuteFunctions, i: number, extra: IDataObject): IDataObject {
	const reference = ctx.getNodeParameter('paymentReference', i, 'paymentIntent') as string;
	const body: IDataObject = { intent_id: intentId(ctx, i), ...money(ctx, i) };
	if (reference === 'charge') body.charge = mappedId(ctx, i, 'charge', 'Charge ID', 'charge');
	else body.payment_intent = mappedId(ctx, i, 'paymentIntent', 'Payment Intent ID', 'payment_intent');
	if (extra.reason) body.reason = extra.reason;
	return body;
}

/** A Shopify refund's own fields: the order, then an amount or line items, note and notify. */
function shopifyFields(ctx: IExecuteFunctions, i: number, extra: IDataObject): IDataObject {
	const body: IDataObject = {
		intent_id: intentId(ctx, i),
		provider: 'shopify',
		order_id: mappedId(ctx, i, 'orderId', 'Order ID', 'order_id'),
	};
	if (ctx.getNodeParameter('refundBy', i, 'amount') === 'lineItems') {
		const items = ((ctx.getNodeParameter('lineItems', i, {}) as IDataObject).items ?? []) as IDataObject[];
		body.refund_line_items = items.map((item) => ({
			line_item_id: String(item.lineItemId),
			quantity: wholeNumber(ctx, i, item.quantity, 'line item quantity', 'A quantity is a whole number of units, e.g. 1.'),
		}));
	} else {
		Object.assign(body, money(ctx, i));
	}
	if (extra.note) body.note = String(extra.note);
	// Sent only when the option was added: without it Shopify's own default applies.
	if (extra.notify !== undefined) body.notify = Boolean(extra.notify);
	return body;
}

function money(ctx: IExecuteFunctions, i: number): IDataObject {
	return {
		amount: wholeNumber(ctx, i, ctx.getNodeParameter('amount', i), 'amount', AMOUNT_HINT),
		currency: String(ctx.getNodeParameter('currency', i)).trim(),
	};
}

/**
 * Refund Create: POST /v1/refunds; the answer carries the verified `state`, and what the flow may
 * tell the customer (`customer_message`; a replay: "was already refunded on <date>").
 */
export async function execute(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	return withCustomerWords(await callSurestep(ctx, i, { method: 'POST', path: '/v1/refunds', body: refundBody(ctx, i) }));
}
