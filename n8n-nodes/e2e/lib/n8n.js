'use strict';
/**
 * A real n8n (the installed CLI) with a private user folder, this package loaded as a community
 * node from `$N8N_USER_FOLDER/.n8n/nodes/node_modules/n8n-nodes-surestep`, credentials and
 * workflows imported with the CLI, runs with `n8n execute --id`, and `n8n start` for webhooks,
 * the REST API (owner, credential test, API key) and the public API (executions).
 */
const fs = require('node:fs');
const path = require('node:path');
const { freePort, run, startProcess, waitFor } = require('./processes');

const PACKAGE_DIR = path.resolve(__dirname, '..', '..');
const BROWSER_ID = 'surestep-e2e';
const OWNER = { email: 'e2e@surestep.local', firstName: 'Surestep', lastName: 'E2E', password: 'Surestep-e2e-1' };

class N8n {
	/** `bin`: the n8n executable; `home`: a fresh folder for its user data. */
	constructor(bin, home) {
		this.bin = bin;
		this.home = home;
		this.server = null;
		this.cookie = '';
	}

	/** Copies the built package (package.json + dist) where n8n loads community nodes. */
	installPackage() {
		const target = path.join(this.home, '.n8n', 'nodes', 'node_modules', 'n8n-nodes-surestep');
		fs.rmSync(target, { recursive: true, force: true });
		fs.mkdirSync(target, { recursive: true });
		fs.copyFileSync(path.join(PACKAGE_DIR, 'package.json'), path.join(target, 'package.json'));
		fs.cpSync(path.join(PACKAGE_DIR, 'dist'), path.join(target, 'dist'), { recursive: true });
	}

	async env() {
		this.port ??= await freePort();
		this.brokerPort ??= await freePort();
		return {
			...process.env,
			N8N_USER_FOLDER: this.home,
			N8N_PORT: String(this.port),
			N8N_LISTEN_ADDRESS: '127.0.0.1',
			WEBHOOK_URL: `http://127.0.0.1:${this.port}/`,
			N8N_RUNNERS_BROKER_PORT: String(this.brokerPort),
			N8N_ENCRYPTION_KEY: 'surestep-e2e-encryption-key',
			N8N_DIAGNOSTICS_ENABLED: 'false',
			N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
			N8N_TEMPLATES_ENABLED: 'false',
			N8N_PERSONALIZATION_ENABLED: 'false',
			N8N_SECURE_COOKIE: 'false',
			N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
			N8N_LOG_LEVEL: 'info',
			NODE_OPTIONS: '--max-old-space-size=2048',
		};
	}

	/** Runs one CLI command; throws with its output when it exits non-zero. */
	async cli(args, timeoutMs = 180000) {
		const started = Date.now();
		const result = await run('n8n ' + args[0], this.bin, args, { env: await this.env() }, timeoutMs);
		console.log(`  n8n ${args.join(' ')}  (${((Date.now() - started) / 1000).toFixed(1)} s, exit ${result.code})`);
		if (result.code !== 0) throw new Error(`n8n ${args.join(' ')} exited ${result.code}:\n${result.output.slice(-4000)}`);
		return result.output;
	}

	async importJson(kind, name, data) {
		const file = path.join(this.home, `${name}.json`);
		fs.writeFileSync(file, JSON.stringify(data, null, 2));
		return await this.cli([`import:${kind}`, `--input=${file}`]);
	}

	/** `n8n execute --id`: the execution's full data (it prints it as JSON after a ==== line). */
	async execute(id) {
		const output = await this.cli(['execute', `--id=${id}`]);
		const marker = output.indexOf('====================================');
		if (marker < 0) throw new Error(`n8n execute printed no result:\n${output.slice(-4000)}`);
		const jsonStart = output.indexOf('{', marker);
		return JSON.parse(output.slice(jsonStart, output.lastIndexOf('}') + 1));
	}

	/** `n8n start`, then the owner account (its cookie) and a public API key. */
	async start() {
		const started = Date.now();
		this.server = startProcess('n8n start', this.bin, ['start'], { env: await this.env() });
		this.base = `http://127.0.0.1:${this.port}`;
		await waitFor('n8n to serve', async () => {
			if (this.server.child.exitCode !== null) throw new Error(`n8n start exited:\n${this.server.output().slice(-3000)}`);
			// /healthz answers before the REST routes are mounted; /rest/settings waits for them.
			// While n8n is still starting, every path answers 200 with an HTML "n8n is starting
			// up. Please wait" page: only a JSON answer means the REST API is there.
			const response = await fetch(`${this.base}/rest/settings`);
			if (!response.ok || !(response.headers.get('content-type') || '').includes('json')) return false;
			try {
				JSON.parse(await response.text());
				return true;
			} catch {
				return false;
			}
		}, 180000, 1000);
		console.log(`  n8n start: ready on ${this.base} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
		const setup = await fetch(`${this.base}/rest/owner/setup`, {
			method: 'POST',
			// The auth cookie is bound to this browser id; every later REST call sends the same one.
			headers: { 'content-type': 'application/json', 'browser-id': BROWSER_ID },
			body: JSON.stringify(OWNER),
		});
		if (!setup.ok) throw new Error(`owner setup: ${setup.status} ${await setup.text()}`);
		this.cookie = setup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
		const key = await this.rest('POST', '/rest/api-keys', {
			label: 'surestep e2e', expiresAt: null, scopes: ['execution:read', 'execution:list', 'workflow:read', 'workflow:activate', 'workflow:deactivate'],
		});
		this.apiKey = key.data.rawApiKey;
	}

	/** A call to n8n's internal REST API as the owner; returns the parsed body. */
	async rest(method, urlPath, body) {
		const response = await fetch(this.base + urlPath, {
			method,
			headers: { 'content-type': 'application/json', cookie: this.cookie, 'browser-id': BROWSER_ID },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${text}`);
		try {
			return JSON.parse(text);
		} catch {
			throw new Error(`${method} ${urlPath}: ${response.status}, not JSON: ${text.slice(0, 500)}`);
		}
	}

	/** A call to n8n's public API with the API key (GET, or `method`). */
	async publicApi(urlPath, method = 'GET') {
		const response = await fetch(`${this.base}/api/v1${urlPath}`, { method, headers: { 'X-N8N-API-KEY': this.apiKey } });
		const text = await response.text();
		if (!response.ok) throw new Error(`${method} /api/v1${urlPath}: ${response.status} ${text}`);
		return JSON.parse(text);
	}

	async stop() {
		if (this.server) await this.server.stop(20000);
	}
}

module.exports = { N8n };
