'use strict';
/**
 * End to end: a real n8n runs the example refund flow (examples/refund-flow.json) with this
 * package against a running surestep (`make run`'s services: embedded Redis, the Stripe and
 * Zendesk simulators, gunicorn, the RQ worker). Assertions read the simulators' own records.
 *
 * 1. `n8n execute`: the flow ends on the Completed branch with exactly one refund in the Stripe
 *    simulator; run again, the refund is a replay and there is still one refund (and one comment).
 * 2. `n8n execute` of a small workflow: Intent Get, Ticket Update Post Bulk and Wait for Job.
 * 3. `n8n start`: a wrong API key fails the credential test with a clear message.
 * 4. The published flow's webhook answers its caller (Respond to Webhook nodes): 200 with the refund
 *    for a completed one; 422 with surestep's words for one surestep refused (the Refund node's
 *    error output, "Continue (using error output)"), nothing sent to Stripe.
 * 5. A refund the simulator keeps pending: the caller gets 202 before the Wait, the flow goes down
 *    Pending, waits, and surestep's callback to the resume URL resumes it to Completed.
 * 6. The approval flow reacts, never decides: a person decides through surestep's ops API (the
 *    agent never holds an ops key; the operator allowed API decisions, `decisions = "api"`, for
 *    this step); the refund runs once, both flows react, no note holds a URL that decides.
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
const { callRefundWebhook, executions, outputCounts, ran, records, step } = require('./lib/flow');

const EXAMPLE = require('../examples/refund-flow.json');
const APPROVAL = require('../examples/approval-flow.json');
const CREDENTIAL_ID = EXAMPLE.nodes.find((node) => node.credentials).credentials.surestepApi.id;
const OPS_CREDENTIAL_ID = 'SurestepOpsKey01'; // a person's ops key: only the credential test uses it
const BAD_CREDENTIAL_ID = 'SurestepWrongKey1';

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'surestep-n8n-e2e-'));
const n8n = new N8n(process.env.N8N_BIN, path.join(home, 'n8n'));
let surestep;
let refundsFor;
let commentsOn;
let sim;
const { finished, waiting, last } = executions(n8n);
// The Refund node's outputs: Completed, Pending, Failed, Unknown, Escalated, and n8n's error output.
const LEFT_ON = { completed: [1, 0, 0, 0, 0, 0], pending: [0, 1, 0, 0, 0, 0], escalated: [0, 0, 0, 0, 1, 0], error: [0, 0, 0, 0, 0, 1] };

before(async () => {
	step(`starting surestep (python -m sandbox.devrun, var dir ${path.join(home, 'var')})`);
	surestep = await startSurestep(path.join(home, 'var'));
	step(`surestep on ${surestep.base}; Stripe simulator ${surestep.stripeSim}; Zendesk simulator ${surestep.zendeskSim}`);
	assert.ok(surestep.zendeskSim, 'the Zendesk simulator (sandbox.simulators zendesk) is needed for the ticket steps');
	sim = records(surestep);
	({ refundsFor, commentsOn } = sim);
	step(`loading n8n-nodes-surestep into ${n8n.home}/.n8n/nodes/node_modules and importing with the n8n CLI`);
	n8n.installPackage();
	await n8n.importJson('credentials', 'credentials', [
		{ id: CREDENTIAL_ID, name: 'Surestep account', type: 'surestepApi', data: { baseUrl: surestep.base, apiKey: surestep.key } },
		{ id: OPS_CREDENTIAL_ID, name: 'Surestep ops (approver)', type: 'surestepApi', data: { baseUrl: surestep.base, apiKey: surestep.opsKey } },
		{ id: BAD_CREDENTIAL_ID, name: 'Surestep wrong key', type: 'surestepApi', data: { baseUrl: surestep.base, apiKey: 'sst_wrong' } },
	]);
	await n8n.importJson('workflow', 'refund-flow', EXAMPLE);
	await n8n.importJson('workflow', 'approval-flow', APPROVAL);
});

after(async () => {
	await n8n.stop();
	if (surestep) await surestep.stop();
	if (!process.env.SURESTEP_E2E_KEEP) fs.rmSync(home, { recursive: true, force: true });
});

test('the example flow ends on Completed with one refund; run again it is a replay', async () => {
	step('n8n execute --id=SurestepRefundFlow (Try it: ticket 7, pi_demo_1, 12.00 USD)');
	const first = await n8n.execute(EXAMPLE.id);
	assert.equal(first.status, 'success');
	assert.deepEqual(outputCounts(first, 'Refund'), LEFT_ON.completed, 'Refund left on Completed');
	const refund = ran(first).Refund[0].data.main[0][0].json;
	assert.equal(refund.state, 'completed');
	assert.equal(refund.replayed, false);
	assert.equal(first.data.resultData.lastNodeExecuted, 'Tell the customer');
	for (const other of ['Answer: pending', 'Wait for surestep', 'Verify', 'Ask a human', 'Retry refund (safe)', 'Answer: refused']) {
		assert.equal(ran(first)[other], undefined, `${other} did not run`);
	}
	const told = ran(first)['Tell the customer'][0].data.main[0][0].json;
	assert.equal(told.state, 'completed', `ticket update: ${JSON.stringify(told)}`);
	let refunds = await refundsFor('pi_demo_1');
	assert.equal(refunds.length, 1, 'exactly one refund in the Stripe simulator');
	assert.equal(refunds[0].status, 'succeeded');
	assert.equal(refunds[0].amount, 1200);
	const comments = await commentsOn(7);
	assert.equal(comments.length, 1);
	assert.match(comments[0].body, /Your refund of 12\.00 USD is complete/);
	step(`first run: Completed, refund ${refund.refund_id}, one comment on ticket 7`);

	step('n8n execute --id=SurestepRefundFlow again (same ticket)');
	const second = await n8n.execute(EXAMPLE.id);
	assert.deepEqual(outputCounts(second, 'Refund'), LEFT_ON.completed);
	const replay = ran(second).Refund[0].data.main[0][0].json;
	assert.equal(replay.replayed, true, 'the second refund answer is a replay');
	assert.equal(replay.refund_id, refund.refund_id);
	refunds = await refundsFor('pi_demo_1');
	assert.equal(refunds.length, 1, 'still exactly one refund');
	assert.equal((await commentsOn(7)).length, 1, 'still exactly one comment');
	step('second run: replayed, still one refund and one comment');
});

/**
 * Try it -> Intent Get -> Ticket Update Post Bulk -> Wait for Job, all with the real credential.
 * The Surestep nodes are version 1, as a workflow saved before version 2 holds them: n8n keeps
 * that version, so each Ticket Update has its one output and Post Bulk answers at once (Wait Up
 * To 0), the queued job going on to Wait for Job.
 */
