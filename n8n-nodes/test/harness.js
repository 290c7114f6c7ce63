'use strict';
/**
 * A small stand-in for the part of n8n's IExecuteFunctions the Surestep node uses, so its
 * operations run as n8n would run them while nock intercepts the HTTP they send.
 *
 * What it promises: the node is of `typeVersion` (default 2, the node's defaultVersion, what a new
 * node gets; 1 is a node saved before version 2). Its parameters are completed with the node's
 * defaults by n8n-workflow's own NodeHelpers.getNodeParameters, as n8n does when it loads a
 * workflow (the property shown for the resource, operation and `@version`), and `={{ ... }}`
 * values, inside collections too, are evaluated against the item (`$json`) and `$execution`. `outputNames` asks
 * n8n-workflow's getNodeOutputs, on a real Workflow, which outputs the editor draws. HTTP goes
 * out over node:http with the credential's own `authenticate` headers applied, and honours
 * baseURL, qs, json, timeout, returnFullResponse and ignoreHttpStatusErrors like n8n's helper.
 * A failed request throws what n8n's helper throws: n8n-workflow's own NodeApiError wrapped around
 * the network error (its `code`, e.g. ECONNRESET, turned into n8n's readable message), never a
 * plain Error, so the node's errors are tested as a builder meets them.
 * `loadOptions` runs a list's method as the editor does (ILoadOptionsFunctions).
 * `hookContext` and `webhookContext` stand in for the trigger's activation hooks and for one
 * webhook delivery the same way. The real n8n runs the same built nodes in the end-to-end test
 * (e2e/).
 */
const http = require('node:http');
const { ExecutionBaseError, NodeApiError, NodeHelpers, Workflow } = require('n8n-workflow');
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

/** A parameter's value with every expression in it evaluated, collections too, as n8n resolves them. */
function evaluateDeep(value, scope) {
	if (Array.isArray(value)) return value.map((item) => evaluateDeep(item, scope));
	if (value && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, evaluateDeep(item, scope)]));
	}
	return evaluate(value, scope);
}

/** The node as a saved workflow holds it, its parameters completed as n8n completes them on load. */
function savedNode(parameters, typeVersion) {
	const { description } = new Surestep();
	const node = { id: 'n1', name: 'Surestep', type: 'n8n-nodes-surestep.surestep', typeVersion, position: [0, 0], parameters };
	node.parameters = NodeHelpers.getNodeParameters(description.properties, parameters, true, false, node, description);
	return node;
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
	typeVersion = 2,
	items = [{ json: {} }],
	credentials = { baseUrl: BASE, apiKey: KEY },
	continueOnFail = false,
	execution = { id: '42', resumeUrl: 'http://n8n.test/webhook-waiting/42' },
} = {}) {
	const node = new Surestep();
	const nodeInfo = savedNode(parameters, typeVersion);
	const getNodeParameter = (name, itemIndex, fallback) => {
		const scope = { $json: items[itemIndex]?.json ?? {}, $execution: execution };
		if (name in nodeInfo.parameters) return evaluateDeep(nodeInfo.parameters[name], scope);
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

/**
 * Runs one of the node's `methods.loadOptions` as n8n's editor does (ILoadOptionsFunctions): the
 * node holds the editor's current parameters, completed with their defaults; the credential is
 * applied to its requests. Returns the options the list shows.
 */
async function loadOptions(method, { parameters = {}, typeVersion = 2, credentials = { baseUrl: BASE, apiKey: KEY } } = {}) {
	const type = new Surestep();
	const nodeInfo = savedNode(parameters, typeVersion);
	const ctx = {
		getNode: () => nodeInfo,
		getCurrentNodeParameter: (name) => nodeInfo.parameters[name],
		getCurrentNodeParameters: () => nodeInfo.parameters,
		getNodeParameter: (name, fallback) => nodeInfo.parameters[name] ?? fallback,
		getCredentials: async (name) => {
			if (name !== 'surestepApi') throw new Error(`unexpected credential ${name}`);
			return credentials;
		},
		helpers: {
			async httpRequestWithAuthentication(name, options) {
				if (name !== 'surestepApi') throw new Error(`unexpected credential ${name}`);
				return await authenticatedRequest(nodeInfo, credentials, options);
			},
		},
	};
	return await type.methods.loadOptions[method].call(ctx);
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

/**
 * The output names n8n gives a node of `typeVersion` with these parameters: n8n-workflow's
 * getNodeOutputs evaluates the node's outputs expression on a real Workflow holding the node.
 */
function outputNames(parameters, typeVersion = 2) {
	const type = new Surestep();
	const node = savedNode(parameters, typeVersion);
	const nodeTypes = { getByName: () => type, getByNameAndVersion: () => type, getKnownTypes: () => ({}) };
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	return NodeHelpers.getNodeOutputs(workflow, node, type.description).map((output) => output.displayName);
}

module.exports = { BASE, KEY, runNode, loadOptions, outputNames, evaluate, request, hookContext, webhookContext };
