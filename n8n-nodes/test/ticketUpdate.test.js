'use strict';
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const { BASE, runNode } = require('./harness');

const queued = (extra = {}) => ({
	job_id: 'job_1', intent_id: 'zendesk-48213', step: 'ticket_update', state: 'queued', replayed: false,
	links: { self: '/v1/jobs/job_1', wait: '/v1/jobs/job_1?wait=25', intent: '/v1/intents/zendesk-48213' }, ...extra,
});
const job = (state, extra = {}) => ({
	job_id: 'job_1', intent_id: 'zendesk-48213', step: 'ticket_update', state, verified: state === 'completed',
	detail: '', next: null, attempts: 1, replayed: false,
	results: [{ ticket_id: 48213, state, error: null, comment_id: 7 }], delivery: null, links: {}, ...extra,
});

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

const counts = (outputs) => outputs.map((output) => output.length);

test('Post sends the comment and every change to the ticket\'s updates; a queued job leaves on Pending', async () => {
	const scope = nock(BASE)
		.post('/v1/tickets/48213/updates', {
			intent_id: 'zendesk-48213',
			comment: { body: 'Your refund of 12.00 USD is done.', public: true },
			status: 'solved', tags: { add: ['refunded', 'surestep'], remove: ['refund_requested'] },
			custom_fields: [{ id: 360001, value: 'done' }], group_id: 11, assignee_id: 22, safe_update: false,
			wait: 5, resume_url: 'http://n8n.test/webhook-waiting/42',
		})
		.reply(202, queued());
	const outputs = await runNode({
		items: [{ json: { intent_id: 'zendesk-48213', ticket_id: 48213 } }],
		parameters: {
			resource: 'ticketUpdate', operation: 'post', commentBody: 'Your refund of 12.00 USD is done.',
			updateFields: {
				status: 'solved', tagsAdd: 'refunded, surestep', tagsRemove: 'refund_requested',
				customFields: { fields: [{ id: 360001, value: 'done' }] }, groupId: 11, assigneeId: 22, safeUpdate: false,
			},
			waitSeconds: 5, resumeWaitNode: true,
		},
	});
	assert.ok(scope.isDone());
	assert.deepEqual(counts(outputs), [0, 1, 0, 0], 'Completed, Pending, Failed, Unknown');
	assert.equal(outputs[1][0].json.job_id, 'job_1');
	assert.deepEqual(outputs[1][0].pairedItem, { item: 0 });
});

test('Post with only a comment sends no optional field but the default wait of 10 s (an internal note stays private)', async () => {
	const scope = nock(BASE)
		.post('/v1/tickets/9/updates', { intent_id: 'i-9', comment: { body: 'note', public: false }, wait: 10 })
		.reply(200, job('completed'));
	const outputs = await runNode({
		parameters: { resource: 'ticketUpdate', operation: 'post', ticketId: '9', intentId: 'i-9', commentBody: 'note', commentPublic: false },
	});
	assert.ok(scope.isDone());
	assert.deepEqual(counts(outputs), [1, 0, 0, 0]);
	assert.equal(outputs[0][0].json.state, 'completed');
});

for (const [index, state] of ['completed', 'working', 'failed', 'unknown'].entries()) {
	test(`each Ticket Update operation answered "${state}" leaves on output ${index} only`, async () => {
		for (const parameters of [
			{ operation: 'post', ticketId: '9', intentId: 'i-9', commentBody: 'x' },
			{ operation: 'postBulk', ticketIds: '9', intentId: 'i-9', commentBody: 'x' },
			{ operation: 'waitForJob', jobId: 'job_1', maxWaitSeconds: 0 },
		]) {
			nock(BASE).post(/updates$/).reply(200, job(state)).get(/^\/v1\/jobs/).query(true).reply(200, job(state));
			const outputs = await runNode({ parameters: { resource: 'ticketUpdate', ...parameters } });
			const expected = [0, 0, 0, 0];
			expected[index] = 1;
			assert.deepEqual(counts(outputs), expected, parameters.operation);
			nock.cleanAll();
		}
	});
}

test('a ticket update refused (4xx) leaves on Failed, no answer on Unknown, with Continue On Fail', async () => {
	nock(BASE)
		.post('/v1/tickets/9/updates').reply(404, { title: 'Not found', status: 404, detail: 'No ticket 9.' }, { 'Content-Type': 'application/problem+json' })
		.post('/v1/tickets/9/updates').replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
	const parameters = { resource: 'ticketUpdate', operation: 'post', ticketId: '9', intentId: 'i-9', commentBody: 'x' };
	assert.deepEqual(counts(await runNode({ parameters, continueOnFail: true })), [0, 0, 1, 0]);
	const outputs = await runNode({ parameters, continueOnFail: true });
	assert.deepEqual(counts(outputs), [0, 0, 0, 1]);
	assert.match(outputs[3][0].json.error, /The outcome is unknown; running the same item again is safe\.$/);
});

test('Post Bulk sends the ticket ids as integers', async () => {
	const scope = nock(BASE)
		.post('/v1/tickets/updates', { intent_id: 'bulk-1', comment: { body: 'hi', public: true }, wait: 10, ticket_ids: [1, 2, 3] })
		.reply(202, queued({ intent_id: 'bulk-1' }));
	await runNode({ parameters: { resource: 'ticketUpdate', operation: 'postBulk', ticketIds: '1, 2,3', intentId: 'bulk-1', commentBody: 'hi' } });
	assert.ok(scope.isDone());
});

test('Post Bulk refuses ticket ids that are not positive integers before any request', async () => {
	const scope = nock(BASE).post('/v1/tickets/updates').reply(202, queued());
	await assert.rejects(
		runNode({ parameters: { resource: 'ticketUpdate', operation: 'postBulk', ticketIds: '1, abc', intentId: 'b', commentBody: 'x' } }),
		/The Ticket IDs of item 0 include "abc", which is not a ticket ID/,
	);
	assert.equal(scope.isDone(), false);
});

test('Wait for Job long-polls until the job is terminal', async () => {
	const scope = nock(BASE)
		.get('/v1/jobs/job_1').query({ wait: '25' }).reply(200, job('working'))
		.get('/v1/jobs/job_1').query({ wait: '25' }).reply(200, job('completed'));
	const outputs = await runNode({ items: [{ json: queued() }], parameters: { resource: 'ticketUpdate', operation: 'waitForJob' } });
	assert.ok(scope.isDone());
	assert.equal(outputs[0][0].json.state, 'completed');
	assert.equal(outputs[0][0].json.results[0].comment_id, 7);
});

for (const state of ['failed', 'unknown']) {
	test(`Wait for Job returns a ${state} job at once`, async () => {
		const scope = nock(BASE).get('/v1/jobs/job_1').query({ wait: '25' }).reply(200, job(state));
		const outputs = await runNode({ items: [{ json: queued() }], parameters: { resource: 'ticketUpdate', operation: 'waitForJob' } });
		assert.ok(scope.isDone());
		assert.equal(outputs[state === 'failed' ? 2 : 3][0].json.state, state);
	});
}

test('Wait for Job gives up after its limit and returns the job as it is', async () => {
	const scope = nock(BASE).get('/v1/jobs/job_1').query({ wait: '0' }).reply(200, job('queued'));
	const outputs = await runNode({
		items: [{ json: queued() }],
		parameters: { resource: 'ticketUpdate', operation: 'waitForJob', maxWaitSeconds: 0 },
	});
	assert.ok(scope.isDone());
	assert.equal(outputs[1][0].json.state, 'queued', 'still queued: Pending');
});
