'use strict';
/** Update Ticket, Escalate, Decide Escalation and Find Intent against a live surestep. */
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useStack } = require('./support/stack');
const { App, appTester, auth, api, json, payment, refundsAt, withPolicy, API_DECISIONS } = require('./support/tester');

const stack = useStack();

async function ticket() {
  const made = await json(`${stack().zendesk}/_sim/tickets`, { method: 'POST', body: JSON.stringify({ subject: 'zapier test' }) });
  return made.body.data[0].id;
}

async function comments(ticketId) {
  return (await json(`${stack().zendesk}/_sim/comments?ticket_id=${ticketId}`)).body.data;
}

test('Update Ticket run three times posts its comment once, and waits for Zendesk', async () => {
  const id = await ticket();
  const bundle = { authData: auth(stack()), inputData: { ticket_id: String(id), comment: 'Your refund is on its way.', status: 'solved', tags_add: ['refunded'] } };
  const runs = [];
  for (let run = 0; run < 3; run += 1) runs.push(await appTester(App.creates.ticket_update.operation.perform, bundle));
  assert.deepEqual(runs.map((r) => r.state), ['completed', 'completed', 'completed']);
  assert.deepEqual(runs.map((r) => r.replayed), [false, true, true]);
  assert.match(runs[0].intent_id, new RegExp(`^zap:ticket:${id}:[0-9a-f]{16}$`));
  const posted = (await comments(id)).filter((c) => c.body === 'Your refund is on its way.');
  assert.equal(posted.length, 1);
  // Another comment is another update: a new intent, a second comment.
  const other = await appTester(App.creates.ticket_update.operation.perform, { ...bundle, inputData: { ...bundle.inputData, comment: 'One more thing.' } });
  assert.notEqual(other.intent_id, runs[0].intent_id);
  assert.equal((await comments(id)).length, posted.length + 1);
});

