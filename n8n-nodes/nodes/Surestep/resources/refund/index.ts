import type { INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../shared/utils';
import * as create from './create';
import * as verify from './verify';

export const refundOperations: Record<string, Operation> = { create: create.execute, verify: verify.execute };

/** The Refund resource: Create (POST /v1/refunds) and Verify (POST /v1/refunds/verify). */
export const refundDescription: INodeProperties[] = [
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
	...create.createDescription,
	...verify.verifyDescription,
];
