import type { INodeProperties } from 'n8n-workflow';

import { intentIdField, resumeFields } from './shared';

const show = (operation: string[]) => ({ show: { resource: ['refund'], operation } });

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
					'Refund a Stripe payment at most once per intent ID and branch on the verified state',
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
		displayName: 'Pay With',
		name: 'paymentReference',
		type: 'options',
		options: [
			{ name: 'Payment Intent', value: 'paymentIntent' },
			{ name: 'Charge', value: 'charge' },
		],
		default: 'paymentIntent',
		description: 'Which Stripe object the refund is made against',
		displayOptions: show(['create']),
	},
	{
		displayName: 'Payment Intent ID',
		name: 'paymentIntent',
		type: 'string',
		required: true,
		default: '={{ $json.payment_intent }}',
		placeholder: 'pi_3P...',
		displayOptions: { show: { resource: ['refund'], operation: ['create'], paymentReference: ['paymentIntent'] } },
	},
	{
		displayName: 'Charge ID',
		name: 'charge',
		type: 'string',
		required: true,
		default: '={{ $json.charge }}',
		placeholder: 'ch_3P...',
		displayOptions: { show: { resource: ['refund'], operation: ['create'], paymentReference: ['charge'] } },
	},
	{
		displayName: 'Amount (Minor Units)',
		name: 'amount',
		type: 'number',
		required: true,
		typeOptions: { minValue: 1, numberPrecision: 0 },
		default: 0,
		description: 'Integer amount in the smallest currency unit, e.g. 1200 for 12.00 USD',
		displayOptions: show(['create']),
	},
	{
		displayName: 'Currency',
		name: 'currency',
		type: 'string',
		required: true,
		default: 'usd',
		description: 'Three-letter ISO currency code',
		displayOptions: show(['create']),
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
				displayName: 'Reason',
				name: 'reason',
				type: 'options',
				options: [
					{ name: 'Duplicate', value: 'duplicate' },
					{ name: 'Fraudulent', value: 'fraudulent' },
					{ name: 'Requested by Customer', value: 'requested_by_customer' },
				],
				default: 'requested_by_customer',
			},
			{ displayName: 'Ticket ID', name: 'ticketId', type: 'string', default: '' },
		],
	},
	...resumeFields('refund', ['create']),
];