test('Decide an Escalation under surestep\'s default (decisions in the console): 403 naming the console, nothing decided, nothing at Stripe', async () => {
  const pi = await payment(stack(), 60000);
  const escalated = await appTester(App.creates.refund.operation.perform, { authData: auth(stack()), inputData: { ticket_id: '60900', payment_intent: pi, amount: 25000, currency: 'usd' } });
  assert.equal(escalated.state, 'escalated');
  const escId = escalated.escalation.id;
  for (const decision of ['approve', 'reject']) {
    await assert.rejects(appTester(App.creates.decide_escalation.operation.perform, { authData: auth(stack(), stack().opsKey), inputData: { escalation_id: escId, decision, note: 'a Zap approving whatever it is fed' } }), (error) => {
      assert.equal(error.name, 'AppError');
      const { status, code, message } = JSON.parse(error.message);
      assert.equal(status, 403);
      assert.equal(code, 'decisions-in-console');
      assert.ok(message.includes(`/console/t/${stack().tenant}/escalations/${escId}`), message);
      assert.match(message, /Nothing was decided and nothing was sent/);
      assert.match(message, /works only where surestep's operator set \[escalations\] decisions = "api"/);
      return true;
    });
  }
  const still = await api(stack(), `/v1/escalations/${escId}`, { key: stack().opsKey });
  assert.equal(still.body.state, 'open');
  assert.equal(still.body.decided_by, null);
  assert.equal((await refundsAt(stack(), pi)).length, 0, 'the Stripe simulator holds no refund');
  const refund = (await api(stack(), `/v1/intents/${encodeURIComponent(escalated.intent_id)}`)).body.steps.find((s) => s.step === 'refund');
  assert.equal(refund.state, 'escalated', 'the refund still waits for a person');
});

test('a refund over the approval threshold is escalated; a flow key may not decide; under decisions = "api" the ops key approves once, audited as its person', async () => {
  const pi = await payment(stack(), 60000);
  const refundBundle = { authData: auth(stack()), inputData: { ticket_id: '61000', payment_intent: pi, amount: 25000, currency: 'usd' } };
  const escalated = await appTester(App.creates.refund.operation.perform, refundBundle);
  assert.equal(escalated.state, 'escalated');
  assert.equal(escalated.next, 'wait_for_human');
  const escId = escalated.escalation.id;
  const decide = (key, decision) => withPolicy(stack(), API_DECISIONS, () => appTester(App.creates.decide_escalation.operation.perform, { authData: auth(stack(), key), inputData: { escalation_id: escId, decision, note: 'checked the order' } }));
  await assert.rejects(decide(stack().key, 'approve'), (error) => {
    const { status, message } = JSON.parse(error.message);
    assert.equal(status, 403);
    assert.match(message, /^surestep 403 Forbidden: /);
    return true;
  });
  assert.equal((await refundsAt(stack(), pi)).length, 0, 'nothing refunded before a person decided');
  const approved = await decide(stack().opsKey, 'approve');
  assert.equal(approved.decided_by, 'ops:ana');
  const audit = (await api(stack(), `/v1/intents/${encodeURIComponent(escalated.intent_id)}`)).body.steps.find((s) => s.step === 'escalation').audit;
  assert.deepEqual(audit.filter((row) => row.from === 'open').map((row) => [row.actor, row.to]), [['ops:ana', 'approved']]);
  assert.equal(approved.state, 'approved');
  assert.equal(approved.resolution.state, 'completed');
  const again = await decide(stack().opsKey, 'approve'); // a replay of the decision
  assert.equal(again.state, 'approved');
  await assert.rejects(decide(stack().opsKey, 'reject'), (error) => {
    const { status, code } = JSON.parse(error.message);
    assert.equal(status, 409);
    assert.equal(code, 'already-decided');
    return true;
  });
  assert.equal((await refundsAt(stack(), pi)).length, 1, 'one refund, however often it was decided');
});

test('Escalate twice hands the intent to a person once', async () => {
  const pi = await payment(stack());
  const done = await appTester(App.creates.refund.operation.perform, { authData: auth(stack()), inputData: { ticket_id: '62000', payment_intent: pi, amount: 300, currency: 'usd' } });
  const bundle = { authData: auth(stack()), inputData: { intent_id: done.intent_id, reason: 'Customer says the money never arrived.' } };
  const first = await appTester(App.creates.escalate.operation.perform, bundle);
  const second = await appTester(App.creates.escalate.operation.perform, bundle);
  assert.equal(first.state, 'open');
  assert.equal(second.id, first.id);
  await assert.rejects(appTester(App.creates.escalate.operation.perform, { ...bundle, inputData: { intent_id: 'has space', reason: 'x' } }), /is not 1-200 of/);
});

test('Find Intent by intent id, ticket or payment answers the verified state; an unknown one finds nothing', async () => {
  const pi = await payment(stack());
  const done = await appTester(App.creates.refund.operation.perform, { authData: auth(stack()), inputData: { ticket_id: '63000', payment_intent: pi, amount: 400, currency: 'usd' } });
  const search = (inputData) => appTester(App.searches.find_intent.operation.perform, { authData: auth(stack()), inputData });
  const [byId] = await search({ intent_id: done.intent_id });
  assert.equal(byId.id, done.intent_id);
  assert.equal(byId.state, 'completed');
  assert.equal(byId.verified, true);
  assert.equal(byId.refund_id, done.refund_id);
  assert.equal(byId.ticket_id, '63000');
  const byTicket = await search({ ticket_id: '63000' });
  assert.deepEqual(byTicket.map((r) => r.intent_id), [done.intent_id]);
  const byPayment = await search({ payment: pi });
  assert.deepEqual(byPayment.map((r) => r.intent_id), [done.intent_id]);
  assert.deepEqual(await search({ intent_id: 'zap:refund:nothing:here:1' }), []);
  await assert.rejects(search({}), /Give an Intent ID, a Ticket ID or a Payment/);
});

test('Find Intent by ticket or payment asks surestep to filter: a refund behind 101 newer refunds is found, refunds first', async () => {
  const pi = await payment(stack());
  const older = await appTester(App.creates.refund.operation.perform, { authData: auth(stack()), inputData: { ticket_id: '64000', payment_intent: pi, amount: 500, currency: 'usd' } });
  // The ticket's later escalation (its note is a ticket update naming the ticket too).
  await appTester(App.creates.escalate.operation.perform, { authData: auth(stack()), inputData: { intent_id: 'zap:other:64000', reason: 'asked twice', ticket_id: '64000' } });
  // 101 newer refunds of other tickets, more than the newest 100 the app once scanned itself;
  // over the approval threshold, so each costs Stripe one read (the guard's), not a refund.
  for (let at = 0; at < 101; at += 10) {
    await Promise.all(Array.from({ length: Math.min(10, 101 - at) }, async (_, n) => {
      const other = await payment(stack(), 60000);
      const made = await api(stack(), '/v1/refunds', { method: 'POST', body: { intent_id: `filler-${at + n}`, payment_intent: other, amount: 25000, currency: 'usd', ticket_id: String(65000 + at + n) } });
      assert.equal(made.status, 200, JSON.stringify(made.body));
      assert.equal(made.body.state, 'escalated', made.body.detail);
    }));
  }
  const search = (inputData) => appTester(App.searches.find_intent.operation.perform, { authData: auth(stack()), inputData });
  const byTicket = await search({ ticket_id: 64000 }); // a number, as a Zendesk trigger maps it
  assert.equal(byTicket[0].intent_id, older.intent_id, 'the refund first');
  assert.equal(byTicket[0].state, 'completed');
  assert.equal(byTicket[0].verified, true);
  const rest = byTicket.slice(1).map((r) => r.intent_id);
  assert.ok(rest.includes('zap:other:64000'), rest.join(', '));
  assert.ok(rest.every((id) => id === 'zap:other:64000' || /^esc_[0-9a-f]{24}-opened$/.test(id)), rest.join(', ')); // its note
  assert.deepEqual((await search({ payment: pi })).map((r) => r.intent_id), [older.intent_id]);
  assert.deepEqual((await search({ ticket_id: '64000', payment: pi })).map((r) => r.intent_id), [older.intent_id]);
  assert.deepEqual(await search({ ticket_id: '64001' }), []);
  await assert.rejects(search({ payment: '48213' }), (error) => {
    const { status, message } = JSON.parse(error.message);
    assert.equal(status, 422);
    assert.match(message, /^surestep 422 .* Fields: payment: A Stripe PaymentIntent \(pi_\.\.\.\) or Charge/);
    return true;
  });
});
