'use strict';
/**
 * How the tests run the app: `createAppTester` (zapier-platform-core's own test runner: the
 * app's middleware, z.request making real HTTP calls, Zapier's output checks), and for steps
 * that call `z.generateCallbackUrl()` a runner on `createAppHandler` (the same handler
 * createAppTester wraps) whose event names our loopback receiver as the task's callback URL:
 * createAppTester's is Zapier's staging echo server, which a test must not reach. It returns the
 * envelope's status too (CALLBACK: the Zap waits for the callback).
 */
const fs = require('node:fs');
const path = require('node:path');
const zapier = require('zapier-platform-core');
const App = require('../..');
const { POLICY } = require('./stack');

/** A policy under which ops keys may decide through the API (surestep's default: the console). */
const API_DECISIONS = `${POLICY}[escalations]\ndecisions = "api"\n`;

/** Replace the stack's policy file as an operator would (a new file renamed over it). */
function writePolicy(stack, text) {
  const file = stack.env.SURESTEP_POLICY;
  const next = path.join(path.dirname(file), `.policy-${process.pid}-${Date.now()}.toml`);
  fs.writeFileSync(next, text);
  fs.renameSync(next, file);
}

/** Run `fn` under the policy `text` (surestep re-reads a changed file), then put the stack's back. */
async function withPolicy(stack, text, fn) {
  writePolicy(stack, text);
  try {
    return await fn();
  } finally {
    writePolicy(stack, POLICY);
  }
}

const appTester = zapier.createAppTester(App);

function withCallback(callbackUrl) {
  const handler = zapier.createAppHandler(App);
  return async (method, bundle) => {
    const output = await handler({ command: 'execute', method, bundle, callback_url: callbackUrl, calledFromCli: true, zcacheTestObj: {} });
    return { results: output.results, status: output.status };
  };
}

function auth(stack, key = stack.key) {
  return { base_url: stack.base, api_key: key };
}

async function json(url, options = {}) {
  const response = await fetch(url, { ...options, headers: { 'Content-Type': 'application/json', ...(options.headers || {}) } });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** surestep's own API, as a person would call it (not through the app). */
function api(stack, path, { method = 'GET', body, key = stack.key } = {}) {
  return json(`${stack.base}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { Authorization: `Bearer ${key}` } });
}

let counter = 0;
/** A fresh payment at the Stripe simulator (no other test refunds it). */
async function payment(stack, amount = 5000) {
  counter += 1;
  const id = `pi_zap${Date.now().toString(36)}${process.pid}x${counter}`;
  const made = await json(`${stack.stripe}/_sim/payments`, { method: 'POST', body: JSON.stringify({ id, amount, currency: 'usd' }) });
  if (made.status >= 300) throw new Error(`simulator refused the payment: ${JSON.stringify(made.body)}`);
  return id;
}

/** The refunds the Stripe simulator holds for a payment (its own records). */
async function refundsAt(stack, paymentIntent) {
  return (await json(`${stack.stripe}/_sim/refunds?payment_intent=${paymentIntent}`)).body.data;
}

module.exports = { App, appTester, withCallback, auth, api, json, payment, refundsAt, withPolicy, API_DECISIONS };
