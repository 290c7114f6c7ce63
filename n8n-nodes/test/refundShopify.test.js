'use strict';
/**
 * Refund Create with the Provider option: a Shopify refund sends exactly the fields of the
 * service's ShopifyRefundRequestSchema, and a Stripe refund the same bytes as before the option
 * existed (the service answers 422 to any field it does not take).
 */
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const { BASE, KEY, runNode } = require('./harness');
const { Surestep } = require('../dist/nodes/Surestep/Surestep.node.js');

const answer = (intentId, state) => ({
	intent_id: intentId, step: 'refund', state, verified: true, provider: 'shopify',
	refund_id: 'gid://shopify/Refund/1', amount: 1200, currency: 'usd', detail: '', replayed: false,
	attempts: 1, next: state === 'completed' ? 'notify_customer' : 'wait', retry_after: null,
	links: { self: `/v1/intents/${intentId}` },
});
const counts = (outputs) => outputs.map((output) => output.length);

/** Intercepts one POST /v1/refunds; `sent()` is its JSON body re-serialized in the order received. */
function capture(state = 'completed') {
	let raw;
	const scope = nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}` } })
		.post('/v1/refunds')
		.reply(200, (_, body) => {
			raw = JSON.stringify(body);
			return answer(body.intent_id, state);
		});
	return { scope, sent: () => raw };
}

// Values a user may have set before switching provider; the UI hides them, the body must not carry them.
const STRIPE_ONLY = { reason: 'requested_by_customer', metadata: { pairs: [{ key: 'agent', value: 'bot-7' }] } };
const SHOPIFY_ONLY = {
	orderId: 'gid://shopify/Order/9', refundBy: 'lineItems',
	lineItems: { items: [{ lineItemId: 'gid://shopify/LineItem/9', quantity: 1 }] },
};

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

test('Shopify by amount sends the order, amount, currency, note and notify, and nothing of Stripe', async () => {
	const { scope, sent } = capture('completed');
	const outputs = await runNode({
		items: [{ json: { intent_id: 'shop-1001', order_id: 'gid://shopify/Order/1001' } }],
		parameters: {
			resource: 'refund', operation: 'create', provider: 'shopify', amount: 1200, currency: 'usd',
			paymentIntent: 'pi_stale', resumeWaitNode: true,
			additionalFields: {
				...STRIPE_ONLY, note: 'damaged box', notify: true, ticketId: '48213', customerEmail: 'ana@example.com',
			},
		},
	});
	assert.ok(scope.isDone());
	assert.equal(
		sent(),
		'{"intent_id":"shop-1001","provider":"shopify","order_id":"gid://shopify/Order/1001","amount":1200,' +
			'"currency":"usd","note":"damaged box","notify":true,"ticket_id":"48213",' +
			'"customer":{"email":"ana@example.com"},"resume_url":"http://n8n.test/webhook-waiting/42"}',
	);
	assert.deepEqual(counts(outputs), [1, 0, 0, 0, 0]);
	assert.deepEqual(outputs[0][0].pairedItem, { item: 0 });
});

test('Shopify by line items sends refund_line_items instead of amount and currency', async () => {
	const { scope, sent } = capture('pending');
	const outputs = await runNode({
		items: [{ json: { ticket_id: 77 } }],
		parameters: {
			resource: 'refund', operation: 'create', provider: 'shopify', orderId: ' gid://shopify/Order/1001 ',
			refundBy: 'lineItems', amount: 1200, currency: 'usd',
			lineItems: {
				items: [
					{ lineItemId: 'gid://shopify/LineItem/11', quantity: 2 },
					{ lineItemId: 'gid://shopify/LineItem/12', quantity: 1 },
				],
			},
			additionalFields: { notify: false },
		},
	});
	assert.ok(scope.isDone());
	assert.equal(
		sent(),
		// The order id is sent as mapped: the service refuses the spaces (422), the node never trims.
		'{"intent_id":"zendesk-77","provider":"shopify","order_id":" gid://shopify/Order/1001 ","refund_line_items":' +
			'[{"line_item_id":"gid://shopify/LineItem/11","quantity":2},{"line_item_id":"gid://shopify/LineItem/12","quantity":1}],' +
			'"notify":false}',
	);
	assert.deepEqual(counts(outputs), [0, 1, 0, 0, 0]);
});

// The exact bytes the node sent before the Provider option existed (captured from that build).
const STRIPE_FULL =
	'{"intent_id":"zendesk-48213","amount":1200,"currency":"usd","payment_intent":"pi_demo_1",' +
	'"reason":"requested_by_customer","ticket_id":"48213","customer":{"id":"cus_1","email":"ana@example.com"},' +
	'"metadata":{"agent":"bot-7"},"resume_url":"http://n8n.test/webhook-waiting/42"}';

for (const provider of [undefined, 'stripe']) {
	test(`a Stripe refund (provider ${provider ?? 'absent, as in older workflows'}) is sent byte for byte as before`, async () => {
		for (const [parameters, expected] of [
			[
				{
					paymentIntent: 'pi_demo_1', amount: 1200, currency: 'usd', resumeWaitNode: true,
					additionalFields: {
						...STRIPE_ONLY, ticketId: '48213', customerId: 'cus_1', customerEmail: 'ana@example.com',
						note: 'hidden for Stripe', notify: true,
					},
				},
				STRIPE_FULL,
			],
			[
				{ paymentReference: 'charge', charge: 'ch_123', amount: 500, currency: 'eur' },
				'{"intent_id":"zendesk-48213","amount":500,"currency":"eur","charge":"ch_123"}',
			],
			[{}, '{"intent_id":"zendesk-48213","amount":0,"currency":"usd","payment_intent":"pi_x"}'],
		]) {
			const { scope, sent } = capture();
			const all = { resource: 'refund', operation: 'create', ...SHOPIFY_ONLY, ...parameters };
			if (provider) all.provider = provider;
			await runNode({ items: [{ json: { ticket_id: 48213, payment_intent: 'pi_x' } }], parameters: all });
			assert.ok(scope.isDone());
			assert.equal(sent(), expected);
		}
	});
}

test('Provider defaults to Stripe; the Shopify fields are shown only for Shopify and the Stripe ones only for Stripe', () => {
	const properties = new Surestep().description.properties;
	const provider = properties.find((p) => p.name === 'provider');
	assert.equal(provider.default, 'stripe');
	assert.deepEqual(provider.options.map((o) => o.value), ['stripe', 'shopify']);
	const showsFor = (name) => properties.filter((p) => p.name === name).map((p) => p.displayOptions.show.provider);
	for (const name of ['orderId', 'refundBy', 'lineItems']) assert.deepEqual(showsFor(name), [['shopify']], name);
	for (const name of ['paymentReference', 'paymentIntent', 'charge']) assert.deepEqual(showsFor(name), [['stripe']], name);
	assert.deepEqual(showsFor('amount'), [['stripe'], ['shopify']]);
	const lineItems = properties.find((p) => p.name === 'lineItems');
	assert.deepEqual(lineItems.displayOptions.show.refundBy, ['lineItems']);
	const extra = properties.find((p) => p.name === 'additionalFields').options;
	const only = (name) => extra.find((o) => o.name === name).displayOptions?.show['/provider'];
	assert.deepEqual([only('note'), only('notify'), only('reason'), only('metadata'), only('ticketId')],
		[['shopify'], ['shopify'], ['stripe'], ['stripe'], undefined]);
});
