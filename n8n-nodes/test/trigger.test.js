'use strict';
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const nock = require('nock');
const { BASE, KEY, hookContext, webhookContext } = require('./harness');
const { SurestepTrigger } = require('../dist/nodes/SurestepTrigger/SurestepTrigger.node.js');
const { signatureProblem, TOLERANCE_S } = require('../dist/nodes/SurestepTrigger/signature.js');

const hooks = new SurestepTrigger().webhookMethods.default;
const SECRET = 'whsec_test';
const URL_ = 'http://n8n.test/webhook/abc/webhook';
const sign = (body, t = Math.floor(Date.now() / 1000), secret = SECRET) =>
	`t=${t},v1=${crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
const event = (type = 'refund.completed') =>
	JSON.stringify({ id: 'evt_1', type, created_at: 1, data: { intent_id: 'zendesk-7', state: 'completed' } });

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

test('activation subscribes the webhook URL to the chosen events and keeps id and secret', async () => {
	const scope = nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}` } })
		.post('/v1/subscriptions', { target_url: URL_, events: ['refund.completed', 'escalation.created'] })
		.reply(201, { id: 'sub_1', target_url: URL_, events: ['refund.completed', 'escalation.created'], secret: SECRET });
	const staticData = {};
	const ctx = hookContext({ parameters: { events: ['refund.completed', 'escalation.created'] }, staticData });
	assert.equal(await hooks.create.call(ctx), true);
	assert.ok(scope.isDone());
	assert.deepEqual(staticData, { subscriptionId: 'sub_1', secret: SECRET });
});

test('a subscription answer without a secret is an error, and nothing is kept', async () => {
	nock(BASE).post('/v1/subscriptions').reply(201, { id: 'sub_1' });
	const staticData = {};
	await assert.rejects(hooks.create.call(hookContext({ staticData })), /without an id or a secret/);
	assert.deepEqual(staticData, {});
});

test('checkExists: none kept is false without a call; kept and found for this URL is true', async () => {
	assert.equal(await hooks.checkExists.call(hookContext()), false);
	const scope = nock(BASE).get('/v1/subscriptions/sub_1').reply(200, { id: 'sub_1', target_url: URL_ });
	assert.equal(await hooks.checkExists.call(hookContext({ staticData: { subscriptionId: 'sub_1', secret: SECRET } })), true);
	assert.ok(scope.isDone());
});

test('checkExists: a subscription surestep no longer has (404) is forgotten, so it is made again', async () => {
	nock(BASE).get('/v1/subscriptions/sub_1').reply(404, { title: 'Not found', status: 404 }, { 'Content-Type': 'application/problem+json' });
	const staticData = { subscriptionId: 'sub_1', secret: SECRET };
	assert.equal(await hooks.checkExists.call(hookContext({ staticData })), false);
	assert.deepEqual(staticData, {});
});

test('checkExists: any other error is raised, not taken as "gone"', async () => {
	nock(BASE).get('/v1/subscriptions/sub_1').reply(503, { title: 'Unavailable', status: 503 });
	const staticData = { subscriptionId: 'sub_1', secret: SECRET };
	await assert.rejects(hooks.checkExists.call(hookContext({ staticData })), /surestep 503/);
	assert.equal(staticData.subscriptionId, 'sub_1');
});

test('deactivation unsubscribes and forgets; an already deleted one (404) is fine; a 500 is raised', async () => {
	const scope = nock(BASE).delete('/v1/subscriptions/sub_1').reply(204)
		.delete('/v1/subscriptions/sub_2').reply(404, { title: 'Not found', status: 404 }, { 'Content-Type': 'application/problem+json' })
		.delete('/v1/subscriptions/sub_3').reply(500, { title: 'Internal error', status: 500 });
	for (const id of ['sub_1', 'sub_2']) {
		const staticData = { subscriptionId: id, secret: SECRET };
		assert.equal(await hooks.delete.call(hookContext({ staticData })), true);
		assert.deepEqual(staticData, {});
	}
	await assert.rejects(hooks.delete.call(hookContext({ staticData: { subscriptionId: 'sub_3', secret: SECRET } })), /surestep 500/);
	assert.ok(scope.isDone());
});

test('a delivery signed with the subscription secret starts the workflow with the event', async () => {
	const body = event();
	const ctx = webhookContext({ staticData: { secret: SECRET }, rawBody: Buffer.from(body), headers: { 'Surestep-Signature': sign(body) } });
	const answer = await new SurestepTrigger().webhook.call(ctx);
	assert.deepEqual(answer.workflowData, [[{ json: JSON.parse(body) }]]);
	assert.equal(ctx.response().status, undefined);
});

for (const [what, headers, body] of [
	['no signature', {}, event()],
	['another secret', { 'Surestep-Signature': sign(event(), undefined, 'whsec_other') }, event()],
	['an altered body', { 'Surestep-Signature': sign(event()) }, event().replace('zendesk-7', 'zendesk-8')],
	['an old timestamp (a replay)', { 'Surestep-Signature': sign(event(), Math.floor(Date.now() / 1000) - TOLERANCE_S - 5) }, event()],
	['a malformed header', { 'Surestep-Signature': 'v1=abc' }, event()],
]) {
	test(`a delivery with ${what} gets 401 and starts nothing`, async () => {
		const ctx = webhookContext({ staticData: { secret: SECRET }, rawBody: Buffer.from(body), headers });
		const answer = await new SurestepTrigger().webhook.call(ctx);
		assert.deepEqual(answer, { noWebhookResponse: true });
		assert.equal(ctx.response().status, 401);
		assert.match(ctx.response().body.error, /Surestep-Signature/);
	});
}

test('without a kept secret every delivery is refused', async () => {
	const body = event();
	const ctx = webhookContext({ staticData: {}, rawBody: Buffer.from(body), headers: { 'Surestep-Signature': sign(body) } });
	assert.deepEqual(await new SurestepTrigger().webhook.call(ctx), { noWebhookResponse: true });
	assert.equal(ctx.response().status, 401);
});

test('an event the trigger did not choose is acknowledged and starts nothing', async () => {
	const body = event('refund.failed');
	const ctx = webhookContext({ staticData: { secret: SECRET }, rawBody: Buffer.from(body), headers: { 'Surestep-Signature': sign(body) } });
	assert.deepEqual(await new SurestepTrigger().webhook.call(ctx), {});
});

test('the signature check follows the service\'s recipe byte for byte', () => {
	const raw = Buffer.from('{"a": 1,  "b": "é"}');
	const t = 1700000000;
	const header = `t=${t},v1=${crypto.createHmac('sha256', SECRET).update(Buffer.concat([Buffer.from(`${t}.`), raw])).digest('hex')}`;
	assert.equal(signatureProblem(SECRET, header, raw, t + 10), null);
	assert.match(signatureProblem(SECRET, header, Buffer.from('{"a":1,"b":"é"}'), t + 10), /does not match/);
});
