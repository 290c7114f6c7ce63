'use strict';
/**
 * Search: Find Intent, by intent id (GET /v1/intents/<id>), or by ticket or payment
 * (GET /v1/intents?ticket=&payment=: surestep keeps the entries that name them, over the whole
 * ledger, not a window of the newest). Each intent found is read with GET /v1/intents/<id> and
 * answered with its verified state; intents with a refund come first, newest first.
 */
const { call } = require('../lib/http');
const { refuse } = require('../lib/steps');
const { refundView } = require('../lib/samples');

const FOUND = 10; // intents read and answered at most (Zapier uses the first)

/** One intent as a search result: its main step's verified state, and every step in short. */
function record(intent) {
  const steps = intent.steps || [];
  const main = steps.find((s) => s.step === 'refund') || steps[0];
  const args = main.args || {};
  const base = main.step === 'refund'
    ? refundView(intent.intent_id, main, true)
    : { intent_id: intent.intent_id, step: main.step, state: main.state, verified: Boolean((main.result || {}).verified), detail: (main.result || {}).detail || '' };
  return {
    id: intent.intent_id,
    ...base,
    ticket_id: args.ticket_id != null ? String(args.ticket_id) : null,
    payment_intent: args.payment_intent || null,
    charge: args.charge || null,
    order_id: args.order_id || null,
    created_at: main.created_at,
    updated_at: main.updated_at,
    resume_delivery: main.delivery || null,
    steps: steps.map((s) => ({ step: s.step, state: s.state, attempts: s.attempts })),
  };
}

async function byId(z, bundle, intentId) {
  const response = await call(z, bundle, 'GET', `/v1/intents/${encodeURIComponent(intentId)}`, { keepStatus: true });
  if (response.status === 404) return null;
  if (response.status >= 400) response.throwForStatus();
  return JSON.parse(response.content);
}

async function perform(z, bundle) {
  const { intent_id: intentId, ticket_id: ticket, payment } = bundle.inputData;
  if (intentId) {
    const intent = await byId(z, bundle, String(intentId));
    return intent ? [record(intent)] : [];
  }
  if (!ticket && !payment) throw refuse(z, 'Give an Intent ID, a Ticket ID or a Payment');
  const params = { limit: 200 };
  if (ticket) params.ticket = String(ticket).trim();
  if (payment) params.payment = String(payment).trim();
  const page = await call(z, bundle, 'GET', '/v1/intents', { params });
  const withRefund = new Set(page.data.filter((row) => row.step === 'refund').map((row) => row.intent_id));
  const ids = [...new Set(page.data.map((row) => row.intent_id))]
    .sort((a, b) => Number(withRefund.has(b)) - Number(withRefund.has(a))) // stable: newest first within each
    .slice(0, FOUND);
  const intents = await Promise.all(ids.map((id) => byId(z, bundle, id)));
  return intents.filter(Boolean).map(record);
}

module.exports = {
  key: 'find_intent',
  noun: 'Intent',
  display: {
    label: 'Find an Intent',
    description: 'Finds a refund or ticket update by its intent id, ticket or payment, with the state surestep verified.',
  },
  operation: {
    inputFields: [
      { key: 'intent_id', label: 'Intent ID', helpText: 'Exact; or leave empty and give a Ticket ID or Payment.' },
      { key: 'ticket_id', label: 'Ticket ID' },
      { key: 'payment', label: 'Payment', helpText: 'A Stripe payment intent (pi_...) or charge (ch_..., py_...), or a Shopify Order GID. With a Ticket ID: intents naming both.' },
    ],
    perform,
    sample: { id: 'zap:refund:48213:pi_3PdemoA1:1200', ...require('../lib/samples').refund, replayed: true, ticket_id: '48213', payment_intent: 'pi_3PdemoA1', charge: null, order_id: null, created_at: 1764547200.1, updated_at: 1764547201.2, resume_delivery: null, steps: [{ step: 'refund', state: 'completed', attempts: 1 }] },
    outputFields: [
      { key: 'intent_id', label: 'Intent ID' },
      { key: 'step', label: 'Step' },
      { key: 'state', label: 'State' },
      { key: 'verified', label: 'Verified', type: 'boolean' },
      { key: 'ticket_id', label: 'Ticket ID' },
    ],
  },
};
