import type { INodeProperties } from 'n8n-workflow';

import { intentIdField, resumeFields } from './shared';

const show = (operation: string[]) => ({ show: { resource: ['refund'], operation } });
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
			description: 'Integer amount in the smallest currency unit, e.g. 1200 for 12.00 USD',
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

/** Refund Create (POST /v1/refunds) and Verify (POST /v1/refunds/verify). */
export const refundProperties: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['refund'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				action: 'Refund a payment at most once',
				description:
					'Refund a Stripe payment or a Shopify order at most once per intent ID and branch on the verified state',
			},
			{
				name: 'Verify',
				value: 'verify',
				action: 'Verify a refund',
				description: 'Re-read the provider for an intent and branch on its state; never writes',
			},
		],
		default: 'create',
	},
	intentIdField('refund', ['create'], "={{ $json.intent_id || 'zendesk-' + $json.ticket_id }}"),
	intentIdField('refund', ['verify'], '={{ $json.intent_id }}'),
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
		displayOptions: show(['create']),
	},
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
		default: '={{ $json.payment_intent }}',
		placeholder: 'pi_3P...',
		displayOptions: create({ provider: ['stripe'], paymentReference: ['paymentIntent'] }),
	},
	{
		displayName: 'Charge ID',
		name: 'charge',
		type: 'string',
		required: true,
		default: '={{ $json.charge }}',
		placeholder: 'ch_3P...',
		displayOptions: create({ provider: ['stripe'], paymentReference: ['charge'] }),
	},
	...moneyFields({ provider: ['stripe'] }),
	{
		displayName: 'Order ID',
		name: 'orderId',
		type: 'string',
		required: true,
		default: '={{ $json.order_id }}',
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
		displayOptions: show(['create']),
		options: [
			{ displayName: 'Customer Email', name: 'customerEmail', type: 'string', placeholder: 'name@email.com', default: '' },
			{ displayName: 'Customer ID', name: 'customerId', type: 'string', default: '' },
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
