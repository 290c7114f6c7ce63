import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { callSurestep } from '../../shared/transport';
import { segment } from '../../shared/utils';

const show = { show: { resource: ['escalation'], operation: ['approve', 'reject'] } };

/** The fields Approve and Reject share: which escalation, and the person's note. */
export const decideDescription: INodeProperties[] = [
	{
		displayName: 'Escalation ID',
		name: 'escalationId',
		type: 'string',
		required: true,
		default: '={{ $json.escalation ? $json.escalation.id : ($json.data ? $json.data.id : $json.id) }}',
		placeholder: 'esc_...',
		description:
			'The escalation to decide: from a refund that answered Escalated (escalation.ID), a Surestep Trigger event (data.ID) or Create (ID)',
		displayOptions: show,
	},
	{
		displayName:
			'Approve and Reject decide only where surestep\'s operator set [escalations] decisions = "api". By default a person decides in surestep\'s console, and this node stops with 403 "decisions-in-console" (its message links the escalation\'s console page): nothing is decided or sent.',
		name: 'decisionsNotice',
		type: 'notice',
		default: '',
		displayOptions: show,
	},
	{
		displayName: 'Note',
		name: 'note',
		type: 'string',
		default: '',
		description: 'Why; recorded in the intent\'s audit trail',
		displayOptions: show,
	},
];

/**
 * Approve or Reject: POST /v1/escalations/<id>/<decision> with the person's note. surestep
 * decides only under `decisions = "api"`; otherwise its 403 becomes errors.ts's IN_CONSOLE.
 */
async function decide(ctx: IExecuteFunctions, i: number, decision: 'approve' | 'reject'): Promise<IDataObject> {
	const id = segment(ctx.getNodeParameter('escalationId', i));
	return await callSurestep(ctx, i, {
		method: 'POST',
		path: `/v1/escalations/${id}/${decision}`,
		body: { note: String(ctx.getNodeParameter('note', i, '')) },
		// Approving carries the refund out before answering: allow for the provider's time.
		timeout: 120_000,
	});
}

export const approve = (ctx: IExecuteFunctions, i: number) => decide(ctx, i, 'approve');
export const reject = (ctx: IExecuteFunctions, i: number) => decide(ctx, i, 'reject');
