'use strict';
/**
 * What the e2e files share about a run: reading an execution's per-node data, the simulators'
 * records (what was really refunded and commented), n8n executions through the public API, and
 * the refund flow's webhook as a caller sees it.
 */
const { getJson } = require('./surestep');
const { waitFor } = require('./processes');

const step = (text) => console.log(`- ${text}`);
const ran = (execution) => execution.data.resultData.runData;
/** How many items each output of a node's run (the first unless `run` says) carried. */
const outputCounts = (execution, node, run = 0) => ran(execution)[node][run].data.main.map((items) => (items ?? []).length);
const postJson = (url, body) =>
	getJson(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The simulators' own records, for a running surestep (lib/surestep.js). */
function records(surestep) {
	return {
		refundsFor: async (paymentIntent) =>
			(await getJson(`${surestep.stripeSim}/_sim/refunds`)).body.data.filter((r) => r.payment_intent === paymentIntent),
		commentsOn: async (ticketId) =>
			(await getJson(`${surestep.zendeskSim}/_sim/comments`)).body.data.filter((c) => c.ticket_id === ticketId),
		/** A payment the Stripe simulator will refund (it seeds pi_demo_1..5 only). */
		payment: (id, amount = 50000, currency = 'usd') => postJson(`${surestep.stripeSim}/_sim/payments`, { id, amount, currency }),
		stripeConfig: (config) => postJson(`${surestep.stripeSim}/_sim/config`, config),
	};
}

/** Executions of a started n8n (lib/n8n.js), read by id through the public API. */
function executions(n8n) {
	const read = (id, data = false) => n8n.publicApi(`/executions/${id}${data ? '?includeData=true' : ''}`);
	return {
		/** The highest execution id so far: ids are sequential, the next ones are this plus 1, 2... */
		last: async () => Math.max(0, ...(await n8n.publicApi('/executions?limit=250')).data.map((e) => Number(e.id))),
		/** Polls execution `id` until it ends; returns it (with data) and the statuses seen. */
		async finished(id, timeoutMs = 90000, quiet = false) {
			const seen = [];
			const execution = await waitFor(`execution ${id} to finish (public API)`, async () => {
				const current = await read(id, true);
				if (seen.at(-1) !== current.status) {
					seen.push(current.status);
					if (!quiet) step(`execution ${id} (${current.workflowId}): ${current.status}`);
				}
				return !['new', 'running', 'waiting'].includes(current.status) && current;
			}, timeoutMs, 250);
			return { execution, seen };
		},
		/** Waits until execution `id` exists and is waiting. */
		waiting: (id) => waitFor(`execution ${id} to wait`, async () => (await read(id).catch(() => ({}))).status === 'waiting', 30000, 250),
	};
}

/** POSTs `body` to the published refund flow's webhook: the caller's answer, {status, body}. */
async function callRefundWebhook(n8n, body) {
	const response = await fetch(`${n8n.base}/webhook/surestep-refund`, {
		method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
	});
	const text = await response.text();
	let parsed = text;
	try {
		parsed = JSON.parse(text);
	} catch {
		/* kept as text: the assertion shows it */
	}
	return { status: response.status, body: parsed };
}

module.exports = { step, ran, outputCounts, postJson, records, executions, callRefundWebhook };
