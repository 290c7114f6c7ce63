'use strict';
/**
 * Identity is exact: every id leaves the node as it was mapped. Ticket IDs are parsed strictly
 * (Number() took "0x1F" as 31, "1e3" as 1000 and rounded above 2^53), path segments are
 * URL-encoded so no value can name another route, and nothing is trimmed: the service refuses
 * an id with stray spaces (422) rather than the node quietly making it another id.
 */
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const { NodeOperationError } = require('n8n-workflow');
const { BASE, runNode } = require('./harness');

const BULK = { resource: 'ticketUpdate', operation: 'postBulk', intentId: 'bulk-1', commentBody: 'hi' };
const queued = { job_id: 'job_1', intent_id: 'bulk-1', step: 'ticket_update', state: 'queued', replayed: false, links: {} };

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

test('Post Bulk sends ticket ids above 2^53 - 1 as their exact digits, as JSON integers', async () => {
	// 9007199254740993 is 2^53 + 1: as a JavaScript number it would be ticket 9007199254740992.
	const exact = /^\{"ticket_ids":\[9223372036854775807,9007199254740993,48213\],"intent_id":"bulk-1",/;
	const scope = nock(BASE, { reqheaders: { 'content-type': 'application/json' } })
		.post('/v1/tickets/updates', exact)
		.reply(202, queued);
	await runNode({ parameters: { ...BULK, ticketIds: '9223372036854775807, 9007199254740993,\t48213 ' } });
	assert.ok(scope.isDone());
});

for (const bad of ['0x1F', '1e3', '+5', '-3', '05', '0', '1.0', '12.', '1 2', '1_000', 'Infinity',
	'\u0661\u0662', '\uff11\uff12', '12\u00a0', '\u200b12', '9223372036854775808', '99999999999999999999']) {
	test(`Post Bulk refuses ticket id ${JSON.stringify(bad)}, naming the item and the value, and sends nothing`, async () => {
		const scope = nock(BASE).post('/v1/tickets/updates').reply(202, queued);
		await assert.rejects(runNode({ parameters: { ...BULK, ticketIds: `48213, ${bad}` } }), (error) => {
			assert.ok(error instanceof NodeOperationError);
			assert.equal(error.message, `The Ticket IDs of item 0 include "${bad}", which is not a ticket ID`);
			assert.match(error.description, /Nothing was sent/);
			return true;
		});
		assert.equal(scope.isDone(), false);
	});
}

test('Post Bulk with no ticket id refuses the item', async () => {
	await assert.rejects(runNode({ parameters: { ...BULK, ticketIds: ' , ' } }), /The Ticket IDs of item 0 are empty/);
});

test('with Continue On Fail only the item with a bad ticket id fails, and it is named', async () => {
	const scope = nock(BASE).post('/v1/tickets/updates', (body) => body.ticket_ids[0] === 7).reply(202, queued);
	const outputs = await runNode({
		items: [{ json: { ids: '7' } }, { json: { ids: '0x1F' } }],
		parameters: { ...BULK, ticketIds: '={{ $json.ids }}' },
		continueOnFail: true,
	});
	assert.ok(scope.isDone());
	assert.equal(outputs[1][0].json.job_id, 'job_1', 'queued: Pending');
	assert.equal(outputs[2][0].json.error, 'The Ticket IDs of item 1 include "0x1F", which is not a ticket ID');
	assert.deepEqual(outputs[2][0].pairedItem, { item: 1 }, 'refused before sending: Failed');
});

test('an intent id is sent as mapped, never trimmed (the service refuses the spaces)', async () => {
	const problem = { title: 'Validation failed', status: 422, errors: { intent_id: ['1-200 characters'] } };
	const scope = nock(BASE)
		.post('/v1/tickets/updates', (body) => body.intent_id === ' bulk-1\n')
		.reply(422, problem, { 'Content-Type': 'application/problem+json' })
		.post('/v1/refunds', { intent_id: 'r-1 ', payment_intent: ' pi_demo_1', amount: 1200, currency: 'usd' })
		.reply(422, problem, { 'Content-Type': 'application/problem+json' })
		.get('/v1/intents/%20zendesk-1').reply(422, problem, { 'Content-Type': 'application/problem+json' });
	await assert.rejects(runNode({ parameters: { ...BULK, intentId: ' bulk-1\n', ticketIds: '1' } }), /surestep 422/);
	const refund = { resource: 'refund', operation: 'create', intentId: 'r-1 ', paymentIntent: ' pi_demo_1', amount: 1200, currency: 'usd' };
	await assert.rejects(runNode({ parameters: refund }), /surestep 422/);
	await assert.rejects(runNode({ parameters: { resource: 'intent', operation: 'get', intentId: ' zendesk-1' } }), /surestep 422/);
	assert.ok(scope.isDone());
});

test('an intent id with "/", "?", "#" or "%" is one encoded path segment', async () => {
	const scope = nock(BASE).get('/v1/intents/a%2Fb%3Fc%3Dd%23e%25').reply(200, { intent_id: 'a/b?c=d#e%', steps: [] });
	await runNode({ parameters: { resource: 'intent', operation: 'get', intentId: 'a/b?c=d#e%' } });
	assert.ok(scope.isDone());
});

for (const decision of ['approve', 'reject']) {
	const other = decision === 'approve' ? 'reject' : 'approve';
	test(`${decision} with an escalation id spelling "/${other}#" decides nothing else`, async () => {
		const wrong = nock(BASE).post(`/v1/escalations/esc_1/${other}`).reply(200, {});
		const scope = nock(BASE)
			.post(`/v1/escalations/esc_1%2F${other}%23/${decision}`)
			.reply(422, { title: 'Validation failed', status: 422, errors: { escalation_id: ['An id'] } }, { 'Content-Type': 'application/problem+json' });
		await assert.rejects(
			runNode({ parameters: { resource: 'escalation', operation: decision, escalationId: `esc_1/${other}#` } }),
			/surestep 422/,
		);
		assert.ok(scope.isDone());
		assert.equal(wrong.isDone(), false);
	});
}

test('a ticket id and a job id in the path are sent as mapped, encoded', async () => {
	const scope = nock(BASE)
		.post('/v1/tickets/%2012%2Fupdates%23/updates').reply(404, { title: 'Not found', status: 404 }, { 'Content-Type': 'application/problem+json' })
		.get('/v1/jobs/job_1%3Fwait%3D0').query({ wait: '0' }).reply(404, { title: 'Not found', status: 404 }, { 'Content-Type': 'application/problem+json' });
	const post = { resource: 'ticketUpdate', operation: 'post', ticketId: ' 12/updates#', intentId: 'i-1', commentBody: 'x' };
	await assert.rejects(runNode({ parameters: post }), /surestep 404/);
	const wait = { resource: 'ticketUpdate', operation: 'waitForJob', jobId: 'job_1?wait=0', maxWaitSeconds: 0 };
	await assert.rejects(runNode({ parameters: wait }), /surestep 404/);
	assert.ok(scope.isDone());
});
