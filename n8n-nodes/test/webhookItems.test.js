'use strict';
/**
 * The defaults read items as a Webhook node delivers them (`{headers, params, query, body}`) as
 * well as flat items (a Set node's, a trigger's); when neither has the field, the item fails
 * before any call saying where the default looked.
 */
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const { NodeOperationError } = require('n8n-workflow');
const { BASE, runNode } = require('./harness');

const webhook = (body) => ({ json: { headers: { host: 'n8n.test' }, params: {}, query: {}, body } });
const ok = (state = 'completed') => (_, body) => ({ intent_id: body.intent_id, state, verified: true });

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

test('Refund Create with only its defaults reads a Webhook body: zendesk-<ticket_id>, payment_intent', async () => {
	const scope = nock(BASE)
		.post('/v1/refunds', { intent_id: 'zendesk-7', payment_intent: 'pi_1', amount: 1200, currency: 'usd' })
		.reply(200, ok());
	const outputs = await runNode({
		items: [webhook({ ticket_id: 7, payment_intent: 'pi_1' })],
		parameters: { resource: 'refund', operation: 'create', amount: '1200', currency: 'usd' },
	});
	assert.ok(scope.isDone());
	assert.equal(outputs[0].length, 1);
});

test('a body intent_id wins over the ticket; a flat field wins over the body', async () => {
	const seen = [];
	nock(BASE).post('/v1/refunds').twice().reply(200, (_, body) => {
		seen.push([body.intent_id, body.payment_intent]);
		return ok()(_, body);
	});
	await runNode({
		items: [
			webhook({ intent_id: 'order-1', ticket_id: 7, payment_intent: 'pi_1' }),
			{ json: { ticket_id: 8, payment_intent: 'pi_flat', body: { ticket_id: 9, payment_intent: 'pi_body' } } },
		],
		parameters: { resource: 'refund', operation: 'create', amount: 100, currency: 'usd' },
	});
	assert.deepEqual(seen, [['order-1', 'pi_1'], ['zendesk-8', 'pi_flat']]);
});

test('charge and a Shopify order_id come from the body too', async () => {
	const scope = nock(BASE)
		.post('/v1/refunds', (body) => body.charge === 'ch_1')
		.reply(200, ok())
		.post('/v1/refunds', (body) => body.order_id === 'gid://shopify/Order/5')
		.reply(200, ok());
	const item = webhook({ ticket_id: 3, charge: 'ch_1', order_id: 'gid://shopify/Order/5' });
	await runNode({ items: [item], parameters: { resource: 'refund', operation: 'create', paymentReference: 'charge', amount: 1, currency: 'usd' } });
	await runNode({ items: [item], parameters: { resource: 'refund', operation: 'create', provider: 'shopify', amount: 1, currency: 'usd' } });
	assert.ok(scope.isDone());
});

test('Verify, Intent Get, Escalation Create and Ticket Update read intent_id (and ticket_id) from the body', async () => {
	const scope = nock(BASE)
		.post('/v1/refunds/verify', { intent_id: 'zendesk-4' }).reply(200, ok())
		.get('/v1/intents/zendesk-4').reply(200, { intent_id: 'zendesk-4', steps: [] })
		.post('/v1/escalations', { intent_id: 'zendesk-4', reason: 'look' }).reply(201, { id: 'esc_1' })
		.post('/v1/tickets/4/updates', (body) => body.intent_id === 'zendesk-4').reply(200, { job_id: 'job_1', state: 'completed' });
	const items = [webhook({ intent_id: 'zendesk-4', ticket_id: 4 })];
	await runNode({ items, parameters: { resource: 'refund', operation: 'verify' } });
	await runNode({ items, parameters: { resource: 'intent', operation: 'get' } });
	await runNode({ items, parameters: { resource: 'escalation', operation: 'create', reason: 'look' } });
	await runNode({ items, parameters: { resource: 'ticketUpdate', operation: 'post', commentBody: 'Hi' } });
	assert.ok(scope.isDone());
});

test('neither the item nor its body has the intent: refused, saying where the default looked', async () => {
	for (const parameters of [
		{ resource: 'refund', operation: 'create', amount: 1, currency: 'usd' },
		{ resource: 'intent', operation: 'get' },
	]) {
		await assert.rejects(runNode({ items: [webhook({ order: 1 })], parameters }), (error) => {
			assert.ok(error instanceof NodeOperationError);
			assert.match(error.message, /^The intent ID evaluated to "(zendesk-undefined)?"$/);
			assert.match(error.description, /reads the item, or its body as a Webhook node delivers it \(\$json\.body\), for the intent_id/);
			assert.match(error.description, /Nothing was sent\.$/);
			return true;
		});
	}
});

test('a required id neither has (payment intent, ticket) is refused naming it, nothing sent', async () => {
	const scope = nock(BASE).post(/.*/).reply(200, ok());
	await assert.rejects(
		runNode({ items: [webhook({ ticket_id: 7 })], parameters: { resource: 'refund', operation: 'create', amount: 1, currency: 'usd' } }),
		(error) => {
			assert.ok(error instanceof NodeOperationError);
			assert.equal(error.message, 'The Payment Intent ID of item 0 is empty');
			assert.match(error.description, /\(\$json\.body\), for payment_intent; it had neither/);
			return true;
		},
	);
	await assert.rejects(
		runNode({ items: [webhook({ intent_id: 'x' })], parameters: { resource: 'ticketUpdate', operation: 'post', commentBody: 'Hi' } }),
		/The Ticket ID of item 0 is empty/,
	);
	assert.equal(scope.isDone(), false);
});
