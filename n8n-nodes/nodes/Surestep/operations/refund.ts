import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { callSurestep } from '../transport';
import { addResumeUrl, intentId } from './common';

/** The body of POST /v1/refunds for one item, from the node's parameters. */
export function refundBody(ctx: IExecuteFunctions, i: number): IDataObject {
	const reference = ctx.getNodeParameter('paymentReference', i, 'paymentIntent') as string;
	const body: IDataObject = {
		intent_id: intentId(ctx, i),
		amount: ctx.getNodeParameter('amount', i) as number,
		currency: String(ctx.getNodeParameter('currency', i)).trim(),
	};
	if (reference === 'charge') body.charge = String(ctx.getNodeParameter('charge', i)).trim();
	else body.payment_intent = String(ctx.getNodeParameter('paymentIntent', i)).trim();
	const extra = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
	if (extra.reason) body.reason = extra.reason;
	if (extra.ticketId) body.ticket_id = String(extra.ticketId);
	const customer: IDataObject = {};
	if (extra.customerId) customer.id = extra.customerId;
	if (extra.customerEmail) customer.email = extra.customerEmail;
	if (Object.keys(customer).length) body.customer = customer;
	const pairs = ((extra.metadata as IDataObject | undefined)?.pairs ?? []) as IDataObject[];
	if (pairs.length) {
		body.metadata = Object.fromEntries(pairs.map((pair) => [String(pair.key), String(pair.value)]));
	}
	addResumeUrl(ctx, i, body);
	return body;
}

/** Refund Create: POST /v1/refunds; the answer carries the verified `state`. */
export async function createRefund(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	return await callSurestep(ctx, i, { method: 'POST', path: '/v1/refunds', body: refundBody(ctx, i) });
}

/** Refund Verify: POST /v1/refunds/verify (re-reads the provider, never writes). */
export async function verifyRefund(ctx: IExecuteFunctions, i: number): Promise<IDataObject> {
	return await callSurestep(ctx, i, {
		method: 'POST',
		path: '/v1/refunds/verify',
		body: { intent_id: intentId(ctx, i) },
	});
}
