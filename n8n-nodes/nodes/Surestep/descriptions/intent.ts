import type { INodeProperties } from 'n8n-workflow';

import { intentIdField } from './shared';

/** Intent Get (GET /v1/intents/<intent_id>): the ledger of every step of one intent. */
export const intentProperties: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['intent'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				action: 'Get an intent',
				description: 'Read the ledger of an intent: each step, its result and its audit trail',
			},
		],
		default: 'get',
	},
	intentIdField('intent', ['get'], '={{ $json.intent_id }}'),
];
