'use strict';
/**
 * The node's versions: n8n keeps a saved node's typeVersion, so a workflow saved with version 1
 * (before the Ticket Update operations branched) must keep its one output and its 0 s "Wait Up
 * To"; version 2, what a new node gets, has one output per job state and waits 10 s. Outputs and
 * defaults are n8n-workflow's own answers (getNodeOutputs, getNodeParameters) for each version.
 */
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const { Surestep } = require('../dist/nodes/Surestep/Surestep.node.js');
const { BASE, outputNames, runNode } = require('./harness');

const OPERATIONS = [
	{ operation: 'post', ticketId: '9', intentId: 'i-9', commentBody: 'x' },
	{ operation: 'postBulk', ticketIds: '9', intentId: 'i-9', commentBody: 'x' },
	{ operation: 'waitForJob', jobId: 'job_1', maxWaitSeconds: 0 },
];
const JOB_STATES = ['Completed', 'Pending', 'Failed', 'Unknown'];
const job = (state) => ({ job_id: 'job_1', intent_id: 'i-9', step: 'ticket_update', state, results: [], links: {} });
const counts = (outputs) => outputs.map((output) => output.length);

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

test('the node has versions 1 and 2; a new node gets 2', () => {
	const { description } = new Surestep();
	assert.deepEqual(description.version, [1, 2]);
	assert.equal(description.defaultVersion, 2);
});

test('in n8n a version 1 Ticket Update has one output, version 2 one per job state; the other operations are the same in both', () => {
	for (const operation of ['post', 'postBulk', 'waitForJob', undefined]) {
		assert.deepEqual(outputNames({ resource: 'ticketUpdate', operation }, 1), ['Result'], `v1 ${operation}`);
		assert.deepEqual(outputNames({ resource: 'ticketUpdate', operation }, 2), JOB_STATES, `v2 ${operation}`);
	}
	for (const version of [1, 2]) {
		assert.deepEqual(outputNames({ resource: 'refund', operation: 'create' }, version), [...JOB_STATES, 'Escalated']);
		assert.deepEqual(outputNames({ resource: 'refund', operation: 'verify' }, version), [...JOB_STATES, 'Escalated']);
		assert.deepEqual(outputNames({ resource: 'intent', operation: 'get' }, version), ['Result']);
		assert.deepEqual(outputNames({ resource: 'escalation', operation: 'create' }, version), ['Result']);
	}
});

for (const [version, wait] of [[1, undefined], [2, 10]]) {
	test(`a version ${version} Post and Post Bulk left at their defaults send ${wait ? `wait ${wait}` : 'no wait (answer at once)'}`, async () => {
		const body = { intent_id: 'i-9', comment: { body: 'x', public: true }, ...(wait ? { wait } : {}) };
		const scope = nock(BASE)
			.post('/v1/tickets/9/updates', body).reply(202, job('queued'))
			.post('/v1/tickets/updates', { ticket_ids: [9], ...body }).reply(202, job('queued'));
		for (const parameters of OPERATIONS.slice(0, 2)) {
			const outputs = await runNode({ typeVersion: version, parameters: { resource: 'ticketUpdate', ...parameters } });
			assert.deepEqual(counts(outputs), version === 1 ? [1] : [0, 1, 0, 0], parameters.operation);
		}
		assert.ok(scope.isDone());
	});
}

test('a version 1 Post still sends a wait it was set to', async () => {
	const scope = nock(BASE)
		.post('/v1/tickets/9/updates', { intent_id: 'i-9', comment: { body: 'x', public: true }, wait: 5 })
		.reply(200, job('completed'));
	const outputs = await runNode({ typeVersion: 1, parameters: { resource: 'ticketUpdate', ...OPERATIONS[0], waitSeconds: 5 } });
	assert.ok(scope.isDone());
	assert.deepEqual(counts(outputs), [1]);
});

test('every version 1 Ticket Update operation returns its item on its one output, whatever the job state', async () => {
	for (const state of ['queued', 'working', 'completed', 'failed', 'unknown', 'a state added later']) {
		for (const parameters of OPERATIONS) {
			nock(BASE).post(/updates$/).reply(200, job(state)).get('/v1/jobs/job_1').query(true).reply(200, job(state));
			const outputs = await runNode({ typeVersion: 1, parameters: { resource: 'ticketUpdate', ...parameters } });
			assert.deepEqual(counts(outputs), [1], `${parameters.operation} ${state}`);
			assert.equal(outputs[0][0].json.state, state);
			assert.deepEqual(outputs[0][0].pairedItem, { item: 0 });
			nock.cleanAll();
		}
	}
});

test('a version 1 Ticket Update refused or unanswered, with Continue On Fail, leaves on its one output with the error', async () => {
	nock(BASE)
		.post('/v1/tickets/9/updates').reply(404, { title: 'Not found', status: 404, detail: 'No ticket 9.' }, { 'Content-Type': 'application/problem+json' })
		.post('/v1/tickets/9/updates').replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
	const parameters = { resource: 'ticketUpdate', ...OPERATIONS[0] };
	const refused = await runNode({ typeVersion: 1, parameters, continueOnFail: true });
	assert.deepEqual(counts(refused), [1]);
	assert.equal(refused[0][0].json.status, 404);
	const lost = await runNode({ typeVersion: 1, parameters, continueOnFail: true });
	assert.deepEqual(counts(lost), [1]);
	assert.match(lost[0][0].json.error, /The outcome is unknown; running the same item again is safe\.$/);
});

test('a version 2 Ticket Update answered a state it does not know is an error, not a branch', async () => {
	nock(BASE).post('/v1/tickets/9/updates').reply(200, job('a state added later'));
	await assert.rejects(
		runNode({ typeVersion: 2, parameters: { resource: 'ticketUpdate', ...OPERATIONS[0] } }),
		/surestep answered an unknown state "a state added later"/,
	);
});

test('the examples hold version 2 Surestep nodes, wired to outputs n8n gives that version', () => {
	for (const file of ['refund-flow', 'approval-flow']) {
		const example = require(`../examples/${file}.json`);
		for (const node of example.nodes.filter((n) => n.type === 'n8n-nodes-surestep.surestep')) {
			assert.equal(node.typeVersion, 2, `${file}: ${node.name}`);
			const outputs = outputNames(node.parameters, node.typeVersion).length + (node.onError === 'continueErrorOutput' ? 1 : 0);
			const wired = example.connections[node.name]?.main.length ?? 0;
			assert.ok(wired <= outputs, `${file}: ${node.name} is wired to ${wired} outputs of ${outputs}`);
		}
	}
});
