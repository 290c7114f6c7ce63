import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError, sleepWithAbort } from 'n8n-workflow';

import { callSurestep } from '../transport';
import { addResumeUrl, commaList, intentId, segment, zendeskId } from './common';

const TERMINAL = ['completed', 'failed', 'unknown'];
const MAX_SERVER_WAIT_S = 25;

/** The fields Post and Post Bulk share: comment, changes, resume URL and server-side wait. */
function updateBody(ctx: IExecuteFunctions, i: number): IDataObject {
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
	const wait = ctx.getNodeParameter('waitSeconds', i, 0) as number;
	if (wait > 0) body.wait = wait;
	addResumeUrl(ctx, i, body);
	return body;
}

/** The HTTP timeout of a call the server may hold for `waitS` seconds. */
const timeoutFor = (waitS: number) => (waitS + 15) * 1000;

/** Ticket Update Post: POST /v1/tickets/<id>/updates (202 queued job, or 200 final result). */
export async function postUpdate(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	const body = updateBody(ctx, i);
	const ticketId = segment(ctx.getNodeParameter('ticketId', i));
	return await callSurestep(ctx, i, {
		method: 'POST',
		path: `/v1/tickets/${ticketId}/updates`,
		body,
		timeout: timeoutFor(Number(body.wait ?? 0)),
	});
}

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
export async function postBulkUpdate(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	const body = updateBody(ctx, i);
	const ids = ticketIds(ctx, i);
	return await callSurestep(ctx, i, {
		method: 'POST',
		path: '/v1/tickets/updates',
		body: bulkJson(body, ids),
		timeout: timeoutFor(Number(body.wait ?? 0)),
	});
}

/**
 * Wait for Job: long-polls GET /v1/jobs/<id>?wait=N until the job is completed, failed or
 * unknown, or "Give Up After" runs out; returns the job as last read either way.
 */
export async function waitForJob(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	const jobId = segment(ctx.getNodeParameter('jobId', i));
	const deadline = Date.now() + (ctx.getNodeParameter('maxWaitSeconds', i, 60) as number) * 1000;
	for (;;) {
		const remainingS = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
		const wait = Math.min(MAX_SERVER_WAIT_S, remainingS);
		const job = await callSurestep(ctx, i, {
			method: 'GET',
			path: `/v1/jobs/${jobId}`,
			qs: { wait },
			timeout: timeoutFor(wait),
		});
		if (TERMINAL.includes(String(job.state)) || Date.now() >= deadline) return job;
		// The server returned early without a terminal state (it caps its own wait): poll again,
		// after a short pause so a server that does not hold the request is not hammered.
		if (wait === 0) return job;
		await sleepWithAbort(200, ctx.getExecutionCancelSignal());
	}
}
