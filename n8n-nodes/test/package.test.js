'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const pkg = require('../package.json');
const { SurestepApi } = require('../dist/credentials/SurestepApi.credentials.js');
const { evaluate, outputNames, request, runNode } = require('./harness');

test('package.json follows the community-node rules', () => {
	assert.equal(pkg.name, 'n8n-nodes-surestep');
	assert.ok(pkg.keywords.includes('n8n-community-node-package'));
	assert.equal(pkg.n8n.n8nNodesApiVersion, 1);
	assert.equal(pkg.n8n.strict, true);
	assert.deepEqual(pkg.peerDependencies, { 'n8n-workflow': '*' });
	assert.equal(pkg.dependencies, undefined);
	for (const file of [...pkg.n8n.credentials, ...pkg.n8n.nodes]) {
		assert.match(file, /^dist\//);
		assert.doesNotThrow(() => require(`../${file}`), file);
	}
});

test('Refund Create and Verify, and every Ticket Update operation, have one output per state; the others have one', () => {
	const states = ['Completed', 'Pending', 'Failed', 'Unknown', 'Escalated'];
	assert.deepEqual(outputNames({ resource: 'refund', operation: 'create' }), states);
	assert.deepEqual(outputNames({ resource: 'refund', operation: 'verify' }), states);
	assert.deepEqual(outputNames({}), states, 'the defaults are Refund Create');
	for (const operation of ['post', 'postBulk', 'waitForJob', undefined]) {
		assert.deepEqual(outputNames({ resource: 'ticketUpdate', operation }), ['Completed', 'Pending', 'Failed', 'Unknown'], operation);
	}
	for (const [resource, operation] of [['intent', 'get'], ['escalation', 'create'], ['escalation', 'approve']]) {
		assert.deepEqual(outputNames({ resource, operation }), ['Result'], `${resource}/${operation}`);
	}
});

test('the credential sends the key as a Bearer token and tests it with GET /v1/me', async () => {
	const credential = new SurestepApi();
	const credentials = { baseUrl: 'http://surestep.test/', apiKey: 'sst_k' };
	assert.equal(evaluate(credential.authenticate.properties.headers.Authorization, { $credentials: credentials }), 'Bearer sst_k');
	const { request: testRequest } = credential.test;
	const baseURL = evaluate(testRequest.baseURL, { $credentials: credentials });
	assert.equal(baseURL, 'http://surestep.test', 'a trailing slash is dropped');
	nock.disableNetConnect();
	try {
		const scope = nock('http://surestep.test', { reqheaders: { authorization: 'Bearer sst_k' } })
			.get('/v1/me').reply(200, { tenant: 'dev' });
		const url = testRequest.url;
		assert.equal(url, '/v1/me');
		const response = await request({ baseURL, url, method: testRequest.method, headers: { authorization: 'Bearer sst_k' } });
		assert.ok(scope.isDone());
		assert.equal(response.body.tenant, 'dev');
	} finally {
		nock.cleanAll();
		nock.enableNetConnect();
	}
});

const BASE_URLS = ['http://surestep.test', 'http://surestep.test/', 'http://surestep.test/v1', 'http://surestep.test/v1/', 'http://surestep.test/v1//'];

test('the credential test strips a trailing /v1 and slashes from the Base URL', () => {
	const { request: testRequest } = new SurestepApi().test;
	for (const baseUrl of BASE_URLS) {
		assert.equal(evaluate(testRequest.baseURL, { $credentials: { baseUrl } }), 'http://surestep.test', baseUrl);
	}
	assert.equal(evaluate(testRequest.baseURL, { $credentials: { baseUrl: 'https://x.test/surestep/v1/' } }), 'https://x.test/surestep');
});

test('the node calls /v1/... whether the Base URL has /v1 and a trailing slash or not', async () => {
	nock.disableNetConnect();
	try {
		for (const baseUrl of BASE_URLS) {
			const scope = nock('http://surestep.test').get('/v1/intents/i-1').reply(200, { intent_id: 'i-1' });
			const outputs = await runNode({
				parameters: { resource: 'intent', operation: 'get', intentId: 'i-1' },
				credentials: { baseUrl, apiKey: 'sst_k' },
			});
			assert.ok(scope.isDone(), baseUrl);
			assert.equal(outputs[0][0].json.intent_id, 'i-1');
		}
	} finally {
		nock.cleanAll();
		nock.enableNetConnect();
	}
});
