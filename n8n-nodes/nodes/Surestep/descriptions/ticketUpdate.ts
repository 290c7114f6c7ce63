import type { INodeProperties } from 'n8n-workflow';

import { intentIdField, resumeFields } from './shared';

const WRITE_OPS = ['post', 'postBulk'];
const show = (operation: string[]) => ({ show: { resource: ['ticketUpdate'], operation } });

const updateOptions: INodeProperties[] = [
	{
		displayName: 'Assignee ID',
		name: 'assigneeId',
		type: 'number',
		typeOptions: { numberPrecision: 0 },
		default: 0,
	},
	{
		displayName: 'Custom Fields',
		name: 'customFields',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Custom Field',
		default: {},
		options: [
			{
				displayName: 'Field',
				name: 'fields',
				values: [
					{ displayName: 'Field ID', name: 'id', type: 'number', typeOptions: { numberPrecision: 0 }, default: 0 },
					{ displayName: 'Value', name: 'value', type: 'string', default: '' },
				],
			},
		],
	},
	{
		displayName: 'Group ID',
		name: 'groupId',
		type: 'number',
		typeOptions: { numberPrecision: 0 },
		default: 0,
	},
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: ['new', 'open', 'pending', 'hold', 'solved', 'closed'].map((value) => ({
			name: value.charAt(0).toUpperCase() + value.slice(1),
			value,
		})),
		default: 'open',
	},
	{
		displayName: 'Tags to Add',
		name: 'tagsAdd',
		type: 'string',
		default: '',
		description: 'Comma-separated tags to add',
	},
	{
		displayName: 'Tags to Remove',
		name: 'tagsRemove',
		type: 'string',
		default: '',
		description: 'Comma-separated tags to remove',
	},
];

/** Ticket Update Post, Post Bulk (queued Zendesk updates) and Wait for Job. */
export const ticketUpdateProperties: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['ticketUpdate'] } },
		options: [
			{
				name: 'Post',
				value: 'post',
				action: 'Post a ticket update',
				description: 'Queue a comment and changes on one ticket, applied at most once per intent ID',
			},
			{
				name: 'Post Bulk',
				value: 'postBulk',
				action: 'Post an update to many tickets',
				description: 'Queue the same comment and changes on up to 100 tickets, at most once per intent ID',
			},
			{
				name: 'Wait for Job',
				value: 'waitForJob',
				action: 'Wait for a ticket update job',
				description: 'Poll a queued ticket update until it is completed, failed or unknown',
			},
		],
		default: 'post',
	},
	{
		displayName: 'Ticket ID',
		name: 'ticketId',
		type: 'string',
		required: true,
		default: '={{ $json.ticket_id }}',
		displayOptions: show(['post']),
	},
	{
		displayName: 'Ticket IDs',
		name: 'ticketIds',
		type: 'string',
		required: true,
		default: '',
		placeholder: '48213, 48214',
		description: 'Comma-separated ticket IDs (1 to 100)',
		displayOptions: show(['postBulk']),
	},
	intentIdField('ticketUpdate', WRITE_OPS, '={{ $json.intent_id }}'),
	{
		displayName: 'Comment',
		name: 'commentBody',
		type: 'string',
		typeOptions: { rows: 4 },
		required: true,
		default: '',
		displayOptions: show(WRITE_OPS),
	},
	{
		displayName: 'Public Comment',
		name: 'commentPublic',
		type: 'boolean',
		default: true,
		description: 'Whether the requester sees the comment (off: an internal note)',
		displayOptions: show(WRITE_OPS),
	},
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: show(WRITE_OPS),
		options: [
			...updateOptions,
			{
				displayName: 'Safe Update',
				name: 'safeUpdate',
				type: 'boolean',
				default: true,
				description:
					'Whether the update is refused when the ticket changed since it was read (one ticket only)',
				displayOptions: { show: { '/operation': ['post'] } },
			},
		],
	},
	{
		displayName: 'Wait Up To (Seconds)',
		name: 'waitSeconds',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 25 },
		default: 0,
		description:
			'How long surestep holds the request for the job to end (0-25); 0 answers at once with the queued job',
		displayOptions: show(WRITE_OPS),
	},
	...resumeFields('ticketUpdate', WRITE_OPS),
	{
		displayName: 'Job ID',
		name: 'jobId',
		type: 'string',
		required: true,
		default: '={{ $json.job_id }}',
		displayOptions: show(['waitForJob']),
	},
	{
		displayName: 'Give Up After (Seconds)',
		name: 'maxWaitSeconds',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 600 },
		default: 60,
		description:
			'How long to keep polling before returning the job as it is then (still queued or working)',
		displayOptions: show(['waitForJob']),
	},
];