const OPERATIONS = {
	id: 'SurestepOperations',
	name: 'Surestep operations (e2e)',
	settings: { executionOrder: 'v1' },
	nodes: [
		{ id: 'op-1', name: 'Try it', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
		...[
			['Intent', { resource: 'intent', operation: 'get', intentId: 'zendesk-7' }],
			['Bulk update', {
				resource: 'ticketUpdate', operation: 'postBulk', ticketIds: '9, 10', intentId: 'e2e-bulk-1',
				commentBody: 'We are looking into your refund.', commentPublic: false,
				updateFields: { tagsAdd: 'refund_checked' },
			}],
			['Wait for job', { resource: 'ticketUpdate', operation: 'waitForJob', maxWaitSeconds: 60 }],
		].map(([name, parameters], i) => ({
			id: `op-${i + 2}`, name, type: 'n8n-nodes-surestep.surestep', typeVersion: 1, position: [220 * (i + 1), 0],
			parameters, credentials: { surestepApi: { id: CREDENTIAL_ID, name: 'Surestep account' } },
		})),
	],
	connections: {
		'Try it': { main: [[{ node: 'Intent', type: 'main', index: 0 }]] },
		Intent: { main: [[{ node: 'Bulk update', type: 'main', index: 0 }]] },
		'Bulk update': { main: [[{ node: 'Wait for job', type: 'main', index: 0 }]] },
	},
};

test('Intent Get, Ticket Update Post Bulk and Wait for Job work against the service', async () => {
	await n8n.importJson('workflow', 'operations', OPERATIONS);
	step('n8n execute --id=SurestepOperations (Intent Get zendesk-7, Post Bulk to tickets 9 and 10, Wait for Job)');
	const execution = await n8n.execute(OPERATIONS.id);
	assert.equal(execution.status, 'success');
	const out = (node) => ran(execution)[node][0].data.main[0][0].json;
	const intent = out('Intent');
	assert.equal(intent.intent_id, 'zendesk-7');
	assert.ok(intent.steps.some((s) => s.step === 'refund' && s.state === 'completed'), JSON.stringify(intent.steps.map((s) => [s.step, s.state])));
	const queued = out('Bulk update');
	assert.ok(queued.job_id, JSON.stringify(queued));
	assert.ok(['queued', 'working'].includes(queued.state), `version 1 does not wait: ${JSON.stringify(queued)}`);
	for (const node of ['Bulk update', 'Wait for job']) {
		assert.deepEqual(outputCounts(execution, node), [1], `${node} (version 1) has its one output`);
	}
	const job = out('Wait for job');
	assert.equal(job.job_id, queued.job_id);
	assert.equal(job.state, 'completed', JSON.stringify(job));
	assert.deepEqual(job.results.map((r) => [r.ticket_id, r.state]).sort(), [[10, 'completed'], [9, 'completed']]);
	for (const ticket of [9, 10]) {
		const comments = await commentsOn(ticket);
		assert.equal(comments.length, 1, `one comment on ticket ${ticket}`);
		assert.equal(comments[0].public, false);
	}
	step(`bulk job ${job.job_id}: completed on tickets 9 and 10; intent zendesk-7 read back`);
});

test('a wrong API key fails the credential test with a clear message', async () => {
	step('publishing the flow and starting n8n (n8n publish:workflow, n8n start)');
	await n8n.cli(['publish:workflow', `--id=${EXAMPLE.id}`]);
	await n8n.start();
	const credentialTest = async (id, apiKey) =>
		(await n8n.rest('POST', '/rest/credentials/test', {
			credentials: { id, name: 'test', type: 'surestepApi', data: { baseUrl: surestep.base, apiKey } },
		})).data;
	const wrong = await credentialTest(BAD_CREDENTIAL_ID, 'sst_wrong');
	step(`credential test, wrong key: ${JSON.stringify(wrong)}`);
	assert.equal(wrong.status, 'Error');
	assert.match(wrong.message, /Authorization failed - please check your credentials/);
	const right = await credentialTest(CREDENTIAL_ID, surestep.key);
	step(`credential test, right key: ${JSON.stringify(right)}`);
	assert.equal(right.status, 'OK');
	const ops = await credentialTest(OPS_CREDENTIAL_ID, surestep.opsKey);
	step(`credential test, ops key: ${JSON.stringify(ops)}`);
	assert.equal(ops.status, 'OK');
});

test('the webhook answers its caller: 200 with the refund, 422 with surestep\'s words on the error branch', async () => {
	assert.ok(n8n.apiKey, 'n8n was started by the previous test');
	step('POST /webhook/surestep-refund (ticket 16, pi_demo_3, 10.00 USD)');
	const done = await callRefundWebhook(n8n, { ticket_id: 16, payment_intent: 'pi_demo_3', amount: 1000, currency: 'usd' });
	step(`answered ${done.status} ${JSON.stringify(done.body)}`);
	assert.equal(done.status, 200);
	const [refund] = await refundsFor('pi_demo_3');
	const { execution_id: doneId, ...answer } = done.body;
	assert.deepEqual(answer, { state: 'completed', intent_id: 'zendesk-16', refund_id: refund.id, amount: 1000, currency: 'usd' });
	// The answer went out before "Tell the customer"; the run goes on to tell the ticket.
	assert.equal((await finished(doneId)).execution.data.resultData.lastNodeExecuted, 'Tell the customer');

	step('POST /webhook/surestep-refund (ticket 17, pi_demo_4, amount 0: surestep refuses it)');
	const refused = await callRefundWebhook(n8n, { ticket_id: 17, payment_intent: 'pi_demo_4', amount: 0, currency: 'usd' });
	step(`answered ${refused.status} ${JSON.stringify(refused.body)}`);
	assert.equal(refused.status, 422, 'not n8n\'s 200 with an empty body');
	assert.equal(refused.body.state, 'refused');
	assert.equal(refused.body.intent_id, 'zendesk-17');
	assert.match(refused.body.error, /^surestep 422 .+\. Nothing was sent to the provider; fix the request and run it again\.$/);
	// (n8n 2.8.4's error output keeps the error's message only, not its description.)
	assert.deepEqual(await refundsFor('pi_demo_4'), [], 'nothing reached Stripe');
	const { execution } = await finished(refused.body.execution_id);
	assert.equal(execution.status, 'success', JSON.stringify(execution.data?.resultData?.error ?? {}));
	assert.deepEqual(outputCounts(execution, 'Refund'), LEFT_ON.error, 'Refund left on its error output');
	assert.equal(ran(execution)['Retry refund (safe)'], undefined, 'a refusal is not retried');
	const [note] = await commentsOn(17);
	assert.equal(note?.public, false, 'a person was asked, internally');
	assert.match(note.body, /needs a person\. surestep 422 .*Nothing was sent to the provider/);
});

test('a pending refund answers 202, goes down Pending, waits, and is resumed by surestep\'s callback', async () => {
	assert.ok(n8n.apiKey, 'n8n was started by an earlier test');
	await sim.stripeConfig({ refund_pending_s: 4 });
	step('POST /webhook/surestep-refund (ticket 8, pi_demo_2, 15.00 USD; the simulator keeps refunds pending 4 s)');
	const hook = await callRefundWebhook(n8n, { ticket_id: 8, payment_intent: 'pi_demo_2', amount: 1500, currency: 'usd' });
	step(`answered ${hook.status} ${JSON.stringify(hook.body)}`);
	assert.equal(hook.status, 202, JSON.stringify(hook.body));
	assert.equal(hook.body.state, 'pending');
	assert.equal(hook.body.intent_id, 'zendesk-8');
	// Read by id (the answer names it): the public API's list leaves out executions n8n still
	// holds in memory.
	const id = hook.body.execution_id;
	const { execution, seen } = await finished(id);
	assert.ok(seen.includes('waiting'), `the execution waited (seen: ${seen.join(' -> ')})`);
	assert.equal(execution.status, 'success', JSON.stringify(execution.data?.resultData?.error ?? {}));
	assert.deepEqual(outputCounts(execution, 'Refund'), LEFT_ON.pending, 'Refund left on Pending');
	const pending = ran(execution).Refund[0].data.main[1][0].json;
	assert.equal(pending.state, 'pending');
	const resumed = ran(execution)['Wait for surestep'][0].data.main[0][0].json;
	assert.equal(resumed.body.intent_id, 'zendesk-8', 'the Wait node was resumed by surestep\'s POST');
	assert.equal(resumed.body.state, 'completed');
	assert.match(resumed.headers['surestep-signature'], /^t=\d+,v1=[0-9a-f]{64}$/);
	assert.deepEqual(outputCounts(execution, 'Verify'), [1, 0, 0, 0, 0], 'Verify left on Completed');
	assert.equal(execution.data.resultData.lastNodeExecuted, 'Tell the customer');
	const refunds = await refundsFor('pi_demo_2');
	assert.equal(refunds.length, 1);
	assert.equal(refunds[0].status, 'succeeded');
	assert.match((await commentsOn(8))[0]?.body ?? '', /Your refund of 15\.00 USD is complete/);
	step(`execution ${id}: answered 202, Pending -> waiting -> resumed by surestep -> Verify: Completed -> ticket 8 told`);
});

const subscriptions = async () =>
	(await getJson(`${surestep.base}/v1/subscriptions`, { headers: { authorization: `Bearer ${surestep.key}` } })).body.data;

test('an escalated refund waits for a person; the approval flow reacts, a person decides in surestep, it runs once', async () => {
	assert.ok(n8n.apiKey, 'n8n was started by an earlier test');
	await sim.stripeConfig({ refund_pending_s: 0 });
	await sim.payment('pi_e2e_big', 50000);

	step('activating the approval flow (public API): its Surestep Trigger subscribes');
	await n8n.publicApi(`/workflows/${APPROVAL.id}/activate`, 'POST');
	const [sub, ...more] = await subscriptions();
	assert.deepEqual(more, []);
	assert.deepEqual([...(sub?.events ?? [])].sort(), ['escalation.created', 'escalation.resolved'], JSON.stringify(sub));
	assert.match(sub.target_url, new RegExp(`^${n8n.base}/webhook/`));
	step(`subscribed: ${sub.id} -> ${sub.target_url}`);

	step('a delivery with a forged signature is refused with 401 and starts nothing');
	const lastBefore = await last();
	const forged = await fetch(sub.target_url, {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'surestep-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
		body: JSON.stringify({ id: 'evt_forged', type: 'escalation.resolved', created_at: 0, data: { state: 'approved' } }),
	});
	assert.equal(forged.status, 401);

	step('POST /webhook/surestep-refund (ticket 11, pi_e2e_big, 300.00 USD: over the approval threshold)');
	const hook = await callRefundWebhook(n8n, { ticket_id: 11, payment_intent: 'pi_e2e_big', amount: 30000, currency: 'usd' });
	assert.equal(hook.status, 202, JSON.stringify(hook.body));
	assert.equal(hook.body.state, 'escalated', 'answered before the Wait: a person decides');
	// Executions are numbered in order: the forged delivery started none, so the refund flow's
	// is the next one and the approval flow's (started by escalation.created) the one after.
	const refundRun = Number(hook.body.execution_id);
	assert.equal(refundRun, lastBefore + 1);
	await waiting(refundRun);
	step(`refund flow ${refundRun}: waiting (Escalated)`);
	const until = async (id) => { while ((await last()) < id) await new Promise((r) => setTimeout(r, 250)); };
	await until(lastBefore + 2);
	const opened = (await finished(lastBefore + 2)).execution;
	assert.equal(opened.status, 'success', JSON.stringify(opened.data?.resultData?.error ?? {}));
	assert.equal(ran(opened)['Say what a person decided'], undefined);
	const event = ran(opened)['Escalation event'][0].data.main[0][0].json;
	assert.equal(event.type, 'escalation.created');
	assert.equal(ran(opened)['Say a person reviews it'][0].data.main[0][0].json.state, 'completed');
	assert.equal((await refundsFor('pi_e2e_big')).length, 0, 'nothing was sent before a person decided');
	const reviewed = (await commentsOn(11)).find((c) => /A person reviews it and decides in surestep's console/.test(c.body));
	assert.ok(reviewed, 'the approval flow said on the ticket that a person reviews it');
	assert.equal(reviewed.public, false);
	step(`approval flow ${lastBefore + 2}: ticket 11 told a person reviews escalation ${event.data.id} in the console`);

	const approve = () => fetch(`${surestep.base}/v1/escalations/${event.data.id}/approve`, {
		method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${surestep.opsKey}` },
		body: JSON.stringify({ note: 'order checked by ana' }),
	});
	const inConsole = await approve(); // surestep's default: people decide in its console
	assert.equal(inConsole.status, 403);
	assert.match((await inConsole.json()).type, /\/decisions-in-console$/);
	assert.equal((await refundsFor('pi_e2e_big')).length, 0, 'the 403 decided nothing');
	step(`a person decides: POST /v1/escalations/${event.data.id}/approve with an ops key (never the agent's), where the operator allowed API decisions`);
	surestep.writePolicy(API_DECISIONS);
	const decided = await approve();
	const decision = await decided.json();
	assert.equal(decided.status, 200, JSON.stringify(decision));
	assert.equal(decision.state, 'approved');

	const refundFlow = (await finished(refundRun)).execution;
	assert.equal(refundFlow.status, 'success', JSON.stringify(refundFlow.data?.resultData?.error ?? {}));
	assert.deepEqual(outputCounts(refundFlow, 'Refund'), LEFT_ON.escalated, 'Refund left on Escalated');
	assert.equal(ran(refundFlow)['Wait for surestep'][0].data.main[0][0].json.body.state, 'completed');
	assert.deepEqual(outputCounts(refundFlow, 'Verify'), [1, 0, 0, 0, 0]);
	assert.equal(refundFlow.data.resultData.lastNodeExecuted, 'Tell the customer');

	// escalation.resolved starts the approval flow once more (after the refund flow's run and the
	// created one): it tells the ticket what the person decided and that the refund is verified.
	await until(lastBefore + 3);
	const resolved = (await finished(lastBefore + 3)).execution;
	assert.equal(resolved.status, 'success', JSON.stringify(resolved.data?.resultData?.error ?? {}));
	const resolvedEvent = ran(resolved)['Escalation event'][0].data.main[0][0].json;
	assert.equal(resolvedEvent.type, 'escalation.resolved');
	assert.equal(resolvedEvent.data.resolution.state, 'completed', JSON.stringify(resolvedEvent.data.resolution));
	assert.equal(ran(resolved)['Say a person reviews it'], undefined);
	const told = (await commentsOn(11)).find((c) => /was approved by "ops:ana", who wrote: "order checked by ana"\. The refund of 300\.00 USD is verified completed/.test(c.body));
	assert.ok(told, `the approval flow told the ticket the decision: ${JSON.stringify((await commentsOn(11)).map((c) => c.body))}`);
	assert.equal(told.public, false);

	const refunds = await refundsFor('pi_e2e_big');
	assert.equal(refunds.length, 1, 'exactly one refund, after the approval');
	assert.equal(refunds[0].amount, 30000);
	step(`approved by ops:ana -> refund ${refunds[0].id} -> refund flow ${refundRun} Completed; approval flow ${lastBefore + 3} told ticket 11`);

	step('no note or comment on ticket 11 holds anything that decides (an n8n webhook or resume URL)');
	const comments = await commentsOn(11);
	assert.ok(comments.length >= 3, JSON.stringify(comments.map((c) => c.body)));
	for (const c of comments) {
		assert.doesNotMatch(c.body, /\/webhook|resume|webhook-waiting/i, c.body);
		assert.ok(!c.body.includes(n8n.base), c.body);
	}

	step('deactivating the approval flow (public API): its Surestep Trigger unsubscribes');
	await n8n.publicApi(`/workflows/${APPROVAL.id}/deactivate`, 'POST');
	assert.deepEqual(await subscriptions(), []);
});
