'use strict';
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const { NodeApiError, NodeOperationError } = require('n8n-workflow');
const { BASE, KEY, runNode } = require('./harness');
const { MAX_IN_FLIGHT_WAITS } = require('../dist/nodes/Surestep/shared/transport.js');

const STATES = ['completed', 'pending', 'failed', 'unknown', 'escalated'];
const NEXT = { completed: 'notify_customer', pending: 'wait', failed: 'escalate', unknown: 'retry', escalated: 'wait_for_human' };
const CREATE = { resource: 'refund', operation: 'create', paymentIntent: 'pi_demo_1', amount: 1200, currency: 'usd' };

const answer = (intentId, state, extra = {}) => ({
	intent_id: intentId, step: 'refund', state, verified: state !== 'unknown', provider: 'stripe',
	refund_id: 're_1', amount: 1200, currency: 'usd', detail: '', replayed: false, attempts: 1,
	next: NEXT[state], retry_after: null, links: { self: `/v1/intents/${intentId}` }, ...extra,
});
const counts = (outputs) => outputs.map((output) => output.length);

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

test('Create sends the refund with the Bearer key and leaves on Completed with its pairing', async () => {
	const scope = nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}` } })
		.post('/v1/refunds', {
			intent_id: 'zendesk-48213', payment_intent: 'pi_demo_1', amount: 1200, currency: 'usd',
			reason: 'requested_by_customer', ticket_id: '48213',
			customer: { id: 'cus_1', email: 'ana@example.com' }, metadata: { agent: 'bot-7' },
		})
		.reply(200, answer('zendesk-48213', 'completed'));
	const outputs = await runNode({
		items: [{ json: { ticket_id: 48213 } }],
		parameters: {
			...CREATE,
			additionalFields: {
				reason: 'requested_by_customer', ticketId: '48213', customerId: 'cus_1',
				customerEmail: 'ana@example.com', metadata: { pairs: [{ key: 'agent', value: 'bot-7' }] },
			},
		},
	});
	assert.ok(scope.isDone());
	assert.deepEqual(counts(outputs), [1, 0, 0, 0, 0]);
	assert.equal(outputs[0][0].json.state, 'completed');
	assert.deepEqual(outputs[0][0].pairedItem, { item: 0 });
});

for (const [index, state] of STATES.entries()) {
	test(`Create answered "${state}" leaves on output ${index} only`, async () => {
		nock(BASE).post('/v1/refunds').reply(200, answer('zendesk-7', state));
		const outputs = await runNode({ items: [{ json: { ticket_id: 7 } }], parameters: CREATE });
		const expected = [0, 0, 0, 0, 0];
		expected[index] = 1;
		assert.deepEqual(counts(outputs), expected);
		assert.equal(outputs[index][0].json.next, NEXT[state]);
	});
}

test('each item is its own request: the default intent id comes from the item, pairing is kept', async () => {
	const seen = [];
	nock(BASE).post('/v1/refunds').times(3).reply(200, (_, body) => {
		seen.push(body.intent_id);
		return answer(body.intent_id, body.intent_id === 'zendesk-2' ? 'pending' : 'completed');
	});
	const outputs = await runNode({
		items: [{ json: { ticket_id: 1 } }, { json: { ticket_id: 2 } }, { json: { intent_id: 'order-9' } }],
		parameters: CREATE,
	});
	assert.deepEqual(seen, ['zendesk-1', 'zendesk-2', 'order-9']);
	assert.deepEqual(outputs[0].map((item) => item.pairedItem.item), [0, 2]);
	assert.deepEqual(outputs[1].map((item) => item.pairedItem.item), [1]);
});

test('a charge is sent as charge, not payment_intent', async () => {
	const scope = nock(BASE)
		.post('/v1/refunds', { intent_id: 'zendesk-5', charge: 'ch_123', amount: 500, currency: 'eur' })
		.reply(200, answer('zendesk-5', 'completed'));
	await runNode({
		items: [{ json: { ticket_id: 5 } }],
		parameters: { resource: 'refund', operation: 'create', paymentReference: 'charge', charge: 'ch_123', amount: 500, currency: 'eur' },
	});
	assert.ok(scope.isDone());
});

test('an intent id whose expression found nothing is refused before any request', async () => {
	const scope = nock(BASE).post('/v1/refunds').reply(200, answer('x', 'completed'));
	await assert.rejects(runNode({ items: [{ json: { order: 1 } }], parameters: CREATE }), (error) => {
		assert.ok(error instanceof NodeOperationError);
		assert.match(error.message, /zendesk-undefined/);
		return true;
	});
	assert.equal(scope.isDone(), false);
	const outputs = await runNode({ items: [{ json: {} }], parameters: CREATE, continueOnFail: true });
	assert.deepEqual(counts(outputs), [0, 0, 1, 0, 0], 'refused before sending: Failed, not Unknown');
	assert.equal(scope.isDone(), false);
});

test('a 409 is waited out for its Retry-After, then the settled answer branches', async () => {
	const scope = nock(BASE)
		.post('/v1/refunds').reply(409, { title: 'Request in progress', status: 409 }, { 'Retry-After': '1' })
		.post('/v1/refunds').reply(200, answer('zendesk-3', 'completed', { replayed: true }));
	const started = Date.now();
	const outputs = await runNode({ items: [{ json: { ticket_id: 3 } }], parameters: CREATE });
	assert.ok(Date.now() - started >= 1000, 'waited the Retry-After');
	assert.ok(scope.isDone());
	assert.equal(outputs[0][0].json.replayed, true);
});

test('a 409 that outlasts every wait is Unknown (retry is safe), not Failed', async () => {
	const scope = nock(BASE).post('/v1/refunds').times(MAX_IN_FLIGHT_WAITS + 1)
		.reply(409, { title: 'Request in progress', status: 409, detail: 'still running' }, { 'Retry-After': '0', 'Content-Type': 'application/problem+json' });
	const outputs = await runNode({ items: [{ json: { ticket_id: 3 } }], parameters: CREATE, continueOnFail: true });
	assert.ok(scope.isDone(), `made ${MAX_IN_FLIGHT_WAITS + 1} attempts`);
	assert.deepEqual(counts(outputs), [0, 0, 0, 1, 0]);
	assert.equal(outputs[3][0].json.status, 409);
	assert.ok(outputs[3][0].error instanceof NodeApiError, 'the item carries the error for the error output');
});

test('"Resume a Wait node when done" sends $execution.resumeUrl as resume_url', async () => {
	const scope = nock(BASE)
		.post('/v1/refunds', (body) => body.resume_url === 'http://n8n.test/webhook-waiting/42')
		.reply(200, answer('zendesk-4', 'pending'));
	const outputs = await runNode({ items: [{ json: { ticket_id: 4 } }], parameters: { ...CREATE, resumeWaitNode: true } });
	assert.ok(scope.isDone());
	assert.deepEqual(counts(outputs), [0, 1, 0, 0, 0]);
});

test('without the resume option no resume_url is sent', async () => {
	const scope = nock(BASE).post('/v1/refunds', (body) => !('resume_url' in body)).reply(200, answer('zendesk-4', 'completed'));
	await runNode({ items: [{ json: { ticket_id: 4 } }], parameters: CREATE });
	assert.ok(scope.isDone());
});

test('a 422 problem stops the run with its detail and fields, or leaves on Failed with Continue On Fail', async () => {
	const problem = {
		type: 'https://surestep.dev/problems/validation', title: 'Validation failed', status: 422,
		detail: 'The request has invalid or unknown fields.', errors: { amount: ['Must be greater than or equal to 1'] },
	};
	nock(BASE).post('/v1/refunds').twice().reply(422, problem, { 'Content-Type': 'application/problem+json' });
	await assert.rejects(runNode({ items: [{ json: { ticket_id: 8 } }], parameters: CREATE }), (error) => {
		assert.ok(error instanceof NodeApiError);
		assert.equal(error.httpCode, '422');
		assert.match(error.message, /422 Validation failed: The request has invalid or unknown fields/);
		assert.match(error.description, /amount/);
		return true;
	});
	const outputs = await runNode({ items: [{ json: { ticket_id: 8 } }], parameters: CREATE, continueOnFail: true });
	assert.deepEqual(counts(outputs), [0, 0, 1, 0, 0]);
	assert.equal(outputs[2][0].json.status, 422);
	assert.deepEqual(outputs[2][0].pairedItem, { item: 0 });
});

test('a 401 (wrong key) is a refusal with a clear message', async () => {
	nock(BASE).post('/v1/refunds').reply(401, { title: 'Unauthorized', status: 401, detail: 'Unknown API key.' }, { 'Content-Type': 'application/problem+json' });
	await assert.rejects(runNode({ items: [{ json: { ticket_id: 8 } }], parameters: CREATE }), /surestep 401 Unauthorized: Unknown API key/);
});

test('a 5xx or no connection leaves on Unknown with Continue On Fail; other items still run', async () => {
	nock(BASE)
		.post('/v1/refunds').reply(502, 'Bad gateway')
		.post('/v1/refunds').replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))
		.post('/v1/refunds').reply(200, answer('zendesk-3', 'completed'));
	const outputs = await runNode({
		items: [{ json: { ticket_id: 1 } }, { json: { ticket_id: 2 } }, { json: { ticket_id: 3 } }],
		parameters: CREATE,
		continueOnFail: true,
	});
	assert.deepEqual(counts(outputs), [1, 0, 0, 2, 0]);
	assert.deepEqual(outputs[3].map((item) => item.pairedItem.item), [0, 1]);
	assert.match(outputs[3][1].json.error, /could not be reached/);
	assert.deepEqual(outputs[0][0].pairedItem, { item: 2 });
});

test('a state the node does not know is an error, never a branch', async () => {
	nock(BASE).post('/v1/refunds').reply(200, answer('zendesk-1', 'refunded'));
	await assert.rejects(runNode({ items: [{ json: { ticket_id: 1 } }], parameters: CREATE }), /unknown state "refunded"/);
	nock(BASE).post('/v1/refunds').reply(200, answer('zendesk-1', 'refunded'));
	const outputs = await runNode({ items: [{ json: { ticket_id: 1 } }], parameters: CREATE, continueOnFail: true });
	assert.deepEqual(counts(outputs), [0, 0, 0, 1, 0], 'the call was made: Unknown, not Failed');
});

test('Verify posts the intent id of the item and branches the same way', async () => {
	for (const [index, state] of STATES.entries()) {
		const scope = nock(BASE).post('/v1/refunds/verify', { intent_id: 'zendesk-9' }).reply(200, answer('zendesk-9', state));
		const outputs = await runNode({ items: [{ json: { intent_id: 'zendesk-9' } }], parameters: { resource: 'refund', operation: 'verify' } });
		assert.ok(scope.isDone());
		assert.equal(outputs[index].length, 1, state);
		assert.equal(outputs.flat().length, 1);
	}
});

// Issue 25: the judgment's verdict reaches the flow on the Failed (block) and Escalated (ask)
// outputs, whole: the verdict, the scores and the reasons, as surestep answers them
// (tests/steps/test_judged_refunds.py makes these answers against the simulators).
const GUARD = (verdict, code, message) => ({
	verdict, by: 'surestep', source: 'ticket',
	scores: { args_grounded: verdict === 'ask' ? 0.1 : 1, injected: verdict === 'block' ? 1 : 0, violation: 0, p_unsafe: verdict === 'block' ? 0.9 : 0.35 },
	reasons: [{ code, message }],
});
for (const [state, index, guard, extra] of [
	['failed', 2, GUARD('block', 'addressed_to_ai', "The customer's text is addressed to an AI or an assistant."), { failure_reason: 'guard_blocked', verified: true }],
	['escalated', 4, GUARD('ask', 'ungrounded_amount', '120.00 USD matches nothing the customer wrote.'), { escalation: { id: 'esc_1', links: { self: '/v1/escalations/esc_1' } } }],
]) {
	test(`a refund the guard answered "${guard.verdict}" leaves on ${state} with the verdict and its reasons`, async () => {
		const body = answer('zendesk-9', state, { refund_id: null, guard, reasons: guard.reasons, ...extra });
		nock(BASE).post('/v1/refunds').reply(200, body);
		const outputs = await runNode({ items: [{ json: { ticket_id: 9 } }], parameters: CREATE });
		const expected = [0, 0, 0, 0, 0];
		expected[index] = 1;
		assert.deepEqual(counts(outputs), expected);
		const [{ json }] = outputs[index];
		assert.deepEqual(json.guard, guard);
		assert.equal(json.guard.verdict, guard.verdict);
		assert.deepEqual(json.reasons, guard.reasons);
		if (state === 'failed') assert.equal(json.failure_reason, 'guard_blocked');
		else assert.equal(json.escalation.id, 'esc_1');
	});
}

// Issue 38: a deliberate second refund of the same amount on one ticket has its own intent (the
// Item joins it), and a replay tells the customer it was refunded before, with the date.
test('an Item joins the default intent: two items of one ticket are two intents; without one, as before', async () => {
	const seen = [];
	nock(BASE).post('/v1/refunds').times(4).reply(200, (_, body) => {
		seen.push(body.intent_id);
		return answer(body.intent_id, 'completed');
	});
	const withItem = (item) => ({ ...CREATE, additionalFields: { ticketId: '7', item } });
	await runNode({ items: [{ json: { ticket_id: 7, line: 'mug-1' } }, { json: { ticket_id: 7, line: 'mug-2' } }], parameters: withItem('={{ $json.line }}') });
	await runNode({ items: [{ json: { ticket_id: 7 } }], parameters: withItem('Blue mug #2') });
	await runNode({ items: [{ json: { ticket_id: 7 } }], parameters: CREATE }); // a node saved before the field
	assert.deepEqual(seen.slice(0, 2), ['zendesk-7:mug-1', 'zendesk-7:mug-2']);
	assert.match(seen[2], /^zendesk-7:h[0-9a-f]{24}$/, 'not plain: its hash, never a ":" of its own');
	assert.equal(seen[3], 'zendesk-7');
});

test('an Item joins a mapped Intent ID too, and an id it would make too long is refused before any call', async () => {
	const scope = nock(BASE).post('/v1/refunds', (body) => body.intent_id === 'order-9:line-2').reply(200, answer('order-9:line-2', 'completed'));
	await runNode({ items: [{ json: { intent_id: 'order-9' } }], parameters: { ...CREATE, additionalFields: { item: 'line-2' } } });
	assert.ok(scope.isDone());
	const never = nock(BASE).post('/v1/refunds').reply(200, answer('x', 'completed'));
	await assert.rejects(
		runNode({ items: [{ json: { intent_id: 'o'.repeat(195) } }], parameters: { ...CREATE, additionalFields: { item: 'line-2' } } }),
		(error) => error instanceof NodeOperationError && /longer than 200 characters/.test(error.message),
	);
	assert.equal(never.isDone(), false);
});

test('what to tell the customer: the first answer is the news, a replay says when it was refunded', async () => {
	const since = '2026-12-01T09:30:02Z';
	nock(BASE)
		.post('/v1/refunds').reply(200, answer('zendesk-7', 'completed', { state_since: since }))
		.post('/v1/refunds').reply(200, answer('zendesk-7', 'completed', { state_since: since, replayed: true }));
	const [first] = (await runNode({ items: [{ json: { ticket_id: 7 } }], parameters: CREATE }))[0];
	const [replay] = (await runNode({ items: [{ json: { ticket_id: 7 } }], parameters: CREATE }))[0];
	assert.equal(first.json.customer_message, 'Your refund has been made; the payment provider confirms it.');
	assert.equal(first.json.already_refunded_on, null);
	assert.equal(replay.json.customer_message, 'Your payment was already refunded on 1 December 2026.');
	assert.equal(replay.json.already_refunded_on, '2026-12-01');
	assert.equal(replay.json.state, 'completed', "surestep's own fields are kept as they are");
	assert.equal(replay.json.state_since, since);
});

for (const [state, said] of [
	['pending', 'Your refund is being processed.'],
	['escalated', 'A colleague will review your request and get back to you.'],
	['failed', 'We could not refund this payment; a colleague will look into it.'],
	['unknown', 'We could not confirm your refund yet; there is no need to ask again.'],
]) {
	test(`a replayed "${state}" answer is never told as a refund done`, async () => {
		nock(BASE).post('/v1/refunds').reply(200, answer('zendesk-7', state, { replayed: true, state_since: '2026-12-01T09:30:02Z' }));
		const outputs = await runNode({ items: [{ json: { ticket_id: 7 } }], parameters: CREATE });
		const [{ json }] = outputs.find((output) => output.length);
		assert.equal(json.customer_message, said);
		assert.equal(json.already_refunded_on, null);
	});
}
