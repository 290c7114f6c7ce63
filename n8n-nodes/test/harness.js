'use strict';
/**
 * A small stand-in for the part of n8n's IExecuteFunctions the Surestep node uses, so its
 * operations run as n8n would run them while nock intercepts the HTTP they send.
 *
 * What it promises: parameters come from `parameters` or, when absent, from the node's own
 * description (the default of the property that is shown for the current resource and operation),
 * and `={{ ... }}` defaults are evaluated against the item (`$json`) and `$execution`. HTTP goes
 * out over node:http with the credential's own `authenticate` headers applied, and honours
 * baseURL, qs, json, timeout, returnFullResponse and ignoreHttpStatusErrors like n8n's helper.
 * A failed request throws what n8n's helper throws: n8n-workflow's own NodeApiError wrapped around
 * the network error (its `code`, e.g. ECONNRESET, turned into n8n's readable message), never a
 * plain Error, so the node's errors are tested as a builder meets them.
 * `hookContext` and `webhookContext` stand in for the trigger's activation hooks and for one
 * webhook delivery the same way. The real n8n runs the same built nodes in the end-to-end test
 * (e2e/).
 */
const http = require('node:http');
const { ExecutionBaseError, NodeApiError } = require('n8n-workflow');
const { Surestep } = require('../dist/nodes/Surestep/Surestep.node.js');
const { SurestepApi } = require('../dist/credentials/SurestepApi.credentials.js');

const BASE = 'http://surestep.test';
const KEY = 'sst_test_key';

/** Evaluates a whole-string `={{ expr }}` value the way n8n's expression would for these defaults. */
function evaluate(value, scope) {
	if (typeof value !== 'string' || !value.startsWith('=')) return value;
	const whole = value.match(/^=\{\{([\s\S]*)\}\}$/);
	if (whole) {
		return new Function(...Object.keys(scope), `return (${whole[1]});`)(...Object.values(scope));
	}
	// "=Bearer {{$credentials.apiKey}}": a template with embedded expressions.
	return value
		.slice(1)
		.replace(/\{\{([\s\S]*?)\}\}/g, (_, expr) =>
			String(new Function(...Object.keys(scope), `return (${expr});`)(...Object.values(scope))),
		);
}

