'use strict';
/**
 * The "Account" list and fields (issue 17): the list is loaded from GET /v1/accounts?provider=...
 * with the node's credential, "Tenant's Default" first; the empty choice sends no `account` (a
 * workflow saved before the field sends exactly what it sent before); a name, picked or mapped
 * by an expression, is sent as `account`; Refund Create's Connected Account as `stripe_account`.
 */
const { test, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const nock = require('nock');
const { NodeApiError, NodeOperationError } = require('n8n-workflow');
const { BASE, KEY, loadOptions, runNode } = require('./harness');
const { Surestep } = require('../dist/nodes/Surestep/Surestep.node.js');

const STRIPE = { resource: 'refund', operation: 'create', paymentIntent: 'pi_demo_1', amount: 1200, currency: 'usd', intentId: 'r-1' };
const SHOPIFY = { resource: 'refund', operation: 'create', provider: 'shopify', orderId: 'gid://shopify/Order/1', amount: 500, currency: 'usd', intentId: 's-1' };
const POST = { resource: 'ticketUpdate', operation: 'post', ticketId: '7', intentId: 't-1', commentBody: 'done' };
const BULK = { resource: 'ticketUpdate', operation: 'postBulk', ticketIds: '7, 8', intentId: 'b-1', commentBody: 'done' };
const counts = (outputs) => outputs.map((output) => output.length);

const refundAnswer = (body, state = 'completed') => ({
	intent_id: body.intent_id, step: 'refund', state, verified: true, provider: body.provider ?? 'stripe',
	refund_id: 're_1', amount: body.amount, currency: 'usd', detail: '', replayed: false, attempts: 1,
	next: 'notify_customer', retry_after: null, links: {}, account: body.account ?? 'env',
	...(body.stripe_account ? { stripe_account: body.stripe_account } : {}),
});
const jobAnswer = (body) => ({
	job_id: 'job_1', intent_id: body.intent_id, step: 'ticket_update', state: 'completed', verified: true,
	detail: '', next: null, attempts: 1, replayed: false, results: [], delivery: null, links: {}, account: body.account ?? 'env',
});

/** Intercepts `times` POSTs to `path`; `bodies` are the JSON bodies as sent. */
function capture(path, times = 1) {
	const bodies = [];
	const scope = nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}` } })
		.post(path)
		.times(times)
		.reply(200, (_, body) => {
			bodies.push(body);
			return path === '/v1/refunds' ? refundAnswer(body) : jobAnswer(body);
		});
	return { scope, bodies };
}

const LISTED = {
	stripe: [{ provider: 'stripe', name: 'env', default: false }, { provider: 'stripe', name: 'eu', default: true }, { provider: 'stripe', name: 'us', default: false }],
	shopify: [{ provider: 'shopify', name: 'brand-a', default: true }],
	zendesk: [{ provider: 'zendesk', name: 'env', default: true }, { provider: 'zendesk', name: 'support_eu', default: false }],
};

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
	nock.cleanAll();
	nock.enableNetConnect();
});

test('Refund Create and Ticket Update Post and Post Bulk have the Account list; no other operation does', () => {
	const { description, methods } = new Surestep();
	const accounts = description.properties.filter((property) => property.name === 'account');
	assert.deepEqual(accounts.map((property) => property.displayOptions.show), [
		{ resource: ['refund'], operation: ['create'] },
		{ resource: ['ticketUpdate'], operation: ['post', 'postBulk'] },
	]);
	for (const property of accounts) {
		assert.equal(property.type, 'options');
		assert.equal(property.default, '', "the default is Tenant's Default: nothing sent");
		assert.equal(typeof methods.loadOptions[property.typeOptions.loadOptionsMethod], 'function');
	}
	assert.deepEqual(accounts[0].typeOptions.loadOptionsDependsOn, ['provider'], 'the list follows the Provider');
});

for (const [label, parameters, provider] of [
	['Refund Create (Stripe)', STRIPE, 'stripe'],
	['Refund Create (Shopify)', SHOPIFY, 'shopify'],
	['Ticket Update Post', POST, 'zendesk'],
	['Ticket Update Post Bulk', BULK, 'zendesk'],
]) {
	test(`${label}: the list is the ${provider} accounts from GET /v1/accounts with the credential, Tenant's Default first`, async () => {
		const scope = nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}` } })
			.get('/v1/accounts')
			.query({ provider })
			.reply(200, { data: LISTED[provider] });
		const options = await loadOptions('getAccounts', { parameters });
		assert.ok(scope.isDone());
		assert.deepEqual(options.map((option) => [option.name, option.value]), [
			["Tenant's Default", ''],
			...LISTED[provider].map((account) => [account.name, account.name]),
		]);
		const current = LISTED[provider].find((account) => account.default).name;
		assert.match(options[0].description, new RegExp(`Now ${current}\\b`), 'the default entry says which it is now');
		assert.equal(options.find((option) => option.value === current).description, "The tenant's default now");
	});
}

test('the list shows only the provider asked for, even if an answer carries others', async () => {
	nock(BASE).get('/v1/accounts').query({ provider: 'stripe' }).reply(200, { data: [...LISTED.stripe, ...LISTED.zendesk] });
	const options = await loadOptions('getAccounts', { parameters: STRIPE });
	assert.deepEqual(options.map((option) => option.value), ['', 'env', 'eu', 'us']);
});

test('a list that cannot be loaded says so, with surestep\'s reason', async () => {
	nock(BASE).get('/v1/accounts').query({ provider: 'zendesk' })
		.reply(401, { title: 'Unauthorized', status: 401, detail: 'Unknown API key.' }, { 'Content-Type': 'application/problem+json' });
	await assert.rejects(loadOptions('getAccounts', { parameters: POST }), (error) => {
		assert.ok(error instanceof NodeOperationError);
		assert.match(error.message, /^surestep's zendesk accounts could not be listed: surestep 401 Unauthorized: Unknown API key/);
		assert.match(error.description, /expression/);
		return true;
	});
});

for (const [label, parameters, path] of [
	['Refund Create (Stripe)', STRIPE, '/v1/refunds'],
	['Refund Create (Shopify)', SHOPIFY, '/v1/refunds'],
	['Ticket Update Post', POST, '/v1/tickets/7/updates'],
	['Ticket Update Post Bulk', BULK, '/v1/tickets/updates'],
]) {
	test(`${label}: Tenant's Default (empty) sends no account field; a picked name is sent as account`, async () => {
		const empty = capture(path);
		const outputs = await runNode({ parameters: { ...parameters, account: '' } });
		assert.ok(empty.scope.isDone());
		assert.equal('account' in empty.bodies[0], false, JSON.stringify(empty.bodies[0]));
		assert.equal('stripe_account' in empty.bodies[0], false);
		assert.equal(outputs[0][0].json.account, 'env', "the answer names the account used (the stand-in's default)");

		for (const typeVersion of [1, 2]) {
			const chosen = capture(path);
			await runNode({ parameters: { ...parameters, account: '' }, typeVersion });
			const saved = capture(path);
			await runNode({ parameters, typeVersion });
			assert.deepEqual(saved.bodies[0], chosen.bodies[0], `a v${typeVersion} node saved before the field sends what it sent before`);
		}

		const named = capture(path);
		const picked = await runNode({ parameters: { ...parameters, account: 'support-eu_2' } });
		assert.ok(named.scope.isDone());
		assert.deepEqual(named.bodies[0], { ...empty.bodies[0], account: 'support-eu_2' }, 'the same body plus the account');
		assert.equal(picked[0][0].json.account, 'support-eu_2');
	});
}

