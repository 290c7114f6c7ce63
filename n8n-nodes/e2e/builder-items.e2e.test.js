'use strict';
/**
 * End to end, in a real n8n (`n8n execute`), the node as builders' items meet it (issue 19):
 * 1. a Webhook-shaped item (`{headers, body}`) with the amount as text ("1300"): Refund Create's
 *    defaults read the body, the refund is made once for 13.00 USD, and the Ticket Update Post
 *    that follows (default wait) leaves on its Completed output;
 * 2. a lost answer: the credential points (with a trailing `/v1/`) at a loopback proxy that passes
 *    the request to surestep and closes the connection instead of answering. The refund is made;
 *    the item leaves on the error output ("Continue (using error output)") with n8n's reason and
 *    ours: "The outcome is unknown; running the same item again is safe."; running it again
 *    through the direct credential is a replay, still one refund.
 *
 * Needs N8N_BIN (e2e/run.sh installs n8n and sets it).
 */
const { after, before, test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { N8n } = require('./lib/n8n');
const { startSurestep } = require('./lib/surestep');
const { outputCounts, ran, records, step } = require('./lib/flow');

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'surestep-n8n-items-'));
const n8n = new N8n(process.env.N8N_BIN, path.join(home, 'n8n'));
const DIRECT = { id: 'SurestepItems0001', name: 'Surestep account' };
const LOSSY = { id: 'SurestepLossy0001', name: 'Surestep behind a proxy that loses answers' };
let surestep;
let proxy;

let refundsFor;

/** A loopback proxy that forwards each request to surestep, waits for its answer, and drops it. */
function startLossyProxy(target) {
	const server = http.createServer((req, res) => {
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', async () => {
			const headers = { ...req.headers };
			delete headers.host;
			delete headers['content-length'];
			const answered = await fetch(target + req.url, {
				method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined,
			});
			await answered.text();
			step(`proxy: surestep answered ${req.method} ${req.url} ${answered.status}; the answer is lost`);
			res.socket.destroy();
		});
	});
	return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Try it -> a Webhook-shaped item -> Refund (Create) [-> Ticket Update Post on Completed]. */
function workflow(id, body, credential, { tell = false, onError } = {}) {
	const node = (name, type, parameters, extra = {}) => ({
		id: `${id}-${name}`, name, type, typeVersion: 1, position: [0, 0], parameters, ...extra,
	});
	const surestepNode = (name, parameters, extra) =>
		node(name, 'n8n-nodes-surestep.surestep', parameters, { typeVersion: 2, credentials: { surestepApi: credential }, ...extra });
	const nodes = [
		node('Try it', 'n8n-nodes-base.manualTrigger', {}),
		{ ...node('Webhook item', 'n8n-nodes-base.set', { mode: 'raw', jsonOutput: JSON.stringify({ headers: {}, query: {}, body }), options: {} }), typeVersion: 3.4 },
		surestepNode('Refund', { resource: 'refund', operation: 'create', amount: '={{ $json.body.amount }}', currency: '={{ $json.body.currency }}' },
			onError ? { onError } : {}),
	];
	const connections = {
		'Try it': { main: [[{ node: 'Webhook item', type: 'main', index: 0 }]] },
		'Webhook item': { main: [[{ node: 'Refund', type: 'main', index: 0 }]] },
	};
	if (tell) {
		nodes.push(surestepNode('Tell', {
			resource: 'ticketUpdate', operation: 'post',
			ticketId: "={{ $('Webhook item').item.json.body.ticket_id }}",
			intentId: "={{ $json.intent_id + ':told' }}",
			commentBody: '=Refunded {{ $json.amount }} {{ $json.currency }}.', commentPublic: false,
		}));
		connections.Refund = { main: [[{ node: 'Tell', type: 'main', index: 0 }]] };
	}
	return { id, name: id, settings: { executionOrder: 'v1' }, nodes, connections };
}

