'use strict';
/**
 * REST-hook triggers against a live surestep: subscribe and unsubscribe as seen in
 * /v1/subscriptions; real deliveries to a loopback receiver standing in for the Zap's hook URL,
 * handed to perform as Zapier hands them (signature checked, deduplicated on the event id); and
 * performList's samples equal to the real events.
 */
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useStack } = require('./support/stack');
const { receiver } = require('./support/receiver');
const path = require('node:path');
const { execFile } = require('node:child_process');
const { App, appTester, auth, api, json, payment, withPolicy, API_DECISIONS } = require('./support/tester');

const stack = useStack();
const hook = (key) => App.triggers[key].operation;

async function subscribed(key, hooks, path) {
  const data = await appTester(hook(key).performSubscribe, { authData: auth(stack()), targetUrl: `${hooks.url}${path}` });
  assert.match(data.id, /^sub_/);
  assert.match(data.secret, /^whsec_/);
  return data;
}

test('turning a Zap on subscribes its hook URL, turning it off unsubscribes it', async () => {
  const hooks = await receiver();
  try {
    const sub = await subscribed('refund_failed', hooks, '/hooks/standard/1/on-off/');
    const listed = (await api(stack(), '/v1/subscriptions')).body.data.find((s) => s.id === sub.id);
    assert.deepEqual({ target_url: listed.target_url, events: listed.events }, { target_url: `${hooks.url}/hooks/standard/1/on-off/`, events: ['refund.failed'] });
    await appTester(hook('refund_failed').performUnsubscribe, { authData: auth(stack()), subscribeData: sub });
    assert.equal((await api(stack(), '/v1/subscriptions')).body.data.find((s) => s.id === sub.id), undefined);
    // Zapier may unsubscribe twice (a retry): still fine.
    await appTester(hook('refund_failed').performUnsubscribe, { authData: auth(stack()), subscribeData: sub });
  } finally {
    await hooks.close();
  }
});

test('Refund Completed: a real delivery starts the Zap once, a copy or a forgery starts nothing, and the sample equals the event', async () => {
  const hooks = await receiver();
  const sub = await subscribed('refund_completed', hooks, '/hooks/standard/2/completed/');
  try {
    const pi = await payment(stack());
    const refund = await appTester(App.creates.refund.operation.perform, { authData: auth(stack()), inputData: { ticket_id: '70001', payment_intent: pi, amount: 1500, currency: 'usd' } });
    const delivery = await hooks.next('/hooks/standard/2/completed/', 30000, (e) => JSON.parse(e.raw.content).data.intent_id === refund.intent_id);
    const real = JSON.parse(delivery.raw.content);
    assert.equal(real.type, 'refund.completed');
    const bundle = { authData: auth(stack()), subscribeData: sub, rawRequest: delivery.raw, cleanedRequest: real };
    const tester = require('zapier-platform-core').createAppTester(App); // one Zap: one cache
    // Forgeries first, while the cache is empty: only the signature can stop them.
    const forged = { ...delivery.raw, content: delivery.raw.content.replace('"amount": 1500', '"amount": 99999') };
    assert.notEqual(forged.content, delivery.raw.content);
    assert.deepEqual(await tester(hook('refund_completed').perform, { ...bundle, rawRequest: forged }), [], 'an altered body starts nothing');
    const unsigned = { ...delivery.raw, headers: { 'Content-Type': 'application/json' } };
    assert.deepEqual(await tester(hook('refund_completed').perform, { ...bundle, rawRequest: unsigned }), [], 'an unsigned one neither');
    const otherSecret = { ...bundle, subscribeData: { ...sub, secret: 'whsec_not_this_one' } };
    assert.deepEqual(await tester(hook('refund_completed').perform, otherSecret), [], 'nor one signed for another subscription');
    assert.deepEqual(await tester(hook('refund_completed').perform, bundle), [real]);
    assert.deepEqual(await tester(hook('refund_completed').perform, bundle), [], 'a retried delivery (same event id) starts nothing');
    // The Zap editor's sample: rebuilt from surestep's records, equal to the event but for its id.
    const samples = await appTester(hook('refund_completed').performList, { authData: auth(stack()) });
    const sample = samples.find((s) => s.data.intent_id === refund.intent_id);
    assert.ok(sample, 'the newest completed refund is among the samples');
    assert.deepEqual(sample.data, real.data);
    assert.equal(sample.type, real.type);
    assert.deepEqual(Object.keys(sample).sort(), Object.keys(real).sort());
  } finally {
    await appTester(hook('refund_completed').performUnsubscribe, { authData: auth(stack()), subscribeData: sub });
    await hooks.close();
  }
});