test('an expression picks the account per item', async () => {
	const { bodies } = capture('/v1/refunds', 3);
	await runNode({
		parameters: { ...STRIPE, intentId: '={{ $json.id }}', account: '={{ $json.brand }}' },
		items: [{ json: { id: 'r-a', brand: 'eu' } }, { json: { id: 'r-b', brand: '' } }, { json: { id: 'r-c', brand: 'us' } }],
	});
	assert.deepEqual(bodies.map((body) => body.account), ['eu', undefined, 'us'], 'an empty value is the default: not sent');
});

test('Connected Account is sent as stripe_account on a Stripe refund, never on a Shopify one', async () => {
	const stripe = capture('/v1/refunds');
	const outputs = await runNode({ parameters: { ...STRIPE, account: 'eu', additionalFields: { stripeAccount: 'acct_1Nv0FGQ9RKHgCVdK' } } });
	assert.ok(stripe.scope.isDone());
	assert.equal(stripe.bodies[0].account, 'eu');
	assert.equal(stripe.bodies[0].stripe_account, 'acct_1Nv0FGQ9RKHgCVdK');
	assert.equal(outputs[0][0].json.stripe_account, 'acct_1Nv0FGQ9RKHgCVdK');

	const alone = capture('/v1/refunds');
	await runNode({ parameters: { ...STRIPE, additionalFields: { stripeAccount: 'acct_9' } } });
	assert.equal('account' in alone.bodies[0], false, 'a connected account of the default account');
	assert.equal(alone.bodies[0].stripe_account, 'acct_9');

	// Left in the collection after switching the Provider to Shopify: hidden there, and not sent.
	const shopify = capture('/v1/refunds');
	await runNode({ parameters: { ...SHOPIFY, additionalFields: { stripeAccount: 'acct_9' } } });
	assert.equal('stripe_account' in shopify.bodies[0], false);
});

