import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { addAccount, ticketAccountField } from '../../shared/accounts';
import { fromItem, intentIdField, resumeFields } from '../../shared/descriptions';
import { addResumeUrl, commaList, intentId } from '../../shared/utils';

export const WRITE_OPS = ['post', 'postBulk'];
const show = { show: { resource: ['ticketUpdate'], operation: WRITE_OPS } };

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

/** "Wait Up To": 10 s from node version 2 (it branches on the job's state), 0 s in version 1. */
export const defaultWait = (version: number) => (version >= 2 ? 10 : 0);

/** "Wait Up To" as node version 1 (only that version) or 2 (2 and later) shows it. */
function waitField(version: 1 | 2, description: string): INodeProperties {
	return {
		displayName: 'Wait Up To (Seconds)',
		name: 'waitSeconds',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 25 },
		default: defaultWait(version),
		description,
		displayOptions: { show: { ...show.show, '@version': version === 1 ? [1] : [{ _cnd: { gte: 2 } }] } },
	};
}

/** The fields Post and Post Bulk share: intent, comment, changes, server-side wait, resume. */
export const writeDescription: INodeProperties[] = [
	intentIdField('ticketUpdate', WRITE_OPS, `={{ ${fromItem('intent_id')} }}`),
	ticketAccountField,
	{
		displayName: 'Comment',
		name: 'commentBody',
		type: 'string',
		typeOptions: { rows: 4 },
		required: true,
		default: '',
		displayOptions: show,
	},
	{
		displayName: 'Public Comment',
		name: 'commentPublic',
		type: 'boolean',
		default: true,
		description: 'Whether the requester sees the comment (off: an internal note)',
		displayOptions: show,
	},
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: show,
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
	waitField(
		2,
		'How long surestep holds the request for the job to end (0-25), so the item leaves on Completed, Failed or Unknown; one still running then leaves on Pending (0: at once, queued)',
	),
	// Version 1 (one output) answered at once unless told to wait.
	waitField(1, 'How long surestep holds the request for the job to end (0-25); 0 answers at once with the queued job'),
	...resumeFields('ticketUpdate', WRITE_OPS),
];

/** The fields Post and Post Bulk share: comment, changes, resume URL and server-side wait. */
export function updateBody(ctx: IExecuteFunctions, i: number): IDataObject {
	const body: IDataObject = {
		intent_id: intentId(ctx, i),
		comment: {
			body: ctx.getNodeParameter('commentBody', i) as string,
			public: ctx.getNodeParameter('commentPublic', i, true) as boolean,
		},
	};
	const fields = ctx.getNodeParameter('updateFields', i, {}) as IDataObject;
	if (fields.status) body.status = fields.status;
	const tags: IDataObject = {};
	if (commaList(fields.tagsAdd).length) tags.add = commaList(fields.tagsAdd);
	if (commaList(fields.tagsRemove).length) tags.remove = commaList(fields.tagsRemove);
	if (Object.keys(tags).length) body.tags = tags;
	const custom = ((fields.customFields as IDataObject | undefined)?.fields ?? []) as IDataObject[];
	if (custom.length) body.custom_fields = custom.map((field) => ({ id: field.id, value: field.value }));
	if (fields.groupId) body.group_id = fields.groupId;
	if (fields.assigneeId) body.assignee_id = fields.assigneeId;
	if (fields.safeUpdate !== undefined) body.safe_update = fields.safeUpdate;
	addAccount(ctx, i, body);
	const wait = ctx.getNodeParameter('waitSeconds', i, defaultWait(ctx.getNode().typeVersion)) as number;
	if (wait > 0) body.wait = wait;
	addResumeUrl(ctx, i, body);
	return body;
}

/** The HTTP timeout of a call the server may hold for `waitS` seconds. */
export const timeoutFor = (waitS: number) => (waitS + 15) * 1000;
