'use strict';
/**
 * Amounts and quantities as builders' items carry them: a Webhook body has "1200", which the
 * node sends as the JSON integer 1200; anything that is not a whole number is refused by the node,
 * naming the value, with nothing sent.
 */
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const { NodeOperationError } = require('n8n-workflow');
const { BASE, runNode } = require('./harness');

const FROM_BODY = {
	resource: 'refund', operation: 'create', intentId: '={{ "zendesk-" + $json.body.ticket_id }}',
	paymentIntent: '={{ $json.body.payment_intent }}', amount: '={{ $json.body.amount }}', currency: 'usd',
};
const webhookItem = (amount) => ({ json: { headers: {}, query: {}, body: { ticket_id: '7', payment_intent: 'pi_1', amount } } });

/** Intercepts one POST /v1/refunds; `sent()` is its body as received (raw text). */
function capture() {
	let raw;
	const scope = nock(BASE).post('/v1/refunds').reply(200, function (_, body) {
		raw = typeof body === 'string' ? body : JSON.stringify(body);
		return { intent_id: 'zendesk-7', state: 'completed', verified: true };
	});
	return { scope, sent: () => raw };
}

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

for (const [given, sent] of [['1200', 1200], [1200, 1200], ['9007199254740991', 9007199254740991]]) {
	test(`an amount of ${JSON.stringify(given)} is sent as the JSON integer ${sent}`, async () => {
		const { scope, sent: body } = capture();
		await runNode({ items: [webhookItem(given)], parameters: FROM_BODY });
		assert.ok(scope.isDone());
		assert.match(body(), new RegExp(`"amount":${sent}[,}]`), body());
	});
}

for (const garbage of ['12.00', '1,200', '1200 USD', '1e3', '0x4B0', ' 1200', '-5', '', '0012', '9007199254740993', 12.5, null, true]) {
	test(`an amount of ${JSON.stringify(garbage)} is refused by the node, naming it; nothing is sent`, async () => {
		const { scope } = capture();
		await assert.rejects(runNode({ items: [webhookItem(garbage)], parameters: FROM_BODY }), (error) => {
			assert.ok(error instanceof NodeOperationError);
			assert.equal(error.message, `The amount of item 0 is ${JSON.stringify(garbage)}, not a whole number`);
			assert.match(error.description, /smallest currency unit: 1200 for 12\.00 USD.*"1200".*Nothing was sent\./);
			return true;
		});
		assert.equal(scope.isDone(), false);
		const outputs = await runNode({ items: [webhookItem(garbage)], parameters: FROM_BODY, continueOnFail: true });
		assert.equal(outputs[2].length, 1, 'refused before sending: Failed');
	});
}

test('a Shopify line item quantity of "2" is sent as 2; "two" is refused', async () => {
	const parameters = {
		resource: 'refund', operation: 'create', provider: 'shopify', intentId: 'shop-1',
		orderId: 'gid://shopify/Order/1', refundBy: 'lineItems',
	};
	const { scope, sent } = capture();
	// As n8n hands the node a collection whose expression was already resolved to "2".
	await runNode({ parameters: { ...parameters, lineItems: { items: [{ lineItemId: 'gid://shopify/LineItem/1', quantity: '2' }] } } });
	assert.ok(scope.isDone());
	assert.match(sent(), /"refund_line_items":\[\{"line_item_id":"gid:\/\/shopify\/LineItem\/1","quantity":2\}\]/);
	await assert.rejects(
		runNode({ parameters: { ...parameters, lineItems: { items: [{ lineItemId: 'gid://shopify/LineItem/1', quantity: 'two' }] } } }),
		/The line item quantity of item 0 is "two", not a whole number/,
	);
});
