import type { INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../shared/utils';
import * as get from './get';

export const intentOperations: Record<string, Operation> = { get: get.execute };

/** The Intent resource: Get (GET /v1/intents/<intent_id>), the ledger of every step of one intent. */
export const intentDescription: INodeProperties[] = [
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
	...get.getDescription,
];
