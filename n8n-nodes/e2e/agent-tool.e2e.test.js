'use strict';
/**
 * End to end, in a real n8n (`n8n execute`): the Surestep node as an AI Agent's tool (issue 19).
 * The node is `usableAsTool`, so n8n offers it as `n8n-nodes-surestep.surestepTool`; an AI Agent
 * (n8n's default version) is given it as its one tool, with n8n's OpenAI Chat Model node as its
 * model, pointed by its credential's Base URL at a stand-in OpenAI-compatible server on loopback
 * (e2e/lib/model-standin.js) that answers with tool calls from a script. No language model is
 * reached.
 *
 * The tool's Intent ID, payment intent and currency are fixed by the workflow (expressions on the
 * ticket item); only the amount is the model's (`$fromAI`). The model calls the tool twice for
 * one ticket in one answer, then once more in a later answer, each time also passing an
 * `intent_id` of its own choosing: the tool schema it was offered has no intent id, its own is
 * dropped, and the Stripe simulator holds exactly one refund for the ticket; the second and third
 * calls are replays.
 *
 * Needs N8N_BIN (e2e/run.sh installs n8n and sets it).
 */
const { after, before, test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { N8n } = require('./lib/n8n');
const { startSurestep } = require('./lib/surestep');
const { ran, records, step } = require('./lib/flow');
const { startModelStandIn } = require('./lib/model-standin');

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'surestep-n8n-agent-'));
const n8n = new N8n(process.env.N8N_BIN, path.join(home, 'n8n'));
const SURESTEP = { id: 'SurestepAgent0001', name: 'Surestep account' };
const OPENAI = { id: 'StandInModel00001', name: 'Stand-in model (loopback)' };
const TICKET = { ticket_id: 14, payment_intent: 'pi_e2e_agent', currency: 'usd' };
let surestep;
let model;

let refundsFor;

/** Try it -> Ticket -> AI Agent, with the stand-in model and the Refund tool. */
const AGENT_FLOW = {
	id: 'SurestepAgentTool',
	name: 'Surestep refund as an AI Agent tool (e2e)',
	settings: { executionOrder: 'v1' },
	nodes: [
		{ id: 'ag-1', name: 'Try it', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
		{
			id: 'ag-2', name: 'Ticket', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [220, 0],
			parameters: { mode: 'raw', jsonOutput: JSON.stringify(TICKET), options: {} },
		},
		{
			id: 'ag-3', name: 'Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 3.1, position: [440, 0],
			parameters: {
				promptType: 'define',
				text: '=The customer on ticket {{ $json.ticket_id }} asks for a refund of 9.00 USD. Refund it.',
				options: { maxIterations: 5 },
			},
		},
		{
			id: 'ag-4', name: 'Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [440, 220],
			parameters: { model: { __rl: true, mode: 'id', value: 'standin' }, options: { maxRetries: 0 } },
			credentials: { openAiApi: OPENAI },
		},
		{
			id: 'ag-5', name: 'Refund', type: 'n8n-nodes-surestep.surestepTool', typeVersion: 2, position: [660, 220],
			parameters: {
				descriptionType: 'manual',
				toolDescription: 'Refunds the customer of the current ticket. Safe to call again: the same ticket is one refund.',
				resource: 'refund',
				operation: 'create',
				// Fixed by the workflow, never by the model: the ticket the flow is about.
				intentId: "={{ 'zendesk-' + $('Ticket').item.json.ticket_id }}",
				paymentIntent: "={{ $('Ticket').item.json.payment_intent }}",
				currency: "={{ $('Ticket').item.json.currency }}",
				amount: "={{ $fromAI('amount_cents', 'The amount to refund, in cents', 'number') }}",
			},
			credentials: { surestepApi: SURESTEP },
		},
	],
	connections: {
		'Try it': { main: [[{ node: 'Ticket', type: 'main', index: 0 }]] },
		Ticket: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
		Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
		Refund: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
	},
};

before(async () => {
	surestep = await startSurestep(path.join(home, 'var'));
	({ refundsFor } = records(surestep));
	const chosen = { amount_cents: 900, intent_id: 'chosen-by-the-model' };
	model = await startModelStandIn([
		{ toolCalls: [{ args: chosen }, { args: chosen }] },
		{ toolCalls: [{ args: chosen }] },
		{ content: 'Refunded 9.00 USD on ticket 14.' },
	]);
	step(`surestep on ${surestep.base}; the stand-in model on ${model.url}`);
	n8n.installPackage();
	await n8n.importJson('credentials', 'credentials', [
		{ ...SURESTEP, type: 'surestepApi', data: { baseUrl: surestep.base, apiKey: surestep.key } },
		{ ...OPENAI, type: 'openAiApi', data: { apiKey: 'sk-standin', url: model.url } },
	]);
	await records(surestep).payment(TICKET.payment_intent, 5000);
	await n8n.importJson('workflow', 'agent-tool', AGENT_FLOW);
});

after(async () => {
	await n8n.stop();
	if (model) await model.close();
	if (surestep) await surestep.stop();
	if (!process.env.SURESTEP_E2E_KEEP) fs.rmSync(home, { recursive: true, force: true });
});

test('the Refund node as an AI Agent tool: the model calls it three times for one ticket, one refund', async () => {
	step('n8n execute --id=SurestepAgentTool (ticket 14; the model calls Refund twice in one answer, then once more)');
	const execution = await n8n.execute(AGENT_FLOW.id);
	assert.equal(execution.status, 'success', JSON.stringify(execution.data.resultData.error ?? {}));

	const offered = model.requests[0].tools.map((tool) => tool.function);
	assert.deepEqual(offered.map((tool) => tool.name), ['Refund'], 'the agent offered the model the Refund tool');
	assert.deepEqual(Object.keys(offered[0].parameters.properties), ['amount_cents'],
		'the model may give the amount only: the intent id is not a tool parameter');

	const calls = ran(execution).Refund;
	assert.equal(calls.length, 3, 'the tool ran once per call');
	const answers = calls.map((run) => run.data.ai_tool[0][0].json);
	for (const answer of answers) {
		assert.equal(answer.intent_id, 'zendesk-14', 'the workflow\'s intent id, not the model\'s "chosen-by-the-model"');
		assert.equal(answer.state, 'completed');
		assert.equal(answer.amount, 900);
	}
	assert.deepEqual(answers.map((a) => a.replayed).sort(), [false, true, true], 'one refund made, two replays');
	assert.equal(new Set(answers.map((a) => a.refund_id)).size, 1, 'one refund id in every answer');
	// What the model was told after its calls: surestep's verified answers, as tool messages.
	const told = model.requests.at(-1).messages.filter((m) => m.role === 'tool');
	assert.equal(told.length, 3);
	for (const message of told) assert.match(message.content, /"intent_id":"zendesk-14".*"state":"completed"/);
	assert.equal(ran(execution).Agent[0].data.main[0][0].json.output, 'Refunded 9.00 USD on ticket 14.');

	const refunds = await refundsFor(TICKET.payment_intent);
	assert.equal(refunds.length, 1, 'exactly one refund in the Stripe simulator');
	assert.equal(refunds[0].amount, 900);
	assert.equal(refunds[0].status, 'succeeded');
	step(`three tool calls, one refund ${refunds[0].id} (zendesk-14), two replays; the agent answered`);
});
