import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fromItem } from '../../shared/descriptions';
import { callSurestep } from '../../shared/transport';
import { mappedId, segment } from '../../shared/utils';
import { timeoutFor, updateBody } from './fields';

/** Ticket Update Post's own field: the one ticket. */
export const postDescription: INodeProperties[] = [
	{
		displayName: 'Ticket ID',
		name: 'ticketId',
		type: 'string',
		required: true,
		default: `={{ ${fromItem('ticket_id')} }}`,
		displayOptions: { show: { resource: ['ticketUpdate'], operation: ['post'] } },
	},
];

/** Ticket Update Post: POST /v1/tickets/<id>/updates (202 queued job, or 200 final result). */
export async function execute(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	const body = updateBody(ctx, i);
	const ticketId = segment(mappedId(ctx, i, 'ticketId', 'Ticket ID', 'ticket_id'));
	return await callSurestep(ctx, i, {
		method: 'POST',
		path: `/v1/tickets/${ticketId}/updates`,
		body,
		timeout: timeoutFor(Number(body.wait ?? 0)),
	});
}