before(async () => {
	surestep = await startSurestep(path.join(home, 'var'));
	({ refundsFor } = records(surestep));
	assert.ok(surestep.zendeskSim, 'the Zendesk simulator is needed for the ticket step');
	proxy = await startLossyProxy(surestep.base);
	const proxyUrl = `http://127.0.0.1:${proxy.address().port}/v1/`;
	step(`surestep on ${surestep.base}; the answer-losing proxy on ${proxyUrl}`);
	n8n.installPackage();
	await n8n.importJson('credentials', 'credentials', [
		{ ...DIRECT, type: 'surestepApi', data: { baseUrl: surestep.base, apiKey: surestep.key } },
		{ ...LOSSY, type: 'surestepApi', data: { baseUrl: proxyUrl, apiKey: surestep.key } },
	]);
	await records(surestep).payment('pi_e2e_text', 5000);
	await records(surestep).payment('pi_e2e_lost', 5000);
});

after(async () => {
	await n8n.stop();
	if (proxy) proxy.close();
	if (surestep) await surestep.stop();
	if (!process.env.SURESTEP_E2E_KEEP) fs.rmSync(home, { recursive: true, force: true });
});

test('a Webhook item with the amount as text: one refund of 1300 from the body, the ticket update leaves on Completed', async () => {
	const flow = workflow('SurestepTextAmount', { ticket_id: 11, payment_intent: 'pi_e2e_text', amount: '1300', currency: 'usd' }, DIRECT, { tell: true });
	await n8n.importJson('workflow', 'text-amount', flow);
	const execution = await n8n.execute(flow.id);
	assert.equal(execution.status, 'success', JSON.stringify(execution.data.resultData.error ?? {}));
	assert.deepEqual(outputCounts(execution, 'Refund'), [1, 0, 0, 0, 0], 'Refund left on Completed');
	const refund = ran(execution).Refund[0].data.main[0][0].json;
	assert.equal(refund.intent_id, 'zendesk-11', 'the default read $json.body.ticket_id');
	assert.equal(refund.amount, 1300);
	const refunds = await refundsFor('pi_e2e_text');
	assert.equal(refunds.length, 1);
	assert.equal(refunds[0].amount, 1300);
	assert.deepEqual(outputCounts(execution, 'Tell'), [1, 0, 0, 0], 'Ticket Update left on Completed (default wait)');
	assert.equal(ran(execution).Tell[0].data.main[0][0].json.state, 'completed');
	step('"1300" from the body: one refund of 1300; Ticket Update on Completed');
});

test('a lost answer: the error output carries n8n\'s reason and ours; running it again is a replay', async () => {
	const body = { ticket_id: 12, payment_intent: 'pi_e2e_lost', amount: '700', currency: 'usd' };
	const lossy = workflow('SurestepLostAnswer', body, LOSSY, { onError: 'continueErrorOutput' });
	await n8n.importJson('workflow', 'lost-answer', lossy);
	const execution = await n8n.execute(lossy.id);
	const counts = outputCounts(execution, 'Refund');
	assert.deepEqual(counts, [0, 0, 0, 0, 0, 1], 'the item left on the error output');
	const failed = ran(execution).Refund[0].data.main[5][0].json;
	step(`error output: ${JSON.stringify(failed)}`);
	assert.match(failed.error, /^surestep could not be reached at http:\/\/127\.0\.0\.1:\d+: .+\. The outcome is unknown; running the same item again is safe\.$/);
	// n8n's error output keeps only the message (`{error}`): why the verdict is in the message.
	assert.equal((await refundsFor('pi_e2e_lost')).length, 1, 'the refund was made; only its answer was lost');

	const direct = workflow('SurestepLostAnswerAgain', body, DIRECT);
	await n8n.importJson('workflow', 'lost-answer-again', direct);
	const again = await n8n.execute(direct.id);
	assert.deepEqual(outputCounts(again, 'Refund'), [1, 0, 0, 0, 0]);
	assert.equal(ran(again).Refund[0].data.main[0][0].json.replayed, true);
	assert.equal((await refundsFor('pi_e2e_lost')).length, 1, 'still one refund');
	step('lost answer: error output with the advice; run again: replayed, still one refund');
});
