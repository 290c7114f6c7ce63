'use strict';
/**
 * A live surestep for the tests: `.venv/bin/surestep dev` (embedded Redis, the Stripe, Shopify
 * and Zendesk simulators, the API and a worker) on a free loopback port, with its own
 * SURESTEP_VAR_DIR under a temp dir, known keys, a guard policy that sends refunds over 200.00
 * USD to a person (`POLICY`; decisions in the console, surestep's default: a test that decides
 * through the API says `decisions = "api"` for its own run, test/support/tester.js `withPolicy`),
 * and loopback allowed as an outbound target (the tests' receivers). Stopped by
 * its own process group id. `test/support/run.js` starts one for the whole run and hands it to
 * each test file in SURESTEP_ZAPIER_STACK; a file run alone starts its own.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const REPO = path.resolve(__dirname, '..', '..', '..');
const POLICY = '[refunds]\napproval_above = { usd = 20000 }\n';
const SURESTEP = process.env.SURESTEP_BIN || path.join(REPO, '.venv', 'bin', 'surestep');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(what, check, timeoutMs, intervalMs = 250) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

/** Starts surestep dev; resolves to the stack's description once /v1/health has a worker. */
async function start() {
  if (!fs.existsSync(SURESTEP)) throw new Error(`${SURESTEP} is missing: run \`make .venv/.installed-dev\` at the repository's root first`);
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surestep-zapier-'));
  const policy = path.join(varDir, 'policy.toml');
  fs.writeFileSync(policy, POLICY);
  const port = await freePort();
  const stamp = Date.now().toString(36);
  // signingKey: the tenant-wide secret is derived from it, so a test can forge with it
  const stack = { base: `http://127.0.0.1:${port}`, key: `sst_zap_${stamp}`, opsKey: `sst_zapops_${stamp}`, tenant: 'zapier-test', varDir, signingKey: `sign_${stamp}` };
  const env = {
    ...process.env,
    PORT: String(port),
    SURESTEP_VAR_DIR: varDir,
    SURESTEP_API_KEYS: `${stack.tenant}:${stack.key}`,
    SURESTEP_OPS_KEYS: `${stack.tenant}:ana:${stack.opsKey}`,
    SURESTEP_POLICY: policy,
    SURESTEP_ALLOWED_TARGETS: '127.0.0.1',
    SURESTEP_DELIVERY_BACKOFF_S: '1',
    SURESTEP_SIGNING_KEY: stack.signingKey,
  };
  stack.env = { SURESTEP_API_KEYS: env.SURESTEP_API_KEYS, SURESTEP_OPS_KEYS: env.SURESTEP_OPS_KEYS, SURESTEP_POLICY: policy, SURESTEP_VAR_DIR: varDir };
  for (const name of ['REDIS_URL', 'STRIPE_API_KEY', 'STRIPE_API_BASE', 'SHOPIFY_SHOP_URL', 'ZENDESK_BASE_URL']) delete env[name];
  // Its output goes straight to a file: a pipe that nobody reads while a test blocks (run.js
  // waits for `node --test`) fills up and stalls surestep mid-request.
  stack.log = path.join(varDir, 'surestep.log');
  const log = fs.openSync(stack.log, 'a');
  const child = spawn(SURESTEP, ['dev'], { cwd: varDir, env, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  child.unref(); // stopped by stop(), never kept alive by this process's event loop
  const output = () => fs.readFileSync(stack.log, 'utf8');
  stack.pid = child.pid;
  try {
    await waitFor('surestep dev', async () => {
      if (child.exitCode !== null) throw new Error(`surestep dev exited ${child.exitCode}:\n${output().slice(-3000)}`);
      const stripe = /Stripe:\s+(http:\/\/127\.0\.0\.1:\d+) \(simulator\)/.exec(output());
      const zendesk = /Zendesk:\s+(http:\/\/127\.0\.0\.1:\d+) \(simulator/.exec(output());
      const redis = /Redis:\s+(redis:\/\/\S+)/.exec(output());
      if (!stripe || !zendesk || !redis) return false;
      const health = await (await fetch(`${stack.base}/v1/health`)).json();
      if (health.workers.count < 1) return false;
      stack.stripe = stripe[1];
      stack.zendesk = zendesk[1];
      stack.redis = redis[1]; // for the CLI (test/triggers.test.js runs `surestep reconcile`)
      return true;
    }, 90000);
  } catch (error) {
    stop(stack);
    throw error;
  }
  return stack;
}

/** Stops the stack's process group (surestep dev stops its children in order on SIGTERM). */
function stop(stack) {
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline) {
    try {
      process.kill(-stack.pid, 0);
    } catch {
      fs.rmSync(stack.varDir, { recursive: true, force: true });
      return;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
  try {
    process.kill(-stack.pid, 'SIGKILL');
  } catch {
    /* gone meanwhile */
  }
  fs.rmSync(stack.varDir, { recursive: true, force: true });
}

/**
 * For a test file: the run's stack (SURESTEP_ZAPIER_STACK), or, for a file run alone, one of its
 * own started before its tests and stopped after them. Returns a getter.
 */
function useStack() {
  const { before, after } = require('node:test');
  let current = null;
  let own = null;
  before(async () => {
    if (process.env.SURESTEP_ZAPIER_STACK) current = JSON.parse(process.env.SURESTEP_ZAPIER_STACK);
    else current = own = await start();
  });
  after(() => { if (own) stop(own); });
  return () => current;
}

module.exports = { start, stop, useStack, freePort, waitFor, POLICY };
