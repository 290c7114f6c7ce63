'use strict';
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const { BASE, runNode } = require('./harness');

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

test('Intent Get reads the ledger of the item\'s intent on its one output', async () => {
	const ledger = { intent_id: 'zendesk-48213', steps: [{ step: 'refund', state: 'completed', audit: [] }] };
	const scope = nock(BASE).get('/v1/intents/zendesk-48213').reply(200, ledger);
	const outputs = await runNode({ items: [{ json: { intent_id: 'zendesk-48213' } }], parameters: { resource: 'intent', operation: 'get' } });
	assert.ok(scope.isDone());
	assert.equal(outputs.length, 1);
	assert.deepEqual(outputs[0][0].json, ledger);
	assert.deepEqual(outputs[0][0].pairedItem, { item: 0 });
});

test('the intent id is URL-encoded into the path', async () => {
	const scope = nock(BASE).get('/v1/intents/a%2Fb').reply(200, { intent_id: 'a/b', steps: [] });
	await runNode({ parameters: { resource: 'intent', operation: 'get', intentId: 'a/b' } });
	assert.ok(scope.isDone());
});

test('a 404 says so, or becomes an error item on the one output with Continue On Fail', async () => {
	nock(BASE).get('/v1/intents/nope').twice()
		.reply(404, { title: 'Not found', status: 404, detail: 'No intent nope for this API key.' }, { 'Content-Type': 'application/problem+json' });
	const parameters = { resource: 'intent', operation: 'get', intentId: 'nope' };
	await assert.rejects(runNode({ parameters }), /surestep 404 Not found: No intent nope/);
	const outputs = await runNode({ parameters, continueOnFail: true });
	assert.equal(outputs.length, 1);
	assert.equal(outputs[0][0].json.status, 404);
	assert.deepEqual(outputs[0][0].pairedItem, { item: 0 });
});
