'use strict';
/**
 * End to end, in a real n8n (`n8n execute`): surestep's MCP server as n8n's own MCP Client Tool
 * under an AI Agent (issue 28). No surestep node here: the agent reaches surestep only through
 * n8n's `@n8n/n8n-nodes-langchain.mcpClientTool` (HTTP Streamable, Bearer Auth with a flow's
 * key), the MCP server `make run` starts beside the API. The model is n8n's OpenAI Chat Model
 * node pointed at a stand-in on loopback (e2e/lib/model-standin.js) that answers from a script:
 * the `refund` tool twice in one answer (parallel calls), then once more in a later answer, for
 * the same ticket, payment and amount, then `refund_status` for the ticket. The Stripe simulator
 * holds exactly one refund; every refund answer the model was told is verified (or an honest
 * "in flight", never a failure), with the sentence it may say (the news once; a replay says
 * when the refund was made), and no link.
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

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'surestep-n8n-mcp-'));
const n8n = new N8n(process.env.N8N_BIN, path.join(home, 'n8n'));
const BEARER = { id: 'SurestepMcpKey001', name: 'surestep MCP (flow key)' };
const OPENAI = { id: 'StandInModel00002', name: 'Stand-in model (loopback)' };
const TICKET = { ticket_id: '15', payment_intent: 'pi_e2e_mcp', amount: 900, currency: 'usd' };
let surestep;
let model;
let mcpUrl;

/**
 * surestep's structured answer in a tool message as n8n 2.8's MCP Client Tool hands it to the
 * model: the MCP `content` list, wrapped as `[{response: [{type: "text", text}]}]`.
 */
function toolAnswer(content) {
	let parsed = JSON.parse(content);
	if (Array.isArray(parsed) && parsed[0]?.response) parsed = parsed[0].response;
	const text = Array.isArray(parsed) ? parsed.find((block) => block.type === 'text')?.text : null;
	assert.ok(text, `a text block in the tool message: ${content.slice(0, 500)}`);
	return JSON.parse(text);
}

