'use strict';
/**
 * End to end, in a real n8n, the Refund and Ticket Update nodes pick the tenant's account (issue 17):
 * surestep (as `make run` starts it: its Stripe and Zendesk simulators are the environment's
 * accounts `env`, the tenant's defaults), a second Stripe simulator added by the ops key as the
 * tenant's account `eu` and a second Zendesk simulator as `support-eu` (POST /v1/accounts, their
 * URLs on loopback, allowed by SURESTEP_ALLOWED_TARGETS=127.0.0.1). The same payment ids and
 * tickets exist in both simulators, so a step sent to the wrong account would be made there.
 * 1. `n8n execute`: a Refund node with Account `eu` refunds in the second Stripe simulator only
 *    (with its key); one saved without an account (Tenant's Default) in surestep's own only; a
 *    name the tenant does not have leaves on the error output with surestep's 422 and reaches
 *    neither; `eu` with a Connected Account refunds as that account (Stripe-Account).
 * 2. `n8n execute`: a Ticket Update Post with Account `support-eu` comments in the second Zendesk
 *    only, one with Tenant's Default in surestep's own only.
 * 3. `n8n start`: the Account list, loaded through n8n's own REST call for a node's options with
 *    the saved credential, is Tenant's Default, then the tenant's Stripe accounts (env, eu), and
 *    for a Ticket Update its Zendesk accounts (env, support-eu).
 *
 * Needs N8N_BIN (e2e/run.sh installs n8n and sets it).
 */
const { after, before, test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { N8n } = require('./lib/n8n');
const { getJson, python, REPO, startSimulator, startSurestep } = require('./lib/surestep');
const { run } = require('./lib/processes');
const { outputCounts, postJson, ran, step } = require('./lib/flow');

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'surestep-n8n-accounts-'));
const n8n = new N8n(process.env.N8N_BIN, path.join(home, 'n8n'));
const CREDENTIAL = { id: 'SurestepAccounts1', name: 'Surestep account' };
const EU_KEY = 'sk_test_e2eEuAccount1234';
// Each payment exists in both simulators: which one holds the refund shows where it went.
const PAYMENTS = { eu: 'pi_e2e_acct_eu', home: 'pi_e2e_acct_home', mars: 'pi_e2e_acct_mars' };
// A payment made in a Stripe Connect account of eu's (in the second simulator only).
const CONNECTED = { account: 'acct_E2eConnected1', payment: 'pi_e2e_acct_connected' };
let surestep;
let euSim;
let euDesk;

const commentsAt = async (simUrl, ticketId) =>
	(await getJson(`${simUrl}/_sim/comments`)).body.data.filter((comment) => comment.ticket_id === ticketId);
const refundsAt = async (simUrl, paymentIntent) =>
	(await getJson(`${simUrl}/_sim/refunds`)).body.data.filter((refund) => refund.payment_intent === paymentIntent);

/**
 * Try it -> Refund in eu -> (Completed) Refund in default; Try it -> Refund in mars (error
 * output); Try it -> Refund in eu, connected (Connected Account).
 */
