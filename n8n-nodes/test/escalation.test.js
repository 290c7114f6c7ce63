'use strict';
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const { BASE, runNode } = require('./harness');

const escalation = (state, extra = {}) => ({
	id: 'esc_1', intent_id: 'zendesk-7', state, kind: 'approval', reasons: [{ code: 'approval_required', message: 'over 200.00' }],
	proposal: { amount: 30000 }, context: {}, ticket_id: '7', decided_by: null, note: null, resolution: null,
	replayed: false, links: { self: '/v1/escalations/esc_1' }, ...extra,
});

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

test('Create posts the intent, the reason, the ticket and the context', async () => {
	const scope = nock(BASE)
		.post('/v1/escalations', { intent_id: 'zendesk-7', reason: 'Customer disputes the amount', ticket_id: '7', context: { agent: 'bot-7' } })
		.reply(201, escalation('open'));
	const outputs = await runNode({
		items: [{ json: { intent_id: 'zendesk-7' } }],
		parameters: {
			resource: 'escalation', operation: 'create', reason: 'Customer disputes the amount',
			escalationFields: { ticketId: '7', context: { pairs: [{ key: 'agent', value: 'bot-7' }] } },
		},
	});
	assert.ok(scope.isDone());
	assert.equal(outputs.length, 1);
	assert.equal(outputs[0][0].json.state, 'open');
	assert.deepEqual(outputs[0][0].pairedItem, { item: 0 });
});

for (const decision of ['approve', 'reject']) {
	test(`${decision} posts the note to the escalation the item names`, async () => {
		const scope = nock(BASE)
			.post(`/v1/escalations/esc_1/${decision}`, { note: 'checked the order' })
			.reply(200, escalation(decision === 'approve' ? 'approved' : 'rejected'));
		const outputs = await runNode({
			items: [{ json: { intent_id: 'zendesk-7', state: 'escalated', escalation: { id: 'esc_1', links: {} } } }],
			parameters: { resource: 'escalation', operation: decision, note: 'checked the order' },
		});
		assert.ok(scope.isDone());
		assert.equal(outputs[0][0].json.state, decision === 'approve' ? 'approved' : 'rejected');
	});
}

test('the escalation id defaults to data.id of a trigger event', async () => {
	const scope = nock(BASE).post('/v1/escalations/esc_9/approve').reply(200, escalation('approved', { id: 'esc_9' }));
	await runNode({
		items: [{ json: { id: 'evt_1', type: 'escalation.created', data: { id: 'esc_9' } } }],
		parameters: { resource: 'escalation', operation: 'approve' },
	});
	assert.ok(scope.isDone());
});

test('a tenant key that may not decide gets the 403 with its reason', async () => {
	nock(BASE).post('/v1/escalations/esc_1/approve')
		.reply(403, { title: 'Forbidden', status: 403, detail: 'Only a person\'s ops key (SURESTEP_OPS_KEYS) may decide an escalation.' }, { 'Content-Type': 'application/problem+json' });
	await assert.rejects(
		runNode({ items: [{ json: { id: 'esc_1', state: 'open' } }], parameters: { resource: 'escalation', operation: 'approve' } }),
		/surestep 403 Forbidden: Only a person's ops key/,
	);
});

test('deciding twice the other way is a 409 that says it was already decided', async () => {
	const scope = nock(BASE).post('/v1/escalations/esc_1/reject')
		.reply(409, { title: 'Already decided', status: 409, detail: 'esc_1 was approved by ops:ana.' }, { 'Content-Type': 'application/problem+json' });
	const started = Date.now();
	await assert.rejects(
		runNode({ items: [{ json: { id: 'esc_1', state: 'open' } }], parameters: { resource: 'escalation', operation: 'reject' } }),
		/Already decided: esc_1 was approved/,
	);
	assert.ok(scope.isDone());
	assert.ok(Date.now() - started < 1000, 'a 409 without Retry-After is not waited out');
});

// Issue 38: by default surestep keeps decisions in its console; Approve and Reject then get 403
// decisions-in-console, which the node says plainly (nothing decided; running it again cannot help).
test('where surestep keeps decisions in its console, Approve stops with the 403 naming the console', async () => {
	const problem = {
		type: 'https://surestep.dev/problems/decisions-in-console', title: 'Forbidden', status: 403,
		detail: 'Decisions on escalations are made in the surestep console, by a person signed in: https://surestep.example/console/t/acme/escalations/esc_1. Nothing was decided and nothing was sent.',
		console_url: 'https://surestep.example/console/t/acme/escalations/esc_1',
	};
	for (const decision of ['approve', 'reject']) {
		const scope = nock(BASE).post(`/v1/escalations/esc_1/${decision}`).reply(403, problem, { 'Content-Type': 'application/problem+json' });
		await assert.rejects(
			runNode({ items: [{ json: { id: 'esc_1', state: 'open' } }], parameters: { resource: 'escalation', operation: decision } }),
			(error) => {
				assert.equal(error.httpCode, '403');
				assert.match(error.message, /console\/t\/acme\/escalations\/esc_1/);
				assert.match(error.message, /work only where surestep's operator set \[escalations\] decisions = "api"/);
				assert.doesNotMatch(error.message, /fix the request and run it again/);
				return true;
			},
		);
		assert.ok(scope.isDone());
	}
	// With Continue On Fail the item carries the same words (Result is the only output).
	nock(BASE).post('/v1/escalations/esc_1/approve').reply(403, problem, { 'Content-Type': 'application/problem+json' });
	const outputs = await runNode({ items: [{ json: { id: 'esc_1' } }], parameters: { resource: 'escalation', operation: 'approve' }, continueOnFail: true });
	assert.equal(outputs[0][0].json.status, 403);
	assert.match(outputs[0][0].json.error, /decisions = "api"/);
});

test('the decide operations say in the editor that they work only under decisions = "api"', () => {
	const { Surestep } = require('../dist/nodes/Surestep/Surestep.node.js');
	const { properties } = new Surestep().description;
	const operations = properties.find((p) => p.name === 'operation' && p.displayOptions.show.resource[0] === 'escalation');
	for (const value of ['approve', 'reject']) {
		assert.match(operations.options.find((o) => o.value === value).description, /decisions = "api"/);
	}
	const notice = properties.find((p) => p.name === 'decisionsNotice');
	assert.equal(notice.type, 'notice');
	assert.match(notice.displayName, /403 "decisions-in-console"/);
});
