'use strict';
/**
 * The app against surestep's own limits, live: the throttle of Refund (and Decide Escalation)
 * is surestep's default Stripe budget over the Stripe requests one new refund costs, measured at
 * the simulator; and a replay that meets the first run still at Stripe gets surestep's 409 as
 * ThrottledError with surestep's Retry-After, then the one refund.
 */
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { useStack } = require('./support/stack');
const { App, appTester, auth, json, payment, refundsAt } = require('./support/tester');

const stack = useStack();
const perform = App.creates.refund.operation.perform;
const REPO = path.resolve(__dirname, '..', '..');

/** surestep's configuration defaults, read from service/config.py itself. */
function defaults() {
  const code = 'import json; from service import config; c = config.load(environ={}); '
    + 'print(json.dumps({k: c[k] for k in ("STRIPE_RATE_TEST", "STRIPE_MAX_WAIT_S", "SURESTEP_DUPLICATE_WAIT_S")}))';
  return JSON.parse(execFileSync(path.join(REPO, '.venv', 'bin', 'python'), ['-c', code], { cwd: REPO, encoding: 'utf8' }));
}

async function stripeCalls() {
  return (await json(`${stack().stripe}/_sim/requests`)).body.data.filter((e) => e.path.startsWith('/v1/'));
}

test('the Refund throttle is surestep\'s Stripe budget over the Stripe requests of one new refund', async () => {
  const { STRIPE_RATE_TEST: rate, STRIPE_MAX_WAIT_S: maxWait } = defaults();
  const pi = await payment(stack());
  const before = (await stripeCalls()).length;
  const done = await appTester(perform, { authData: auth(stack()), inputData: { ticket_id: '80001', payment_intent: pi, amount: 300, currency: 'usd' } });
  assert.equal(done.state, 'completed');
  const perRefund = (await stripeCalls()).length - before;
  assert.ok(perRefund >= 1, `${perRefund} Stripe requests`);
  for (const key of ['refund', 'decide_escalation']) {
    const { throttle } = App.creates[key].operation;
    assert.deepEqual(throttle, { window: 1, limit: Math.floor(rate / perRefund), scope: ['account'] }, `${key}: ${rate} req/s / ${perRefund} per refund`);
    // A burst of two windows waits for the budget rather than answer unknown (rate_limited).
    assert.ok(2 * throttle.limit * perRefund <= rate * (1 + maxWait));
  }
});

test('a replay meeting the first run still at Stripe: surestep\'s 409 is ThrottledError with its Retry-After, then one refund', async () => {
  const { SURESTEP_DUPLICATE_WAIT_S: dupWait } = defaults();
  const pi = await payment(stack());
  const bundle = { authData: auth(stack()), inputData: { ticket_id: '80002', payment_intent: pi, amount: 400, currency: 'usd' } };
  // Stripe takes 8 s to make this refund (within surestep's 10 s provider timeout).
  await json(`${stack().stripe}/_sim/faults`, { method: 'POST', body: JSON.stringify({ mode: 'latency', method: 'POST', path: '/v1/refunds', body_contains: pi, delay_s: 8, times: 1 }) });
  try {
    const first = appTester(perform, bundle);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await assert.rejects(appTester(perform, bundle), (error) => {
      assert.equal(error.name, 'ThrottledError', error.message);
      const { message, delay } = JSON.parse(error.message);
      assert.match(message, /^surestep 409 .*being executed by another request.* Zapier runs the step again in \d+ s\. Running it again is safe/);
      assert.equal(delay, Math.ceil(dupWait), 'the wait is surestep\'s Retry-After');
      return true;
    });
    const answered = await first;
    assert.equal(answered.state, 'completed');
    const again = await appTester(perform, bundle); // Zapier's run after the wait: a replay
    assert.equal(again.replayed, true);
    assert.equal(again.refund_id, answered.refund_id);
    assert.equal((await refundsAt(stack(), pi)).length, 1);
  } finally {
    await json(`${stack().stripe}/_sim/faults`, { method: 'DELETE' });
  }
});
