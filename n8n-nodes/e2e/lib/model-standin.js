'use strict';
/**
 * A stand-in for an OpenAI-compatible chat model on loopback (no language model is reachable
 * here): n8n's OpenAI Chat Model node, its Base URL pointed at `url`, sends it
 * `POST /v1/chat/completions`, and it answers from a script instead of thinking.
 *
 * `turns` is the script, one entry per request that has no tool answer yet to react to:
 * `{ toolCalls: [{ name, args }, ...] }` answers with those tool calls (several in one answer are
 * parallel calls); `{ content }` answers with text and ends the agent's run. Once the script is
 * spent it answers "done". Every request body is kept in `requests` (what tools the model was
 * offered, and with which parameters; what the tools answered).
 * Plain and streamed (`stream: true`, server-sent events) answers are both spoken.
 */
const http = require('node:http');

function completion(message, finishReason) {
	return {
		id: `chatcmpl-standin-${Date.now()}`,
		object: 'chat.completion',
		created: Math.floor(Date.now() / 1000),
		model: 'standin',
		choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
		usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
	};
}

/** The same answer as server-sent chunks: the role and content or tool calls, then the finish. */
function streamed(res, message, finishReason) {
	const base = { id: `chatcmpl-standin-${Date.now()}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'standin' };
	const send = (choice) => res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, logprobs: null, ...choice }] })}\n\n`);
	res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
	const delta = { role: 'assistant', content: message.content ?? null };
	if (message.tool_calls) delta.tool_calls = message.tool_calls.map((call, index) => ({ index, ...call }));
	send({ delta, finish_reason: null });
	send({ delta: {}, finish_reason: finishReason });
	res.end('data: [DONE]\n\n');
}

/** Starts the stand-in; resolves to {url (ends in /v1), requests, close()}. */
function startModelStandIn(turns) {
	const requests = [];
	let next = 0;
	let callId = 0;
	const server = http.createServer((req, res) => {
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', () => {
			if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) {
				res.writeHead(404, { 'content-type': 'application/json' });
				res.end(JSON.stringify({ error: { message: `the stand-in model has no ${req.method} ${req.url}` } }));
				return;
			}
			const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
			requests.push(body);
			const turn = turns[next++] ?? { content: 'done' };
			let message;
			let finish;
			if (turn.toolCalls) {
				const offered = (body.tools ?? []).map((tool) => tool.function?.name);
				message = {
					role: 'assistant',
					content: null,
					tool_calls: turn.toolCalls.map(({ name, args }) => ({
						id: `call_standin_${++callId}`,
						type: 'function',
						// Without a name, the one tool offered (the test names it when there are several).
						function: { name: name ?? offered[0], arguments: JSON.stringify(args ?? {}) },
					})),
				};
				finish = 'tool_calls';
			} else {
				message = { role: 'assistant', content: turn.content };
				finish = 'stop';
			}
			if (body.stream) return streamed(res, message, finish);
			res.writeHead(200, { 'content-type': 'application/json' });
			res.end(JSON.stringify(completion(message, finish)));
		});
	});
	return new Promise((resolve) =>
		server.listen(0, '127.0.0.1', () =>
			resolve({
				url: `http://127.0.0.1:${server.address().port}/v1`,
				requests,
				close: () => new Promise((done) => server.close(done)),
			}),
		),
	);
}

module.exports = { startModelStandIn };