function agentFlow(endpointUrl) {
	return {
		id: 'SurestepMcpClient',
		name: 'surestep MCP server as n8n MCP Client Tool (e2e)',
		settings: { executionOrder: 'v1' },
		nodes: [
			{ id: 'mc-1', name: 'Try it', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			{
				id: 'mc-2', name: 'Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 3.1, position: [220, 0],
				parameters: {
					promptType: 'define',
					text: `The customer on ticket ${TICKET.ticket_id} asks for a refund of 9.00 USD of ${TICKET.payment_intent}.`,
					options: { maxIterations: 6 },
				},
			},
			{
				id: 'mc-3', name: 'Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [220, 220],
				parameters: { model: { __rl: true, mode: 'id', value: 'standin' }, options: { maxRetries: 0 } },
				credentials: { openAiApi: OPENAI },
			},
			{
				id: 'mc-4', name: 'surestep', type: '@n8n/n8n-nodes-langchain.mcpClientTool', typeVersion: 1.2, position: [440, 220],
				parameters: {
					endpointUrl,
					serverTransport: 'httpStreamable',
					authentication: 'bearerAuth',
					include: 'selected',
					includeTools: ['refund', 'refund_status'],
					options: { timeout: 15000 },
				},
				credentials: { httpBearerAuth: BEARER },
			},
		],
		connections: {
			'Try it': { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
			Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
			surestep: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
		},
	};
}

before(async () => {
	surestep = await startSurestep(path.join(home, 'var'));
	const port = surestep.output().match(/curl -s http:\/\/127\.0\.0\.1:(\d+)\/mcp/);
	assert.ok(port, 'make run prints the MCP server\'s URL');
	mcpUrl = `http://127.0.0.1:${port[1]}/mcp`;
	const refund = { name: 'refund', args: { payment_intent: TICKET.payment_intent, amount: TICKET.amount, currency: TICKET.currency, ticket_id: TICKET.ticket_id } };
	model = await startModelStandIn([
		{ toolCalls: [refund, refund] },
		{ toolCalls: [refund] },
		{ toolCalls: [{ name: 'refund_status', args: { ticket_id: TICKET.ticket_id } }] },
		{ content: 'Your refund of 9.00 USD is confirmed by Stripe.' },
	]);
	step(`surestep on ${surestep.base}, its MCP server on ${mcpUrl}; the stand-in model on ${model.url}`);
	fs.mkdirSync(n8n.home, { recursive: true }); // no community package here: n8n's own nodes only
	await n8n.importJson('credentials', 'credentials', [
		{ ...BEARER, type: 'httpBearerAuth', data: { token: surestep.key } },
		{ ...OPENAI, type: 'openAiApi', data: { apiKey: 'sk-standin', url: model.url } },
	]);
	await records(surestep).payment(TICKET.payment_intent, 5000);
	await n8n.importJson('workflow', 'mcp-client', agentFlow(mcpUrl));
});

after(async () => {
	await n8n.stop();
	if (model) await model.close();
	if (surestep) await surestep.stop();
	if (!process.env.SURESTEP_E2E_KEEP) fs.rmSync(home, { recursive: true, force: true });
});

test('n8n\'s MCP Client Tool: the model calls refund three times for one ticket, one refund, the truth told', async () => {
	step('n8n execute --id=SurestepMcpClient (refund twice in one answer, once more, then refund_status)');
	const execution = await n8n.execute('SurestepMcpClient');
	assert.equal(execution.status, 'success', JSON.stringify(execution.data.resultData.error ?? {}));

	const offered = model.requests[0].tools.map((tool) => tool.function);
	assert.deepEqual(offered.map((tool) => tool.name).sort(), ['refund', 'refund_status'], 'the tools n8n was told to include');
	const refundTool = offered.find((tool) => tool.name === 'refund');
	assert.ok(!('intent_id' in refundTool.parameters.properties), 'the model is offered no intent id to choose');

	// What the model was told: surestep's answers, as n8n's tool messages.
	const told = model.requests.at(-1).messages.filter((m) => m.role === 'tool').map((m) => m.content);
	assert.equal(told.length, 4, `four tool answers: ${JSON.stringify(told)}`);
	const answers = told.map(toolAnswer);
	const refunds = answers.slice(0, 3);
	for (const answer of refunds) {
		assert.match(answer.intent_id, /^mcp-refund-[0-9a-f]{40}$/, 'the intent surestep derived');
		assert.equal(answer.calling_again_is_safe, true);
		assert.ok(answer.state === 'completed' || (answer.state === 'unknown' && answer.in_flight),
			`verified, or honestly in flight: ${JSON.stringify(answer)}`);
		assert.ok(!JSON.stringify(answer).includes('http'), 'no link in an answer to the agent');
	}
	assert.equal(new Set(refunds.map((a) => a.intent_id)).size, 1, 'one intent for the three calls');
	assert.equal(refunds[2].state, 'completed', 'the later call answers what happened');
	assert.equal(refunds[2].replayed, true, 'the later call says it is a replay');
	for (const answer of refunds.filter((a) => a.state === 'completed')) {
		// The news once, from the call that made the refund; a replay says when it was made.
		assert.equal(answer.customer_may_be_told, answer.replayed
			? `9.00 USD was already refunded on ${answer.state_since.slice(0, 10)} (confirmed by Stripe).`
			: 'Your refund of 9.00 USD is confirmed by Stripe.');
	}
	const status = answers[3];
	assert.equal(status.refunds.length, 1, 'refund_status names one refund for the ticket');
	assert.equal(status.refunds[0].state, 'completed');

	const made = await records(surestep).refundsFor(TICKET.payment_intent);
	assert.equal(made.length, 1, 'exactly one refund in the Stripe simulator');
	assert.equal(made[0].amount, TICKET.amount);
	step(`three refund calls through n8n's MCP Client Tool, one refund ${made[0].id}; refund_status agrees`);
	assert.ok(ran(execution).Agent, 'the agent ran');
});
