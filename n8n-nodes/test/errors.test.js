'use strict';
/**
 * The message a builder sees for each kind of failure: n8n's panel shows `message` and
 * `description` and the item (`context.itemIndex`); an error branch, the CLI and a Respond to
 * Webhook node carry `message`. The harness throws n8n-workflow's own NodeApiError for network
 * failures, as n8n's request helper does, so what is read here is what n8n would show.
 */
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const { NodeApiError, NodeOperationError } = require('n8n-workflow');
const { BASE, runNode } = require('./harness');

const CREATE = { resource: 'refund', operation: 'create', paymentIntent: 'pi_demo_1', amount: 1200, currency: 'usd' };
const ITEMS = [{ json: { ticket_id: 1 } }, { json: { ticket_id: 2 } }];
const UNKNOWN = 'The outcome is unknown; running the same item again is safe.';
const REFUSED = 'Nothing was sent to the provider; fix the request and run it again.';
const completed = (body) => ({ intent_id: body.intent_id, state: 'completed', verified: true });

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

/** Runs CREATE over two items whose second gets `reply`; returns the error the run stopped with. */
async function secondItemFails(reply, parameters = CREATE) {
	nock(BASE).post('/v1/refunds').reply(200, (_, body) => completed(body));
	reply(nock(BASE).post('/v1/refunds'));
	let thrown;
	await assert.rejects(runNode({ items: ITEMS, parameters }), (error) => {
		thrown = error;
		return true;
	});
	return thrown;
}

for (const [code, n8nSays] of [
	['ECONNRESET', 'The connection to the server was closed unexpectedly'],
	['ECONNREFUSED', 'The service refused the connection'],
	['ETIMEDOUT', 'The connection timed out'],
]) {
	test(`no answer (${code}): n8n's reason, then ours: the outcome is unknown, running again is safe`, async () => {
		const error = await secondItemFails((scope) =>
			scope.replyWithError(Object.assign(new Error(`socket failure ${code}`), { code })),
		);
		assert.ok(error instanceof NodeApiError);
		assert.ok(error.message.startsWith(`surestep could not be reached at ${BASE}: ${n8nSays}`), error.message);
		assert.ok(error.message.endsWith(UNKNOWN), error.message);
		assert.match(error.description, /^No answer arrived\. .*Running the same item again is safe: the intent id makes it a replay/);
		assert.equal(error.context.itemIndex, 1, 'the second item');
	});
}

test('a lost answer with Continue On Fail: the item on Unknown carries the message and the advice', async () => {
	nock(BASE).post('/v1/refunds').replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
	const outputs = await runNode({ items: [ITEMS[0]], parameters: CREATE, continueOnFail: true });
	const item = outputs[3][0];
	assert.match(item.json.error, /^surestep could not be reached at .*closed unexpectedly.* The outcome is unknown; running the same item again is safe\.$/);
	assert.match(item.json.description, /Running the same item again is safe/);
	assert.ok(item.error instanceof NodeApiError);
	assert.equal(item.error.context.itemIndex, 0);
});

test('a 5xx problem: its title and detail, then the outcome is unknown', async () => {
	const problem = { title: 'Internal error', status: 500, detail: 'An unexpected error occurred.' };
	const error = await secondItemFails((scope) => scope.reply(500, problem, { 'Content-Type': 'application/problem+json' }));
	assert.ok(error instanceof NodeApiError);
	assert.equal(error.message, `surestep 500 Internal error: An unexpected error occurred. ${UNKNOWN}`);
	assert.match(error.description, /no verified answer.*Running the same item again is safe/);
	assert.equal(error.httpCode, '500');
	assert.equal(error.context.itemIndex, 1);
});

test('a 4xx problem: its detail, nothing was sent, and the fields at fault', async () => {
	const problem = {
		title: 'Validation failed', status: 422, detail: 'The request has invalid or unknown fields.',
		errors: { currency: ['Not a valid currency'] },
	};
	const error = await secondItemFails((scope) => scope.reply(422, problem, { 'Content-Type': 'application/problem+json' }));
	assert.ok(error instanceof NodeApiError);
	assert.equal(error.message, `surestep 422 Validation failed: The request has invalid or unknown fields. ${REFUSED}`);
	assert.equal(error.description, `${REFUSED} Fields: {"currency":["Not a valid currency"]}`);
	assert.equal(error.httpCode, '422');
	assert.equal(error.context.itemIndex, 1);
});

test('a 404 whose detail names a network code keeps surestep\'s words (n8n would swap them)', async () => {
	const problem = { title: 'Not found', status: 404, detail: 'No job ECONNRESET-1 for this API key.' };
	const error = await secondItemFails((scope) => scope.reply(404, problem, { 'Content-Type': 'application/problem+json' }));
	assert.equal(error.message, `surestep 404 Not found: No job ECONNRESET-1 for this API key. ${REFUSED}`);
});

test('a parameter the node refuses: NodeOperationError naming the value, nothing was sent, the item', async () => {
	const scope = nock(BASE).post('/v1/refunds').reply(200, (_, body) => completed(body));
	await assert.rejects(runNode({ items: [ITEMS[0], { json: {} }], parameters: CREATE }), (error) => {
		assert.ok(error instanceof NodeOperationError);
		assert.match(error.message, /^The intent ID evaluated to "zendesk-undefined"/);
		assert.match(error.description, /Nothing was sent\.$/);
		assert.equal(error.context.itemIndex, 1);
		return true;
	});
	assert.ok(scope.isDone(), 'the first item ran');
});
