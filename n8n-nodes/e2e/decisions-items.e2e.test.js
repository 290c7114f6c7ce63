'use strict';
/**
 * End to end, in a real n8n (`n8n execute`), what issue 38 asks of the node (the simulators'
 * records and surestep's ledger say what happened, not the node's answers alone):
 * 1. two refunds of the same amount on one ticket and payment, for two items (Refund Create's
 *    Item): two refunds at the Stripe simulator, each its own intent (`zendesk-21:mug-1`,
 *    `zendesk-21:mug-2`); run again, both are replays, still two refunds, and each item's
 *    `customer_message` says "was already refunded on <date>" (`already_refunded_on`);
 * 2. Escalation Approve with a person's ops credential: under surestep's default (decisions in
 *    its console) the item leaves on the error output with surestep's 403 naming the console,
 *    the escalation stays open and nothing reaches the simulator; once the operator sets
 *    `decisions = "api"`, the same workflow approves, the refund is made once, and the audit
 *    names the ops key's person.
 *
 * Needs N8N_BIN (e2e/run.sh installs n8n and sets it).
 */
const { after, before, test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { N8n } = require('./lib/n8n');
const { API_DECISIONS, getJson, startSurestep } = require('./lib/surestep');
const { outputCounts, ran, records, step } = require('./lib/flow');

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'surestep-n8n-decide-'));
const n8n = new N8n(process.env.N8N_BIN, path.join(home, 'n8n'));
const FLOW = { id: 'SurestepFlowKey01', name: 'Surestep account' };
const OPS = { id: 'SurestepOpsKey002', name: 'Surestep ops (ana)' };
let surestep;
let refundsFor;

