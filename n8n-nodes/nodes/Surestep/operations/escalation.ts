import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { callSurestep } from '../transport';
import { intentId, segment } from './common';

/** Escalation Create: POST /v1/escalations (201 new, 200 the intent's existing one). */
export async function createEscalation(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
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

/** Approve or Reject: POST /v1/escalations/<id>/<decision> with the person's note. */
async function decide(ctx: IExecuteFunctions, i: number, decision: 'approve' | 'reject') {
	const id = segment(ctx.getNodeParameter('escalationId', i));
	return await callSurestep(ctx, i, {
		method: 'POST',
		path: `/v1/escalations/${id}/${decision}`,
		body: { note: String(ctx.getNodeParameter('note', i, '')) },
		// Approving carries the refund out before answering: allow for the provider's time.
		timeout: 120_000,
	});
}

export const approveEscalation = (ctx: IExecuteFunctions, i: number) => decide(ctx, i, 'approve');
export const rejectEscalation = (ctx: IExecuteFunctions, i: number) => decide(ctx, i, 'reject');
