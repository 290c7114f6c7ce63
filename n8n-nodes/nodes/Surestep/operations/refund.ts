import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { callSurestep } from '../transport';
import { addResumeUrl, intentId } from './common';

/**
 * The body of POST /v1/refunds for one item, from the node's parameters: only the fields the
 * service accepts for the chosen provider (it answers 422 to any other), so a Stripe request
 * carries no Shopify field and the reverse.
 */
export function refundBody(ctx: IExecuteFunctions, i: number): IDataObject {
	// Workflows saved before the Provider option have none: they are Stripe refunds.
	const shopify = ctx.getNodeParameter('provider', i, 'stripe') === 'shopify';
	const extra = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body = shopify ? shopifyFields(ctx, i, extra) : stripeFields(ctx, i, extra);
	if (extra.ticketId) body.ticket_id = String(extra.ticketId);
	const customer: IDataObject = {};
	if (extra.customerId) customer.id = extra.customerId;
	if (extra.customerEmail) customer.email = extra.customerEmail;
	if (Object.keys(customer).length) body.customer = customer;
	const pairs = ((extra.metadata as IDataObject | undefined)?.pairs ?? []) as IDataObject[];
	if (!shopify && pairs.length) {
		body.metadata = Object.fromEntries(pairs.map((pair) => [String(pair.key), String(pair.value)]));
	}
	addResumeUrl(ctx, i, body);
	return body;
}

/** A Stripe refund's own fields, in the order the node has always sent them. */
function stripeFields(ctx: IExecuteFunctions, i: number, extra: IDataObject): IDataObject {
	const reference = ctx.getNodeParameter('paymentReference', i, 'paymentIntent') as string;
	const body: IDataObject = { intent_id: intentId(ctx, i), ...money(ctx, i) };
	if (reference === 'charge') body.charge = String(ctx.getNodeParameter('charge', i));
	else body.payment_intent = String(ctx.getNodeParameter('paymentIntent', i));
	if (extra.reason) body.reason = extra.reason;
	return body;
}

/** A Shopify refund's own fields: the order, then an amount or line items, note and notify. */
function shopifyFields(ctx: IExecuteFunctions, i: number, extra: IDataObject): IDataObject {
	const body: IDataObject = {
		intent_id: intentId(ctx, i),
		provider: 'shopify',
		order_id: String(ctx.getNodeParameter('orderId', i)),
	};
	if (ctx.getNodeParameter('refundBy', i, 'amount') === 'lineItems') {
		const items = ((ctx.getNodeParameter('lineItems', i, {}) as IDataObject).items ?? []) as IDataObject[];
		body.refund_line_items = items.map((item) => ({
			line_item_id: String(item.lineItemId),
			quantity: item.quantity as number,
		}));
	} else {
		Object.assign(body, money(ctx, i));
	}
	if (extra.note) body.note = String(extra.note);
	// Sent only when the option was added: without it Shopify's own default applies.
	if (extra.notify !== undefined) body.notify = Boolean(extra.notify);
	return body;
}

function money(ctx: IExecuteFunctions, i: number): IDataObject {
	return {
		amount: ctx.getNodeParameter('amount', i) as number,
		currency: String(ctx.getNodeParameter('currency', i)).trim(),
	};
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
