'use strict';
/**
 * End to end, a storm of duplicate webhooks through a real n8n (`n8n start`, the published
 * example refund flow, examples/refund-flow.json), as a helpdesk that retries its deliveries
 * sends them: ROUNDS rounds, each a fresh ticket and payment, COPIES identical webhooks at once.
 * Every copy is its own execution: Refund (the same intent id, `zendesk-<ticket>`), then "Tell the
 * customer" (the same ticket update intent, `zendesk-<ticket>:told`), all concurrent, which is
 * where surestep's ticket-update race answered a duplicate '404 No job' (issue 19; fixed in the
 * service, this proves it end to end). Each round asserts, at the simulators' own records, one
 * refund and one comment on the ticket; and that every caller got 200 with the same refund, every
 * execution succeeded and its ticket update left on Completed, and exactly one copy made the
 * refund while the others were replays.
 *
 * With the race put back into the service (the job id's mapping written after the entry, a
 * duplicate's wait looking the job up), this failed in round 2 of 20 with that 404 at "Tell the
 * customer"; with the fix it passes.
 * SURESTEP_E2E_STORM_ROUNDS (default 12, at most 20: the Zendesk simulator seeds tickets 1-20)
 * and SURESTEP_E2E_STORM_COPIES (default 8) size it. Needs N8N_BIN (e2e/run.sh sets it).
 */
const { after, before, test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { N8n } = require('./lib/n8n');
const { startSurestep } = require('./lib/surestep');
const { callRefundWebhook, executions, outputCounts, ran, records, step } = require('./lib/flow');

const EXAMPLE = require('../examples/refund-flow.json');
const CREDENTIAL_ID = EXAMPLE.nodes.find((node) => node.credentials).credentials.surestepApi.id;
const ROUNDS = Number(process.env.SURESTEP_E2E_STORM_ROUNDS ?? 12);
const COPIES = Number(process.env.SURESTEP_E2E_STORM_COPIES ?? 8);

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'surestep-n8n-storm-'));
const n8n = new N8n(process.env.N8N_BIN, path.join(home, 'n8n'));
const { finished } = executions(n8n);
let surestep;
let sim;

before(async () => {
	assert.ok(ROUNDS >= 1 && ROUNDS <= 20, 'SURESTEP_E2E_STORM_ROUNDS is 1 to 20 (one seeded ticket a round)');
	surestep = await startSurestep(path.join(home, 'var'));
	assert.ok(surestep.zendeskSim, 'the Zendesk simulator is needed for "Tell the customer"');
	sim = records(surestep);
	n8n.installPackage();
	await n8n.importJson('credentials', 'credentials', [
		{ id: CREDENTIAL_ID, name: 'Surestep account', type: 'surestepApi', data: { baseUrl: surestep.base, apiKey: surestep.key } },
	]);
	await n8n.importJson('workflow', 'refund-flow', EXAMPLE);
	await n8n.cli(['publish:workflow', `--id=${EXAMPLE.id}`]);
	await n8n.start();
});

after(async () => {
	await n8n.stop();
	if (surestep) await surestep.stop();
	if (!process.env.SURESTEP_E2E_KEEP) fs.rmSync(home, { recursive: true, force: true });
});

test(`a storm of duplicate webhooks: ${ROUNDS} rounds of ${COPIES} at once, one refund and one comment per ticket`, async () => {
	const started = Date.now();
	for (let round = 1; round <= ROUNDS; round++) {
		const ticket = round;
		const body = { ticket_id: ticket, payment_intent: `pi_e2e_storm_${round}`, amount: 1000 + round, currency: 'usd' };
		await sim.payment(body.payment_intent);
		const roundStarted = Date.now();
		const answers = await Promise.all(Array.from({ length: COPIES }, () => callRefundWebhook(n8n, body)));

		for (const answer of answers) assert.equal(answer.status, 200, `round ${round}: ${JSON.stringify(answer.body)}`);
		const refunds = await sim.refundsFor(body.payment_intent);
		assert.equal(refunds.length, 1, `round ${round}: exactly one refund in the Stripe simulator`);
		for (const answer of answers) {
			assert.equal(answer.body.state, 'completed');
			assert.equal(answer.body.refund_id, refunds[0].id, `round ${round}: every caller was told of the one refund`);
		}
		const ids = answers.map((answer) => answer.body.execution_id);
		assert.equal(new Set(ids).size, COPIES, 'one execution per copy');
		const runs = await Promise.all(ids.map(async (id) => (await finished(id, 60000, true)).execution));
		for (const execution of runs) {
			assert.equal(execution.status, 'success', `round ${round}, execution ${execution.id}: ${execution.data?.resultData?.error?.message ?? ''}`);
			assert.deepEqual(outputCounts(execution, 'Tell the customer'), [1, 0, 0, 0], `round ${round}, execution ${execution.id}: the ticket update left on Completed`);
		}
		const made = runs.filter((execution) => ran(execution).Refund[0].data.main[0][0].json.replayed === false);
		assert.equal(made.length, 1, `round ${round}: one copy made the refund, the others were replays`);
		const comments = await sim.commentsOn(ticket);
		assert.equal(comments.length, 1, `round ${round}: exactly one comment on ticket ${ticket}: ${JSON.stringify(comments)}`);
		assert.match(comments[0].body, new RegExp(`Your refund of ${(body.amount / 100).toFixed(2)} USD is complete`));
		step(`round ${round}: ${COPIES} webhooks for ticket ${ticket} -> ${COPIES} x 200, one refund ${refunds[0].id}, one comment (${((Date.now() - roundStarted) / 1000).toFixed(1)} s)`);
	}
	step(`${ROUNDS} rounds x ${COPIES} copies = ${ROUNDS * COPIES} executions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