test('Refund Escalated and Escalation Decided: samples equal the real events', async () => {
  const hooks = await receiver();
  const created = await subscribed('escalation_created', hooks, '/hooks/standard/3/created/');
  const resolved = await subscribed('escalation_resolved', hooks, '/hooks/standard/3/resolved/');
  try {
    const pi = await payment(stack(), 60000);
    const refund = await appTester(App.creates.refund.operation.perform, { authData: auth(stack()), inputData: { ticket_id: '70002', payment_intent: pi, amount: 30000, currency: 'usd' } });
    assert.equal(refund.state, 'escalated');
    const mine = (e) => JSON.parse(e.raw.content).data.intent_id === refund.intent_id;
    const opened = JSON.parse((await hooks.next('/hooks/standard/3/created/', 30000, mine)).raw.content);
    const [openSample] = (await appTester(hook('escalation_created').performList, { authData: auth(stack()) })).filter((s) => s.data.intent_id === refund.intent_id);
    assert.deepEqual(openSample.data, opened.data);
    await withPolicy(stack(), API_DECISIONS, () => appTester(App.creates.decide_escalation.operation.perform, { authData: auth(stack(), stack().opsKey), inputData: { escalation_id: refund.escalation.id, decision: 'reject', note: 'not this time' } }));
    const decided = JSON.parse((await hooks.next('/hooks/standard/3/resolved/', 30000, mine)).raw.content);
    assert.equal(decided.data.state, 'rejected');
    const [decidedSample] = (await appTester(hook('escalation_resolved').performList, { authData: auth(stack()) })).filter((s) => s.data.intent_id === refund.intent_id);
    assert.deepEqual(decidedSample.data, decided.data);
  } finally {
    for (const sub of [created, resolved]) await appTester(hook('escalation_created').performUnsubscribe, { authData: auth(stack()), subscribeData: sub });
    await hooks.close();
  }
});

test('Refund Failed: a refused refund\'s real event starts the Zap, and its sample equals it', async () => {
  const hooks = await receiver();
  const sub = await subscribed('refund_failed', hooks, '/hooks/standard/4/failed/');
  try {
    const pi = await payment(stack()); // a usd payment, refunded in eur: Stripe refuses it
    const refund = await appTester(App.creates.refund.operation.perform, { authData: auth(stack()), inputData: { ticket_id: '70003', payment_intent: pi, amount: 800, currency: 'eur' } });
    assert.equal(refund.state, 'failed', refund.detail);
    const delivery = await hooks.next('/hooks/standard/4/failed/', 30000, (e) => JSON.parse(e.raw.content).data.intent_id === refund.intent_id);
    const real = JSON.parse(delivery.raw.content);
    assert.equal(real.type, 'refund.failed');
    assert.deepEqual(await appTester(hook('refund_failed').perform, { authData: auth(stack()), subscribeData: sub, rawRequest: delivery.raw }), [real]);
    const [sample] = (await appTester(hook('refund_failed').performList, { authData: auth(stack()) })).filter((s) => s.data.intent_id === refund.intent_id);
    assert.ok(sample, 'the newest failed refund is among the samples');
    assert.deepEqual(sample.data, real.data);
    assert.deepEqual(Object.keys(sample).sort(), Object.keys(real).sort());
  } finally {
    await appTester(hook('refund_failed').performUnsubscribe, { authData: auth(stack()), subscribeData: sub });
    await hooks.close();
  }
});

/** `surestep reconcile` (the CLI a cron job runs) against the stack's Redis and Stripe simulator. */
function reconcile() {
  const bin = process.env.SURESTEP_BIN || path.join(__dirname, '..', '..', '.venv', 'bin', 'surestep');
  const env = { PATH: process.env.PATH, ...stack().env, REDIS_URL: stack().redis, STRIPE_API_KEY: 'sk_test_surestep_simulator', STRIPE_API_BASE: stack().stripe, SURESTEP_ALLOWED_TARGETS: '127.0.0.1' };
  return new Promise((resolve, reject) => {
    execFile(bin, ['reconcile', '--since', '1h', '--json'], { env, cwd: stack().varDir, timeout: 60000 }, (error, stdout, stderr) => {
      // exit 1: it found a discrepancy (what this test makes); anything else is a failure
      if (error && error.code !== 1) reject(new Error(`surestep reconcile exited ${error.code}: ${stderr}`));
      else resolve(stdout);
    });
  });
}

test('Reconciliation Finding: a refund made by hand at Stripe is found, its event starts the Zap, and the sample equals it', async () => {
  const hooks = await receiver();
  const sub = await subscribed('reconciliation_discrepancy', hooks, '/hooks/standard/5/recon/');
  try {
    // A payment the Zap refunded in part, then refunded again by hand in Stripe's dashboard.
    const pi = await payment(stack());
    const ours = await appTester(App.creates.refund.operation.perform, { authData: auth(stack()), inputData: { ticket_id: '70004', payment_intent: pi, amount: 1000, currency: 'usd' } });
    assert.equal(ours.state, 'completed');
    const manual = await fetch(`${stack().stripe}/v1/refunds`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_surestep_simulator', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: pi, amount: '500' }),
    });
    assert.equal(manual.status, 200, await manual.clone().text());
    const made = await manual.json();
    await reconcile();
    const delivery = await hooks.next('/hooks/standard/5/recon/', 30000);
    const real = JSON.parse(delivery.raw.content);
    assert.equal(real.type, 'reconciliation.discrepancy');
    const found = real.data.findings.find((f) => f.kind === 'manual_refund' && JSON.stringify(f).includes(made.id));
    assert.ok(found, `the manual refund ${made.id} is a finding: ${JSON.stringify(real.data.counts)}`);
    assert.deepEqual(await appTester(hook('reconciliation_discrepancy').perform, { authData: auth(stack()), subscribeData: sub, rawRequest: delivery.raw }), [real]);
    const [sample] = (await appTester(hook('reconciliation_discrepancy').performList, { authData: auth(stack()) })).filter((s) => s.data.reconciliation_id === real.data.reconciliation_id);
    assert.ok(sample, 'the report is among the samples');
    assert.deepEqual(sample.data, real.data);
    assert.equal(sample.type, real.type);
    assert.deepEqual(Object.keys(sample).sort(), Object.keys(real).sort());
  } finally {
    await appTester(hook('reconciliation_discrepancy').performUnsubscribe, { authData: auth(stack()), subscribeData: sub });
    await hooks.close();
  }
});
