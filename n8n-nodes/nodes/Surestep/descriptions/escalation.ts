import type { INodeProperties } from 'n8n-workflow';

import { intentIdField } from './shared';

const show = (operation: string[]) => ({ show: { resource: ['escalation'], operation } });

/** Escalation Create (any key), Approve and Reject (an ops key: a person's decision). */
export const escalationProperties: INodeProperties[] = [
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
	intentIdField('escalation', ['create'], '={{ $json.intent_id }}'),
	{
		displayName: 'Reason',
		name: 'reason',
		type: 'string',
		typeOptions: { rows: 2 },
		required: true,
		default: '',
		description: 'Why a person must look at this (shown to them and kept in the audit trail)',
		displayOptions: show(['create']),
	},
	{
		displayName: 'Additional Fields',
		name: 'escalationFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: show(['create']),
		options: [
			{
				displayName: 'Context',
				name: 'context',
				type: 'fixedCollection',
				typeOptions: { multipleValues: true },
				placeholder: 'Add Context',
				default: {},
				description: 'Up to 50 key/value pairs the person sees with the escalation',
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
				displayName: 'Ticket ID',
				name: 'ticketId',
				type: 'string',
				default: '',
				description: "Zendesk ticket to note the escalation on (default: the refund's)",
			},
		],
	},
	{
		displayName: 'Escalation ID',
		name: 'escalationId',
		type: 'string',
		required: true,
		default: '={{ $json.escalation ? $json.escalation.id : ($json.data ? $json.data.id : $json.id) }}',
		placeholder: 'esc_...',
		description:
			'The escalation to decide: from a refund that answered Escalated (escalation.ID), a Surestep Trigger event (data.ID) or Create (ID)',
		displayOptions: show(['approve', 'reject']),
	},
	{
		displayName: 'Note',
		name: 'note',
		type: 'string',
		default: '',
		description: 'Why; recorded in the intent\'s audit trail',
		displayOptions: show(['approve', 'reject']),
	},
];