test('a value that is not an account name or a Stripe account ID is refused naming it, nothing sent', async () => {
	const scope = nock(BASE).post(/.*/).reply(200, {});
	const cases = [
		[{ ...STRIPE, account: 'EU' }, /The account of item 0 is "EU", not an account name/],
		[{ ...STRIPE, account: ' eu' }, /The account of item 0 is " eu"/],
		[{ ...POST, account: '={{ $json.brand }}' }, /The account of item 0 evaluated to undefined/, [{ json: {} }]],
		[{ ...BULK, account: 'a'.repeat(41) }, /not an account name/],
		[{ ...STRIPE, additionalFields: { stripeAccount: 'acct-1' } }, /The connected account of item 0 is "acct-1", not a Stripe account ID/],
		[{ ...STRIPE, additionalFields: { stripeAccount: 'cus_1' } }, /not a Stripe account ID/],
	];
	for (const [parameters, message, items] of cases) {
		await assert.rejects(runNode({ parameters, items }), (error) => {
			assert.ok(error instanceof NodeOperationError);
			assert.match(error.message, message);
			assert.match(error.description, /Nothing was sent\./);
			assert.equal(error.context.itemIndex, 0);
			return true;
		});
	}
	const outputs = await runNode({ parameters: { ...STRIPE, account: 'EU' }, continueOnFail: true });
	assert.deepEqual(counts(outputs), [0, 0, 1, 0, 0], 'refused before sending: Failed');
	assert.equal(scope.isDone(), false, 'nothing reached surestep');
});

test('an account the tenant does not have: surestep\'s 422 is a refusal on Failed, with its words', async () => {
	const problem = {
		type: 'https://surestep.dev/problems/unknown-account', title: 'Unknown account', status: 422,
		detail: 'The tenant has no stripe account named "mars".', errors: { account: ['No stripe account named "mars".'] },
	};
	nock(BASE).post('/v1/refunds', (body) => body.account === 'mars').reply(422, problem, { 'Content-Type': 'application/problem+json' });
	const outputs = await runNode({ parameters: { ...STRIPE, account: 'mars' }, continueOnFail: true });
	assert.deepEqual(counts(outputs), [0, 0, 1, 0, 0]);
	const failed = outputs[2][0];
	assert.ok(failed.error instanceof NodeApiError);
	assert.match(failed.json.error, /^surestep 422 Unknown account: The tenant has no stripe account named "mars"\. Nothing was sent to the provider/);
	assert.match(failed.json.description, /"account"/);
});
