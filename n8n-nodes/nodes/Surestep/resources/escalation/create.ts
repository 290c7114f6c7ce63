import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fromItem, intentIdField } from '../../shared/descriptions';
import { callSurestep } from '../../shared/transport';
import { intentId } from '../../shared/utils';

const show = { show: { resource: ['escalation'], operation: ['create'] } };

/** Escalation Create's fields: the intent, the reason, and optional context and ticket. */
export const createDescription: INodeProperties[] = [
	intentIdField('escalation', ['create'], `={{ ${fromItem('intent_id')} }}`),
	{
		displayName: 'Reason',
		name: 'reason',
		type: 'string',
		typeOptions: { rows: 2 },
		required: true,
		default: '',
		description: 'Why a person must look at this (shown to them and kept in the audit trail)',
		displayOptions: show,
	},
	{
		displayName: 'Additional Fields',
		name: 'escalationFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: show,
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
];

/** Escalation Create: POST /v1/escalations (201 new, 200 the intent's existing one). */
export async function execute(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	const body: IDataObject = {
		intent_id: intentId(ctx, i),
		reason: String(ctx.getNodeParameter('reason', i)),
	};
	const extra = ctx.getNodeParameter('escalationFields', i, {}) as IDataObject;
	if (extra.ticketId) body.ticket_id = String(extra.ticketId);
	const pairs = ((extra.context as IDataObject | undefined)?.pairs ?? []) as IDataObject[];
	if (pairs.length) {
		body.context = Object.fromEntries(pairs.map((pair) => [String(pair.key), pair.value]));
	}
	return await callSurestep(ctx, i, { method: 'POST', path: '/v1/escalations', body });
}
