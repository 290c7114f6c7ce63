'use strict';
/**
 * Refund, against a live surestep and its Stripe simulator: replays (one bundle run six times,
 * Autoreplay after an ambiguous first run), a pending refund resumed through a real callback,
 * and the errors a Zap sees.
 */
const { test } = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const { useStack } = require('./support/stack');
const { receiver } = require('./support/receiver');
const { App, appTester, withCallback, auth, api, json, payment, refundsAt } = require('./support/tester');

const stack = useStack();
const perform = App.creates.refund.operation.perform;
const performResume = App.creates.refund.operation.performResume;

function sim(path, body) {
  return json(`${stack().stripe}${path}`, { method: body === undefined ? 'GET' : 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
}

/** A ThrottledError's message and delay (zapier-platform-core puts both in a JSON message). */
function throttled(error) {
  assert.equal(error.name, 'ThrottledError', error.message);
  return JSON.parse(error.message);
}

test('one bundle run six times: one refund at Stripe, six completed answers, the first not a replay', async () => {
  const pi = await payment(stack());
  const bundle = { authData: auth(stack()), inputData: { ticket_id: '48213', payment_intent: pi, amount: 1200, currency: 'USD' } };
  const answers = [];
  for (let run = 0; run < 6; run += 1) answers.push(await appTester(perform, bundle));
  assert.deepEqual(answers.map((a) => a.state), Array(6).fill('completed'));
  assert.deepEqual(answers.map((a) => a.replayed), [false, true, true, true, true, true]);
  assert.equal(new Set(answers.map((a) => a.intent_id)).size, 1);
  assert.equal(answers[0].intent_id, `zap:refund:48213:${pi}:1200`);
  assert.equal(new Set(answers.map((a) => a.refund_id)).size, 1);
  const held = await refundsAt(stack(), pi);
  assert.equal(held.length, 1, 'the simulator holds exactly one refund');
  assert.equal(held[0].id, answers[0].refund_id);
  assert.equal(held[0].amount, 1200);
  // What the Zap may tell the customer: the first run is the news, every replay says when.
  assert.equal(answers[0].customer_message, 'Your refund has been made; the payment provider confirms it.');
  assert.equal(answers[0].already_refunded_on, null);
  const day = answers[0].state_since.slice(0, 10);
  const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(answers[0].state_since));
  for (const replay of answers.slice(1)) {
    assert.equal(replay.state_since, answers[0].state_since, 'a replay carries the original\'s time');
    assert.equal(replay.already_refunded_on, day);
    assert.equal(replay.customer_message, `Your payment was already refunded on ${long}.`);
    assert.doesNotMatch(replay.customer_message, /has been made|is refunded/);
  }
});

test('two refunds of the same amount on one ticket and payment: with an Item each is its own refund; without one the second is a replay', async () => {
  // The stack's policy has no one-refund-per-ticket rule (it would hold the second for a person).
  const pi = await payment(stack());
  const run = (item) => appTester(perform, { authData: auth(stack()), inputData: { ticket_id: '51000', payment_intent: pi, amount: 800, currency: 'usd', ...(item === undefined ? {} : { item }) } });
  const mug = await run('mug-1');
  const second = await run('Blue mug #2'); // not plain: written as its hash, never a `:` of its own
  assert.equal(mug.intent_id, `zap:refund:51000:${pi}:800:mug-1`);
  assert.match(second.intent_id, new RegExp(`^zap:refund:51000:${pi}:800:h[0-9a-f]{24}$`));
  assert.deepEqual([mug.state, second.state], ['completed', 'completed']);
  assert.deepEqual([mug.replayed, second.replayed], [false, false]);
  assert.equal(second.already_refunded_on, null, 'the second item\'s refund is news, not a replay');
  let held = await refundsAt(stack(), pi);
  assert.equal(held.length, 2, 'two refunds at the Stripe simulator');
  assert.deepEqual(held.map((r) => r.amount), [800, 800]);
  assert.deepEqual(new Set(held.map((r) => r.id)), new Set([mug.refund_id, second.refund_id]));
  // The same item again (Autoreplay) is a replay of its own refund, and says so.
  const again = await run('mug-1');
  assert.equal(again.replayed, true);
  assert.equal(again.refund_id, mug.refund_id);
  assert.match(again.customer_message, /^Your payment was already refunded on /);
  // Without an Item, as before: one intent for the ticket, payment and amount.
  const plain = await run();
  const plainAgain = await run('');
  assert.equal(plain.intent_id, `zap:refund:51000:${pi}:800`);
  assert.equal(plainAgain.intent_id, plain.intent_id);
  assert.equal(plainAgain.replayed, true);
  held = await refundsAt(stack(), pi);
  assert.equal(held.length, 3, 'the item-less refund once, its replay nothing more');
  // An Item on a mapped Intent ID joins it too.
  const own = await appTester(perform, { authData: auth(stack()), inputData: { intent_id: 'order-51000', item: 'line-2', payment_intent: pi, amount: 800, currency: 'usd' } });
  assert.equal(own.intent_id, 'order-51000:line-2');
});

test('Autoreplay: a first run whose outcome is unknown, then four replays: one refund', async () => {
  const pi = await payment(stack());
  const bundle = { authData: auth(stack()), inputData: { ticket_id: '50001', payment_intent: pi, amount: 700, currency: 'usd' } };
  // Stripe makes the refund but the answer is lost, and the lookup that would find it fails:
  // surestep cannot verify the outcome, so the step must fail retryably, never as done.
  await sim('/_sim/faults', { mode: 'reset_after', method: 'POST', path: '/v1/refunds', body_contains: pi, times: 1 });
  await sim('/_sim/faults', { mode: 'error_before', method: 'GET', path: '/v1/refunds', status: 500, times: 2 });
  await assert.rejects(appTester(perform, bundle), (error) => {
    const { message, delay } = throttled(error);
    assert.match(message, /could not verify the outcome \(unknown/);
    assert.match(message, /Running it again is safe/);
    assert.ok(delay >= 1 && delay <= 300, `delay ${delay}`);
    return true;
  });
  assert.equal((await refundsAt(stack(), pi)).length, 1, 'Stripe made the refund whose answer was lost');
  const replays = [];
  for (let run = 0; run < 4; run += 1) replays.push(await appTester(perform, bundle));
  assert.deepEqual(replays.map((a) => a.state), Array(4).fill('completed'));
  const held = await refundsAt(stack(), pi);
  assert.equal(held.length, 1, `one refund at the simulator, not ${held.length}`);
  assert.deepEqual([...new Set(replays.map((a) => a.refund_id))], [held[0].id]);
  await json(`${stack().stripe}/_sim/faults`, { method: 'DELETE' });
});

test('a pending refund pauses the Zap and surestep\'s signed callback resumes it with the settled refund', async () => {
  const hooks = await receiver();
  try {
    const pi = await payment(stack());
    const callbackUrl = `${hooks.url}/hooks/callback/123/abc/`;
    const bundle = { authData: auth(stack()), inputData: { ticket_id: '50002', payment_intent: pi, amount: 900, currency: 'usd' } };
    await sim('/_sim/config', { refund_initial_status: 'pending' });
    let paused;
    try {
      paused = await withCallback(callbackUrl)(`creates.refund.operation.perform`, bundle);
    } finally {
      await sim('/_sim/config', { refund_initial_status: null });
    }
    assert.equal(paused.status, 'CALLBACK', 'the Zap waits for the callback');
    assert.equal(paused.results.state, 'pending');
    assert.equal(paused.results.waiting_for, 'surestep');
    assert.match(paused.results.resume_secret, /^whsec_/, 'the callback URL registration\'s own secret, kept for performResume');
    const intent = await api(stack(), `/v1/intents/${encodeURIComponent(paused.results.intent_id)}`);
    assert.equal(intent.body.steps[0].delivery, null, 'nothing delivered while pending');
    // The provider settles it; surestep's worker re-reads it and POSTs the result to the callback.
    const [held] = await refundsAt(stack(), pi);
    await sim(`/_sim/refunds/${held.id}/status`, { status: 'succeeded' });
    const callback = await hooks.next('/hooks/callback/123/abc/', 45000);
    const resumed = await appTester(performResume, {
      authData: auth(stack()), outputData: paused.results, rawRequest: callback.raw, cleanedRequest: JSON.parse(callback.raw.content),
    });
    assert.equal(resumed.state, 'completed');
    assert.equal(resumed.verified, true);
    assert.equal(resumed.refund_id, held.id);
    assert.equal(resumed.callback_signature, 'verified');
    assert.equal(resumed.waiting_for, null);
    assert.equal((await refundsAt(stack(), pi)).length, 1);
    // A forged callback (the body altered) is not believed: the state is read from surestep.
    const forged = { ...callback.raw, content: callback.raw.content.replace('"completed"', '"failed"') };
    const reread = await appTester(performResume, { authData: auth(stack()), outputData: paused.results, rawRequest: forged });
    assert.match(reread.callback_signature, /^not used \(Surestep-Signature does not match\)/);
    assert.equal(reread.state, 'completed');
    assert.equal(resumed.resume_secret, undefined, 'the secret stays out of the output');
    // What an agent holding the Zap's API key could sign with is not believed either: the
    // tenant-wide secret (GET /v1/me handed it to a flow key before issue 42), and the secret of
    // a registration of its own (a resume_url it registered on the same intent).
    assert.equal((await api(stack(), '/v1/me')).body.signing_secret, undefined, 'no secret for a flow key');
    const tenantWide = `whsec_${crypto.createHmac('sha256', stack().signingKey).update(stack().tenant).digest('hex').slice(0, 40)}`;
    const agents = await api(stack(), '/v1/refunds', { method: 'POST', body: {
      intent_id: paused.results.intent_id, provider: 'stripe', payment_intent: pi, amount: 900, currency: 'usd', ticket_id: '50002', resume_url: `${hooks.url}/agent`,
    } });
    assert.match(agents.body.resume_secret, /^whsec_/);
    assert.notEqual(agents.body.resume_secret, paused.results.resume_secret);
    const claimed = callback.raw.content.replace('"completed"', '"failed"');
    for (const secret of [tenantWide, agents.body.resume_secret]) {
      const t = Math.floor(Date.now() / 1000);
      const signature = `t=${t},v1=${crypto.createHmac('sha256', secret).update(`${t}.${claimed}`).digest('hex')}`;
      const headers = Object.fromEntries(Object.entries(callback.raw.headers).filter(([name]) => !/surestep-signature/i.test(name)));
      const forgedByAgent = { ...callback.raw, content: claimed, headers: { ...headers, 'Http-Surestep-Signature': signature } };
      const told = await appTester(performResume, { authData: auth(stack()), outputData: paused.results, rawRequest: forgedByAgent });
      assert.match(told.callback_signature, /^not used \(Surestep-Signature does not match\)/);
      assert.equal(told.state, 'completed', 'the state surestep reads, not the forged "failed"');
    }
  } finally {
    await hooks.close();
  }
});

test('a refund that completes at once does not pause the Zap (no callback URL is made)', async () => {
  const pi = await payment(stack());
  const run = await withCallback('http://127.0.0.1:9/never')('creates.refund.operation.perform', {
    authData: auth(stack()), inputData: { ticket_id: '50003', payment_intent: pi, amount: 100, currency: 'usd' },
  });
  assert.equal(run.results.state, 'completed');
  assert.notEqual(run.status, 'CALLBACK');
});

test('Stripe\'s 429 reaches the Zap as ThrottledError with the wait surestep gives', async () => {
  const pi = await payment(stack());
  await sim('/_sim/faults', { mode: 'rate_limit', method: 'POST', path: '/v1/refunds', retry_after: 2, times: 5 });
  try {
    await assert.rejects(appTester(perform, { authData: auth(stack()), inputData: { payment_intent: pi, amount: 100, currency: 'usd' } }), (error) => {
      const { message, delay } = throttled(error);
      assert.match(message, /unknown, rate_limited/);
      assert.equal(delay, 2);
      return true;
    });
  } finally {
    await json(`${stack().stripe}/_sim/faults`, { method: 'DELETE' });
    // surestep now holds every call on this Stripe key for the Retry-After it was given (its
    // shared budget): the next test's refund waits that out rather than meet it.
    await new Promise((resolve) => setTimeout(resolve, 2500));
  }
  assert.equal((await refundsAt(stack(), pi)).length, 0, 'nothing was refunded');
});

test('a 4xx carries surestep\'s advice, and nothing is sent', async () => {
  const pi = await payment(stack());
  await assert.rejects(appTester(perform, { authData: auth(stack()), inputData: { payment_intent: pi, amount: 100, currency: 'dollars' } }), (error) => {
    assert.equal(error.name, 'AppError');
    const { message, code, status } = JSON.parse(error.message);
    assert.equal(status, 422);
    assert.equal(code, 'validation');
    assert.match(message, /^surestep 422 Validation failed: .* Fields: currency: .+ Nothing was sent to the provider; fix the step and run it again\.$/);
    return true;
  });
  await assert.rejects(appTester(perform, { authData: auth(stack(), stack().opsKey), inputData: { payment_intent: pi, amount: 100, currency: 'usd' } }), (error) => {
    assert.equal(JSON.parse(error.message).status, 403);
    return true;
  });
  await assert.rejects(appTester(perform, { authData: auth(stack()), inputData: { payment_intent: pi, amount: '12.00', currency: 'usd' } }), /not a whole number of minor units/);
  await assert.rejects(appTester(perform, { authData: auth(stack()), inputData: { provider: 'shopify', payment_intent: pi, order_id: 'gid://shopify/Order/1', amount: 100, currency: 'usd' } }), /payment_intent: only for a Stripe refund/);
  assert.equal((await refundsAt(stack(), pi)).length, 0);
});

test('a Shopify refund derives its intent id from the order GID and replays too', async () => {
  const bundle = { authData: auth(stack()), inputData: { provider: 'shopify', ticket_id: '7', order_id: 'gid://shopify/Order/3', amount: 250, currency: 'usd' } };
  const first = await appTester(perform, bundle);
  const again = await appTester(perform, bundle);
  assert.equal(first.intent_id, 'zap:refund:7:shopify.Order.3:250');
  assert.equal(first.provider, 'shopify');
  assert.ok(['completed', 'pending'].includes(first.state), first.detail);
  assert.equal(again.replayed, true);
  assert.equal(again.refund_id, first.refund_id);
});