/** Try it -> Set (`{items}`) -> Split Out (each its own n8n item) -> one Surestep node. */
function workflow(id, items, credential, parameters, extra = {}) {
	return {
		id, name: id, settings: { executionOrder: 'v1' },
		nodes: [
			{ id: `${id}-try`, name: 'Try it', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			{
				id: `${id}-set`, name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [200, 0],
				parameters: { mode: 'raw', jsonOutput: JSON.stringify({ items }), options: {} },
			},
			{
				id: `${id}-items`, name: 'Items', type: 'n8n-nodes-base.splitOut', typeVersion: 1, position: [300, 0],
				parameters: { fieldToSplitOut: 'items', options: {} },
			},
			{
				id: `${id}-surestep`, name: 'Surestep', type: 'n8n-nodes-surestep.surestep', typeVersion: 2, position: [400, 0],
				parameters, credentials: { surestepApi: credential }, ...extra,
			},
		],
		connections: {
			'Try it': { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
			Set: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
			Items: { main: [[{ node: 'Surestep', type: 'main', index: 0 }]] },
		},
	};
}

/** The JSON of every item that left the Surestep node on output `index`. */
const leftOn = (execution, index) => (ran(execution).Surestep[0].data.main[index] ?? []).map((item) => item.json);

before(async () => {
	surestep = await startSurestep(path.join(home, 'var'));
	({ refundsFor } = records(surestep));
	step(`surestep on ${surestep.base}; Stripe simulator ${surestep.stripeSim}`);
	n8n.installPackage();
	await n8n.importJson('credentials', 'credentials', [
		{ ...FLOW, type: 'surestepApi', data: { baseUrl: surestep.base, apiKey: surestep.key } },
		{ ...OPS, type: 'surestepApi', data: { baseUrl: surestep.base, apiKey: surestep.opsKey } },
	]);
	await records(surestep).payment('pi_e2e_items', 5000);
	await records(surestep).payment('pi_e2e_held', 60000);
});

after(async () => {
	await n8n.stop();
	if (surestep) await surestep.stop();
	if (!process.env.SURESTEP_E2E_KEEP) fs.rmSync(home, { recursive: true, force: true });
});

test('two items of one ticket refunded for the same amount: two refunds; run again, two replays that say when', async () => {
	const items = [
		{ ticket_id: 21, payment_intent: 'pi_e2e_items', line: 'mug-1' },
		{ ticket_id: 21, payment_intent: 'pi_e2e_items', line: 'mug-2' },
	];
	const flow = workflow('SurestepTwoItems', items, FLOW, {
		resource: 'refund', operation: 'create', amount: 1200, currency: 'usd',
		additionalFields: { ticketId: '={{ String($json.ticket_id) }}', item: '={{ $json.line }}' },
	});
	await n8n.importJson('workflow', 'two-items', flow);
	const first = await n8n.execute(flow.id);
	assert.equal(first.status, 'success', JSON.stringify(first.data.resultData.error ?? {}));
	assert.deepEqual(outputCounts(first, 'Surestep'), [2, 0, 0, 0, 0], 'both on Completed');
	const made = leftOn(first, 0);
	assert.deepEqual(made.map((r) => r.intent_id), ['zendesk-21:mug-1', 'zendesk-21:mug-2']);
	assert.deepEqual(made.map((r) => r.replayed), [false, false]);
	assert.ok(made.every((r) => r.customer_message === 'Your refund has been made; the payment provider confirms it.'));
	let held = await refundsFor('pi_e2e_items');
	assert.equal(held.length, 2, 'two refunds at the Stripe simulator');
	assert.deepEqual(new Set(held.map((r) => r.id)), new Set(made.map((r) => r.refund_id)));
	assert.deepEqual(held.map((r) => r.amount), [1200, 1200]);
	step(`two items: ${made.map((r) => `${r.intent_id} -> ${r.refund_id}`).join(', ')}`);

	const again = await n8n.execute(flow.id);
	const replays = leftOn(again, 0);
	assert.deepEqual(replays.map((r) => r.replayed), [true, true]);
	for (const [n, replay] of replays.entries()) {
		assert.equal(replay.refund_id, made[n].refund_id);
		assert.equal(replay.state_since, made[n].state_since, "a replay carries the original's time");
		assert.equal(replay.already_refunded_on, made[n].state_since.slice(0, 10));
		assert.match(replay.customer_message, /^Your payment was already refunded on \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
	}
	held = await refundsFor('pi_e2e_items');
	assert.equal(held.length, 2, 'still two refunds');
	step(`run again: two replays, "${replays[0].customer_message}"`);
});

test('Approve with an ops credential: 403 naming the console by default, nothing sent; under decisions = "api" it approves once', async () => {
	const refund = await getJson(`${surestep.base}/v1/refunds`, {
		method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${surestep.key}` },
		body: JSON.stringify({ intent_id: 'zendesk-22', payment_intent: 'pi_e2e_held', amount: 30000, currency: 'usd', ticket_id: '22' }),
	});
	assert.equal(refund.body.state, 'escalated', JSON.stringify(refund.body));
	const escId = refund.body.escalation.id;
	const flow = workflow('SurestepApprove', [{ intent_id: 'zendesk-22', state: 'escalated', escalation: { id: escId } }], OPS,
		{ resource: 'escalation', operation: 'approve', note: 'checked by ana' }, { onError: 'continueErrorOutput' });
	await n8n.importJson('workflow', 'approve', flow);

	const refused = await n8n.execute(flow.id);
	assert.deepEqual(outputCounts(refused, 'Surestep'), [0, 1], 'the item left on the error output');
	const [error] = leftOn(refused, 1);
	step(`decisions in the console: ${error.error}`);
	assert.match(error.error, /^surestep 403 Forbidden: Decisions on escalations are made in the surestep console/);
	assert.ok(error.error.includes(`/console/t/e2e/escalations/${escId}`), error.error);
	assert.match(error.error, /work only where surestep's operator set \[escalations\] decisions = "api"/);
	const open = await getJson(`${surestep.base}/v1/escalations/${escId}`, { headers: { authorization: `Bearer ${surestep.key}` } });
	assert.equal(open.body.state, 'open');
	assert.equal((await refundsFor('pi_e2e_held')).length, 0, 'nothing reached the Stripe simulator');

	surestep.writePolicy(API_DECISIONS);
	const approved = await n8n.execute(flow.id);
	assert.deepEqual(outputCounts(approved, 'Surestep'), [1, 0]);
	const [decision] = leftOn(approved, 0);
	assert.equal(decision.state, 'approved');
	assert.equal(decision.decided_by, 'ops:ana');
	assert.equal(decision.resolution.state, 'completed');
	const held = await refundsFor('pi_e2e_held');
	assert.equal(held.length, 1, 'one refund');
	assert.equal(held[0].id, decision.resolution.refund_id);
	const ledger = await getJson(`${surestep.base}/v1/intents/zendesk-22`, { headers: { authorization: `Bearer ${surestep.key}` } });
	const audit = ledger.body.steps.find((s) => s.step === 'escalation').audit.filter((row) => row.from === 'open');
	assert.deepEqual(audit.map((row) => [row.actor, row.to]), [['ops:ana', 'approved']]);
	step(`decisions = "api": approved by ops:ana, refund ${held[0].id}`);
});
