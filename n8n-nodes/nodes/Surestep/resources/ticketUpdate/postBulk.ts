import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { callSurestep } from '../../shared/transport';
import { zendeskId } from '../../shared/utils';
import { timeoutFor, updateBody } from './fields';

/** Ticket Update Post Bulk's own field: the list of tickets. */
export const postBulkDescription: INodeProperties[] = [
	{
		displayName: 'Ticket IDs',
		name: 'ticketIds',
		type: 'string',
		required: true,
		default: '',
		placeholder: '48213, 48214',
		description: 'Comma-separated ticket IDs (1 to 100)',
		displayOptions: { show: { resource: ['ticketUpdate'], operation: ['postBulk'] } },
	},
];

/**
 * The "Ticket IDs" list: comma-separated, with spaces or tabs around a comma being list syntax;
 * each entry must be a Zendesk id as it is (see zendeskId), else the item fails naming it.
 */
function ticketIds(ctx: IExecuteFunctions, i: number): string[] {
	const raw = String(ctx.getNodeParameter('ticketIds', i) ?? '');
	const entries = raw.split(',').map((part) => part.replace(/^[ \t]+|[ \t]+$/g, ''));
	const ids = entries.filter((entry) => entry.length > 0);
	const bad = ids.find((entry) => zendeskId(entry) === null);
	if (bad !== undefined || !ids.length) {
		const what = bad === undefined ? 'are empty' : `include "${bad}", which is not a ticket ID`;
		throw new NodeOperationError(ctx.getNode(), `The Ticket IDs of item ${i} ${what}`, {
			itemIndex: i,
			description:
				'Ticket IDs are whole numbers as Zendesk shows them: digits 0-9 only, no leading zero, ' +
				'sign, exponent, hex or spaces inside, at most 9223372036854775807 (e.g. 48213, 48214). ' +
				'Nothing was sent.',
		});
	}
	return ids;
}

/**
 * The bulk body as JSON text with the ticket ids written as their own digits: the service takes
 * JSON integers, and a JavaScript number would round an id above 2^53 - 1 to another ticket.
 */
function bulkJson(body: IDataObject, ids: string[]): string {
	const rest = JSON.stringify(body);
	return `{"ticket_ids":[${ids.join(',')}]${rest === '{}' ? '' : `,${rest.slice(1)}`}`;
}

/** Ticket Update Post Bulk: POST /v1/tickets/updates for 1-100 tickets. */
export async function execute(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	const body = updateBody(ctx, i);
	const ids = ticketIds(ctx, i);
	return await callSurestep(ctx, i, {
		method: 'POST',
		path: '/v1/tickets/updates',
		body: bulkJson(body, ids),
		timeout: timeoutFor(Number(body.wait ?? 0)),
	});
}