function workflow(id) {
	const refund = (name, paymentIntent, amount, extra = {}) => ({
		id: `${id}-${name}`, name, type: 'n8n-nodes-surestep.surestep', typeVersion: 2, position: [0, 0],
		credentials: { surestepApi: CREDENTIAL },
		parameters: { resource: 'refund', operation: 'create', intentId: `e2e-${paymentIntent}`, paymentIntent, amount, currency: 'usd', ...extra.parameters },
		...(extra.onError ? { onError: extra.onError } : {}),
	});
	const to = (node) => ({ node, type: 'main', index: 0 });
	return {
		id, name: id, settings: { executionOrder: 'v1' },
		nodes: [
			{ id: `${id}-try`, name: 'Try it', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			// The value the Account list gives for eu.
			refund('Refund in eu', PAYMENTS.eu, 1500, { parameters: { account: 'eu' } }),
			// No account parameter: as a workflow saved before the field, or with Tenant's Default.
			refund('Refund in default', PAYMENTS.home, 900),
			refund('Refund in mars', PAYMENTS.mars, 700, { parameters: { account: 'mars' }, onError: 'continueErrorOutput' }),
			refund('Refund in eu, connected', CONNECTED.payment, 400, {
				parameters: { account: 'eu', additionalFields: { stripeAccount: CONNECTED.account } },
			}),
		],
		connections: {
			'Try it': { main: [[to('Refund in eu'), to('Refund in mars'), to('Refund in eu, connected')]] },
			'Refund in eu': { main: [[to('Refund in default')]] },
		},
	};
}

before(async () => {
	const keygen = await run('fernet key', python(), ['-c', 'from cryptography.fernet import Fernet; print(Fernet.generate_key().decode())'], { cwd: REPO }, 30000);
	surestep = await startSurestep(path.join(home, 'var'), { SURESTEP_ACCOUNTS_KEY: keygen.output.trim() });
	euSim = await startSimulator('stripe');
	euDesk = await startSimulator('zendesk', ['--seed-demo']);
	step(`surestep on ${surestep.base} (account env: ${surestep.stripeSim}, ${surestep.zendeskSim}); a second Stripe simulator on ${euSim.url}, a second Zendesk on ${euDesk.url}`);
	for (const sim of [surestep.stripeSim, euSim.url]) {
		for (const id of Object.values(PAYMENTS)) {
			const made = await postJson(`${sim}/_sim/payments`, { id, amount: 5000, currency: 'usd' });
			assert.ok(made.status < 300, `payment ${id} at ${sim}: ${made.status} ${JSON.stringify(made.body)}`);
		}
	}
	const connected = await postJson(`${euSim.url}/_sim/payments`, { id: CONNECTED.payment, amount: 5000, currency: 'usd', account: CONNECTED.account });
	assert.ok(connected.status < 300, JSON.stringify(connected.body));
	for (const account of [
		{ provider: 'stripe', name: 'eu', api_key: EU_KEY, api_base: euSim.url },
		{ provider: 'zendesk', name: 'support-eu', base_url: euDesk.url, email: 'eu@surestep.local', api_token: 'e2e-eu-token' },
	]) {
		const response = await fetch(`${surestep.base}/v1/accounts`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${surestep.opsKey}` },
			body: JSON.stringify(account),
		});
		const view = await response.json();
		assert.equal(response.status, 201, JSON.stringify(view));
		assert.equal(JSON.stringify(view).includes(account.api_key ?? account.api_token), false, 'the secret is not answered');
		step(`ops added the ${account.provider} account ${account.name} (${response.status}): ${JSON.stringify(view)}`);
	}
	n8n.installPackage();
	await n8n.importJson('credentials', 'credentials', [
		{ ...CREDENTIAL, type: 'surestepApi', data: { baseUrl: surestep.base, apiKey: surestep.key } },
	]);
});

after(async () => {
	await n8n.stop();
	if (euSim) await euSim.proc.stop();
	if (euDesk) await euDesk.proc.stop();
	if (surestep) await surestep.stop();
	if (!process.env.SURESTEP_E2E_KEEP) fs.rmSync(home, { recursive: true, force: true });
});

test('a Refund node with Account eu refunds in that account only; Tenant\'s Default in the default only', async () => {
	const flow = workflow('SurestepAccounts');
	await n8n.importJson('workflow', 'accounts', flow);
	const execution = await n8n.execute(flow.id);
	assert.equal(execution.status, 'success', JSON.stringify(execution.data.resultData.error ?? {}));

	assert.deepEqual(outputCounts(execution, 'Refund in eu'), [1, 0, 0, 0, 0], 'Refund in eu left on Completed');
	const eu = ran(execution)['Refund in eu'][0].data.main[0][0].json;
	assert.equal(eu.account, 'eu', 'surestep answers the account it used');
	const euRefunds = await refundsAt(euSim.url, PAYMENTS.eu);
	assert.equal(euRefunds.length, 1, 'one refund in the picked account');
	assert.equal(euRefunds[0].amount, 1500);
	assert.equal(euRefunds[0].id, eu.refund_id);
	assert.equal(euRefunds[0].api_key, EU_KEY, "made with the eu account's own key");
	assert.deepEqual(await refundsAt(surestep.stripeSim, PAYMENTS.eu), [], 'none in the default account');
	step(`Refund in eu: ${eu.refund_id} at ${euSim.url} only`);

	assert.deepEqual(outputCounts(execution, 'Refund in default'), [1, 0, 0, 0, 0], 'Refund in default left on Completed');
	const home_ = ran(execution)['Refund in default'][0].data.main[0][0].json;
	assert.equal(home_.account, 'env', "the tenant's default is the environment's account");
	const homeRefunds = await refundsAt(surestep.stripeSim, PAYMENTS.home);
	assert.equal(homeRefunds.length, 1, 'one refund in the default account');
	assert.equal(homeRefunds[0].amount, 900);
	assert.deepEqual(await refundsAt(euSim.url, PAYMENTS.home), [], 'none in eu');
	step(`Refund in default: ${home_.refund_id} at ${surestep.stripeSim} only`);

	assert.deepEqual(outputCounts(execution, 'Refund in mars'), [0, 0, 0, 0, 0, 1], 'an account the tenant lacks: the error output');
	const mars = ran(execution)['Refund in mars'][0].data.main[5][0].json;
	step(`Refund in mars, error output: ${JSON.stringify(mars)}`);
	assert.match(mars.error, /^surestep 422 .*Nothing was sent to the provider/);
	assert.deepEqual(await refundsAt(surestep.stripeSim, PAYMENTS.mars), []);
	assert.deepEqual(await refundsAt(euSim.url, PAYMENTS.mars), []);

	assert.deepEqual(outputCounts(execution, 'Refund in eu, connected'), [1, 0, 0, 0, 0]);
	const viaConnect = ran(execution)['Refund in eu, connected'][0].data.main[0][0].json;
	assert.equal(viaConnect.account, 'eu');
	assert.equal(viaConnect.stripe_account, CONNECTED.account);
	const connectRefunds = await refundsAt(euSim.url, CONNECTED.payment);
	assert.equal(connectRefunds.length, 1);
	assert.equal(connectRefunds[0].stripe_account, CONNECTED.account, 'made as the connected account (Stripe-Account)');
	assert.equal(connectRefunds[0].api_key, EU_KEY);
	step(`Refund in eu, connected: ${viaConnect.refund_id} at ${euSim.url} as ${CONNECTED.account}`);
});

test('a Ticket Update with Account support-eu comments in that Zendesk only; Tenant\'s Default in the default only', async () => {
	const post = (name, ticketId, extra = {}) => ({
		id: `SurestepAccountsDesk-${name}`, name, type: 'n8n-nodes-surestep.surestep', typeVersion: 2, position: [0, 0],
		credentials: { surestepApi: CREDENTIAL },
		parameters: {
			resource: 'ticketUpdate', operation: 'post', ticketId: String(ticketId), intentId: `e2e-desk-${ticketId}`,
			commentBody: `=Told by ${name}.`, commentPublic: false, ...extra,
		},
	});
	const to = (node) => ({ node, type: 'main', index: 0 });
	const flow = {
		id: 'SurestepAccountsDesk', name: 'SurestepAccountsDesk', settings: { executionOrder: 'v1' },
		nodes: [
			{ id: 'desk-try', name: 'Try it', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			post('Tell in support-eu', 5, { account: 'support-eu' }),
			post('Tell in default', 6),
		],
		connections: { 'Try it': { main: [[to('Tell in support-eu'), to('Tell in default')]] } },
	};
	await n8n.importJson('workflow', 'accounts-desk', flow);
	const execution = await n8n.execute(flow.id);
	assert.equal(execution.status, 'success', JSON.stringify(execution.data.resultData.error ?? {}));
	for (const [node, ticket, account, there, notThere] of [
		['Tell in support-eu', 5, 'support-eu', euDesk.url, surestep.zendeskSim],
		['Tell in default', 6, 'env', surestep.zendeskSim, euDesk.url],
	]) {
		assert.deepEqual(outputCounts(execution, node), [1, 0, 0, 0], `${node} left on Completed`);
		const job = ran(execution)[node][0].data.main[0][0].json;
		assert.equal(job.account, account, 'surestep answers the account it used');
		const comments = await commentsAt(there, ticket);
		assert.equal(comments.length, 1, `one comment on ticket ${ticket} at ${there}`);
		assert.equal(comments[0].body, `Told by ${node}.`);
		assert.deepEqual(await commentsAt(notThere, ticket), [], `none on ticket ${ticket} at ${notThere}`);
		step(`${node}: job ${job.job_id} (${job.account}), the comment at ${there} only`);
	}
});

test('the Account list in a real n8n: Tenant\'s Default, then the tenant\'s accounts of the provider', async () => {
	await n8n.start();
	const list = async (parameters) =>
		(await n8n.rest('POST', '/rest/dynamic-node-parameters/options', {
			nodeTypeAndVersion: { name: 'n8n-nodes-surestep.surestep', version: 2 },
			path: 'account',
			methodName: 'getAccounts',
			currentNodeParameters: parameters,
			credentials: { surestepApi: CREDENTIAL },
		})).data;
	const stripe = await list({ resource: 'refund', operation: 'create', provider: 'stripe' });
	step(`Refund Create (Stripe) Account list: ${JSON.stringify(stripe)}`);
	assert.deepEqual(stripe[0].name, "Tenant's Default");
	assert.equal(stripe[0].value, '');
	assert.deepEqual(stripe.slice(1).map((option) => option.value).sort(), ['env', 'eu']);
	const zendesk = await list({ resource: 'ticketUpdate', operation: 'post' });
	step(`Ticket Update Post Account list: ${JSON.stringify(zendesk)}`);
	assert.deepEqual(zendesk.map((option) => option.value).slice(0, 1), ['']);
	assert.deepEqual(zendesk.slice(1).map((option) => option.value).sort(), ['env', 'support-eu']);
});