function shown(property, values) {
	const show = property.displayOptions?.show ?? {};
	return Object.entries(show).every(([key, allowed]) => allowed.includes(values(key.replace(/^\//, ''))));
}

function request(options) {
	return new Promise((resolve, reject) => {
		const url = new URL(options.baseURL + options.url);
		for (const [key, value] of Object.entries(options.qs ?? {})) url.searchParams.set(key, String(value));
		// n8n hands a string body to axios as it is (JSON text with a JSON content type is sent
		// verbatim); an object is serialized as JSON.
		const verbatim = typeof options.body === 'string';
		const payload = options.body === undefined ? undefined : verbatim ? options.body : JSON.stringify(options.body);
		const headers = { ...(options.headers ?? {}) };
		const typed = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
		if (payload !== undefined && !typed) headers['content-type'] = 'application/json';
		const req = http.request(url, { method: options.method ?? 'GET', headers, timeout: options.timeout }, (res) => {
			const chunks = [];
			res.on('data', (chunk) => chunks.push(chunk));
			res.on('end', () => {
				const text = Buffer.concat(chunks).toString('utf8');
				const isJson = /json/.test(res.headers['content-type'] ?? '');
				resolve({ body: isJson && text ? JSON.parse(text) : text, headers: res.headers, statusCode: res.statusCode });
			});
		});
		// axios's timeout error, as n8n's helper gets it.
		req.on('timeout', () =>
			req.destroy(Object.assign(new Error(`timeout of ${options.timeout}ms exceeded`), { code: 'ECONNABORTED' })),
		);
		req.on('error', reject);
		if (payload !== undefined) req.write(payload);
		req.end();
	});
}

/**
 * Sends one request the way n8n's httpRequestWithAuthentication does, with the credential applied;
 * a failure is thrown as n8n-core throws it (`throw new NodeApiError(this.getNode(), error)`).
 */
async function authenticatedRequest(node, credentials, options) {
	try {
		const credential = new SurestepApi();
		const headers = { ...(options.headers ?? {}) };
		for (const [name, value] of Object.entries(credential.authenticate.properties.headers)) {
			headers[name] = evaluate(value, { $credentials: credentials });
		}
		const response = await request({ ...options, headers });
		if (!options.ignoreHttpStatusErrors && response.statusCode >= 400) {
			const error = new Error(`Request failed with status code ${response.statusCode}`);
			error.response = response;
			throw error;
		}
		return options.returnFullResponse ? response : response.body;
	} catch (error) {
		if (error instanceof ExecutionBaseError) throw error;
		throw new NodeApiError(node, error);
	}
}

/**
 * Runs the Surestep node once over `items` and returns its outputs (one array per output).
 * Throws what the node throws.
 */
async function runNode({
	parameters = {},
	items = [{ json: {} }],
	credentials = { baseUrl: BASE, apiKey: KEY },
	continueOnFail = false,
	execution = { id: '42', resumeUrl: 'http://n8n.test/webhook-waiting/42' },
} = {}) {
	const node = new Surestep();
	const properties = node.description.properties;
	const nodeInfo = { id: 'n1', name: 'Surestep', type: 'n8n-nodes-surestep.surestep', typeVersion: 1, parameters };
	const getNodeParameter = (name, itemIndex, fallback) => {
		const scope = { $json: items[itemIndex]?.json ?? {}, $execution: execution };
		if (name in parameters) return evaluate(parameters[name], scope);
		const values = (key) => (key === name ? undefined : getNodeParameter(key, itemIndex));
		const property = properties.find((p) => p.name === name && shown(p, values));
		if (property) return evaluate(property.default, scope);
		if (fallback !== undefined) return fallback;
		throw new Error(`Could not get parameter "${name}"`);
	};
	const ctx = {
		getInputData: () => items,
		getNodeParameter,
		getNode: () => nodeInfo,
		continueOnFail: () => continueOnFail,
		getCredentials: async (name) => {
			if (name !== 'surestepApi') throw new Error(`unexpected credential ${name}`);
			return credentials;
		},
		getExecutionCancelSignal: () => undefined,
		getExecutionId: () => execution.id,
		helpers: {
			async httpRequestWithAuthentication(name, options) {
				if (name !== 'surestepApi') throw new Error(`unexpected credential ${name}`);
				return await authenticatedRequest(nodeInfo, credentials, options);
			},
		},
	};
	return await node.execute.call(ctx);
}

/** The `this` of the trigger's webhookMethods (n8n's IHookFunctions, the parts they use). */
function hookContext({
	parameters = { events: ['refund.completed'] },
	staticData = {},
	webhookUrl = 'http://n8n.test/webhook/abc/webhook',
	credentials = { baseUrl: BASE, apiKey: KEY },
} = {}) {
	const node = { id: 't1', name: 'Surestep Trigger', type: 'n8n-nodes-surestep.surestepTrigger', typeVersion: 1, parameters };
	return {
		getNode: () => node,
		getNodeParameter: (name) => parameters[name],
		getWorkflowStaticData: () => staticData,
		getNodeWebhookUrl: () => webhookUrl,
		getCredentials: async () => credentials,
		helpers: {
			httpRequestWithAuthentication: async (name, options) => await authenticatedRequest(node, credentials, options),
		},
	};
}

/** The `this` of the trigger's webhook() for one delivery; `response()` is what it answered. */
function webhookContext({ parameters = { events: ['refund.completed'] }, staticData = {}, rawBody, headers = {} }) {
	const answered = {};
	const res = {
		status(code) {
			answered.status = code;
			return res;
		},
		json(body) {
			answered.body = body;
			return res;
		},
	};
	return {
		response: () => answered,
		getNodeParameter: (name) => parameters[name],
		getWorkflowStaticData: () => staticData,
		getRequestObject: () => ({ rawBody, body: JSON.parse(rawBody.toString()) }),
		getHeaderData: () => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
		getBodyData: () => JSON.parse(rawBody.toString()),
		getResponseObject: () => res,
		helpers: { returnJsonArray: (items) => items.map((json) => ({ json })) },
	};
}

/** The node's output names for a resource and operation, from its own outputs expression. */
function outputNames(parameters) {
	const expression = new Surestep().description.outputs;
	return evaluate(expression, { $parameter: parameters }).map((output) => output.displayName);
}

module.exports = { BASE, KEY, runNode, outputNames, evaluate, request, hookContext, webhookContext };
