import type { INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../shared/utils';
import * as create from './create';
import { approve, decideDescription, reject } from './decide';

export const escalationOperations: Record<string, Operation> = { create: create.execute, approve, reject };

/** The Escalation resource: Create (any key), Approve and Reject (an ops key: a person's decision). */
export const escalationDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['escalation'] } },
		options: [
			{
				name: 'Approve',
				value: 'approve',
				action: 'Approve an escalation',
				description:
					'Approve as a person (needs an ops key): a proposed refund is carried out once, under its intent',
			},
			{
				name: 'Create',
				value: 'create',
				action: 'Create an escalation',
				description: 'Hand an intent to a person with a reason (at most one per intent ID)',
			},
			{
				name: 'Reject',
				value: 'reject',
				action: 'Reject an escalation',
				description: 'Reject as a person (needs an ops key): nothing is sent; the refund ends failed',
			},
		],
		default: 'create',
	},
	...create.createDescription,
	...decideDescription,
];
