import type { INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../shared/utils';
import * as create from './create';
import { approve, decideDescription, reject } from './decide';

export const escalationOperations: Record<string, Operation> = { create: create.execute, approve, reject };

/**
 * The Escalation resource: Create (any key), Approve and Reject (an ops key: a person's decision,
 * and only where surestep's operator set `[escalations] decisions = "api"`; by default people
 * decide in surestep's console and surestep answers these 403 `decisions-in-console`).
 */
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
					'Approve as a person (an ops key), only where surestep\'s policy says decisions = "api"; by default a person decides in surestep\'s console and this is refused (403)',
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
				description:
					'Reject as a person (an ops key), only where surestep\'s policy says decisions = "api"; nothing is sent; the refund ends failed',
			},
		],
		default: 'create',
	},
	...create.createDescription,
	...decideDescription,
];
