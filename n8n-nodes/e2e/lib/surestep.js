'use strict';
/**
 * surestep for the end-to-end test, started the way `make run` starts it: `python -m
 * sandbox.devrun` with REDIS_URL and STRIPE_API_KEY unset, so it runs the embedded Redis and the
 * Stripe simulator (seeded with pi_demo_1..5), gunicorn and the RQ worker. It gets a free port,
 * its own SURESTEP_VAR_DIR, a known API key and ops key, a guard policy that sends refunds over
 * 200.00 USD to a person (`POLICY`: decisions in surestep's console, its default; a test that
 * decides with the ops key on the API first writes `API_DECISIONS`, `writePolicy`), and loopback
 * allowed as a delivery target (n8n is local). A Zendesk simulator is started here and handed to
 * the service (ZENDESK_*), so ticket steps reach it.
 */
const fs = require('node:fs');
const path = require('node:path');
const { freePort, run, startProcess, waitFor } = require('./processes');

const REPO = path.resolve(__dirname, '..', '..', '..');
const POLICY = '[refunds]\napproval_above = { usd = 20000 }\n';
/** The same, with ops keys allowed to decide through the API (`[escalations] decisions = "api"`). */
const API_DECISIONS = `${POLICY}[escalations]\ndecisions = "api"\n`;

/** Replaces a policy file as an operator does (a new file renamed over it); surestep re-reads it. */
function replacePolicy(file, text) {
	const next = `${file}.${process.pid}.${Date.now()}.new`;
	fs.writeFileSync(next, text);
	fs.renameSync(next, file);
}

function python() {
	return process.env.SURESTEP_PYTHON || path.join(REPO, '.venv', 'bin', 'python');
}

async function getJson(url, options = {}) {
	const response = await fetch(url, options);
	const text = await response.text();
	return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/**
 * Starts one more provider simulator (an account of its own: `kind` stripe, shopify or zendesk;
 * `--seed-demo` among `args` for its demo data): {url, proc}.
 */
async function startSimulator(kind, args = []) {
	const port = await freePort();
	const proc = startProcess(`${kind}-sim`, python(), ['-m', 'sandbox.simulators', kind, '--port', String(port), ...args], { cwd: REPO });
	const url = `http://127.0.0.1:${port}`;
	try {
		await waitFor(`a ${kind} simulator`, async () => (await fetch(`${url}/_sim/config`)).ok, 20000, 200);
	} catch (error) {
		await proc.stop();
		throw error;
	}
	return { url, proc };
}

/** Starts the Zendesk simulator (seeded tickets 1-20) if this checkout has one, else null. */
async function startZendesk() {
	const listed = await run('simulators', python(), ['-m', 'sandbox.simulators', '--help'], { cwd: REPO }, 30000);
	if (!/zendesk/.test(listed.output)) return null;
	return await startSimulator('zendesk', ['--seed-demo']);
}

/**
 * Starts surestep; resolves to {base, key, stripeSim, zendeskSim, stop()} once /v1/health answers
 * and the banner named the Stripe simulator. `extraEnv` is added to its environment.
 */
async function startSurestep(varDir, extraEnv = {}) {
	fs.mkdirSync(varDir, { recursive: true });
	const zendesk = await startZendesk();
	const port = await freePort();
	const key = `sst_e2e_${Date.now().toString(36)}`;
	const opsKey = `sst_ops_${Date.now().toString(36)}`;
	// A person must approve refunds over 200.00 USD (what the approval flow is for).
	const policy = path.join(varDir, 'policy.toml');
	fs.writeFileSync(policy, POLICY);
	const env = {
		...process.env,
		PORT: String(port),
		SURESTEP_VAR_DIR: varDir,
		SURESTEP_API_KEYS: `e2e:${key}`,
		SURESTEP_OPS_KEYS: `e2e:ana:${opsKey}`,
		SURESTEP_POLICY: policy,
		// n8n runs on this machine: its resume and webhook URLs are on loopback.
		SURESTEP_ALLOWED_TARGETS: '127.0.0.1',
		...extraEnv,
	};
	delete env.REDIS_URL;
	delete env.STRIPE_API_KEY;
	delete env.STRIPE_API_BASE;
	if (zendesk) {
		Object.assign(env, { ZENDESK_BASE_URL: zendesk.url, ZENDESK_EMAIL: 'e2e@surestep.local', ZENDESK_API_TOKEN: 'e2e-token' });
	}
	const proc = startProcess('surestep', python(), ['-m', 'sandbox.devrun'], { cwd: REPO, env });
	const base = `http://127.0.0.1:${port}`;
	let stripeSim;
	try {
		stripeSim = await waitFor('surestep (make run) to come up', async () => {
			if (proc.child.exitCode !== null) throw new Error(`devrun exited:\n${proc.output().slice(-3000)}`);
			const match = proc.output().match(/Stripe:\s+(http:\/\/127\.0\.0\.1:\d+) \(simulator\)/);
			return match && (await fetch(`${base}/v1/health`)).status < 500 && match[1];
		}, 60000);
	} catch (error) {
		// Nothing to hand back, so nobody else would stop them (the test runner would wait on them).
		await proc.stop();
		if (zendesk) await zendesk.proc.stop();
		throw error;
	}
	return {
		base,
		key,
		opsKey,
		stripeSim,
		zendeskSim: zendesk?.url ?? null,
		output: proc.output,
		/** Replaces the run's policy (`POLICY`, `API_DECISIONS` or any TOML). */
		writePolicy: (text) => replacePolicy(policy, text),
		async stop() {
			await proc.stop();
			if (zendesk) await zendesk.proc.stop();
		},
	};
}

module.exports = { startSurestep, startSimulator, getJson, python, REPO, POLICY, API_DECISIONS };
