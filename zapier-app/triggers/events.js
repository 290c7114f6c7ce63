'use strict';
/**
 * Triggers: REST hooks for surestep's events (POST /v1/subscriptions when a Zap is turned on,
 * DELETE when it is turned off). Each delivery is checked before it starts a Zap:
 * - its Surestep-Signature, with the subscription's own secret (kept in subscribeData): a forged
 *   or altered body starts nothing. Zapier's hook URL answers the sender 200 whatever perform
 *   does, so unlike n8n's trigger the app cannot answer 401; it only drops the delivery;
 * - its event id (Surestep-Event-Id, the same on every retry of a delivery), in Zapier's cache
 *   for DEDUP_TTL_S: Zapier deduplicates polling triggers, not hooks, so a retried delivery
 *   would otherwise run the Zap twice.
 * performList rebuilds the newest events of that type from surestep's records (lib/samples.js).
 */
const { call } = require('../lib/http');
const { signatureProblem, header } = require('../lib/signature');
const samples = require('../lib/samples');

const DEDUP_TTL_S = 7 * 24 * 3600; // longer than surestep's whole retry schedule
const LIST = 3;

async function subscribe(z, bundle, type) {
  const sub = await call(z, bundle, 'POST', '/v1/subscriptions', { body: { target_url: bundle.targetUrl, events: [type] } });
  return { id: sub.id, secret: sub.secret, events: sub.events };
}

async function unsubscribe(z, bundle) {
  const id = bundle.subscribeData && bundle.subscribeData.id;
  if (!id) return {};
  await call(z, bundle, 'DELETE', `/v1/subscriptions/${encodeURIComponent(id)}`);
  return {};
}

/** A delivery to the hook URL: [event] when genuine and new, else [] (nothing starts). */
async function received(z, bundle, type) {
  const raw = bundle.rawRequest || {};
  const problem = signatureProblem(bundle.subscribeData && bundle.subscribeData.secret, raw);
  if (problem) {
    z.console.log(`surestep: delivery dropped: ${problem}`);
    return [];
  }
  const event = JSON.parse(raw.content);
  const id = header(raw, 'Surestep-Event-Id') || event.id;
  if (event.type !== type || event.id !== id) {
    z.console.log(`surestep: delivery dropped: event ${event.id} of type ${event.type} is not ${type}`);
    return [];
  }
  // Per subscription: one event goes to every Zap subscribed to it, each must start once.
  const key = `surestep:event:${bundle.subscribeData.id}:${id}`;
  if (await z.cache.get(key, ['auth'])) return [];
  // nx: a copy racing this one finds the key set and starts nothing (where Zapier's cache
  // answers nx; a set that reports it did not set is a duplicate too).
  if ((await z.cache.set(key, 1, DEDUP_TTL_S, ['auth'], true)) === false) return [];
  return [event];
}

const listers = {
  async refund(z, bundle, state, type) {
    const page = await call(z, bundle, 'GET', `/v1/intents?step=refund&state=${state}&limit=${LIST}`);
    const out = [];
    for (const row of page.data) {
      const intent = await call(z, bundle, 'GET', `/v1/intents/${encodeURIComponent(row.intent_id)}`);
      const entry = intent.steps.find((s) => s.step === 'refund');
      if (entry) out.push(samples.event(type, samples.refundView(row.intent_id, entry), `sample:${type}:${row.intent_id}`, entry.updated_at));
    }
    return out;
  },
  async escalation(z, bundle, states, type) {
    const out = [];
    for (const state of states) {
      const page = await call(z, bundle, 'GET', `/v1/escalations?state=${state}&limit=${LIST}`);
      for (const esc of page.data) {
        const { replayed, ...data } = esc; // not part of an event's data
        out.push(samples.event(type, data, `sample:${type}:${esc.id}`, esc.decided_at || esc.created_at));
      }
    }
    return out.sort((a, b) => b.created_at - a.created_at).slice(0, LIST);
  },
  async reconciliation(z, bundle, _state, type) {
    const page = await call(z, bundle, 'GET', `/v1/reconciliations?limit=20`);
    const out = [];
    for (const summary of page.data.filter((r) => r.new > 0).slice(0, LIST)) {
      const report = await call(z, bundle, 'GET', `/v1/reconciliations/${encodeURIComponent(summary.id)}`);
      const fresh = report.findings.filter((f) => f.new);
      const counts = {};
      for (const f of fresh) counts[f.kind] = (counts[f.kind] || 0) + 1;
      out.push(samples.event(type, { reconciliation_id: report.id, since: report.since, until: report.until, counts, findings: fresh, links: report.links }, `sample:${type}:${report.id}`, report.created_at));
    }
    return out;
  },
};

/** One REST-hook trigger for one surestep event type. */
function trigger({ key, type, noun, label, description, reader, state, sample }) {
  return {
    key,
    noun,
    display: { label, description },
    operation: {
      type: 'hook',
      perform: (z, bundle) => received(z, bundle, type),
      performSubscribe: (z, bundle) => subscribe(z, bundle, type),
      performUnsubscribe: unsubscribe,
      performList: (z, bundle) => listers[reader](z, bundle, state, type),
      sample: samples.event(type, sample),
      outputFields: [
        { key: 'id', label: 'Event ID' },
        { key: 'type', label: 'Event Type' },
        { key: 'created_at', label: 'Created At (epoch s)', type: 'number' },
      ],
    },
  };
}

const triggers = [
  trigger({ key: 'refund_completed', type: 'refund.completed', noun: 'Refund', label: 'Refund Completed', description: 'Triggers when the provider confirms a refund (a read of the refund, not the create response).', reader: 'refund', state: 'completed', sample: samples.refund }),
  trigger({ key: 'refund_failed', type: 'refund.failed', noun: 'Refund', label: 'Refund Failed', description: 'Triggers when a refund failed or was refused, including one that failed after it had completed.', reader: 'refund', state: 'failed', sample: { ...samples.refund, state: 'failed', verified: true, provider_status: 'failed', failure_reason: 'expired_or_canceled_card', next: 'escalate', detail: 'Stripe reports refund re_3PdemoA1 failed (expired_or_canceled_card).' } }),
  trigger({ key: 'escalation_created', type: 'escalation.created', noun: 'Escalation', label: 'Refund Escalated', description: 'Triggers when a refund or an intent is handed to a person (policy, approval, an outcome that stayed unknown).', reader: 'escalation', state: ['open'], sample: samples.escalation }),
  trigger({ key: 'escalation_resolved', type: 'escalation.resolved', noun: 'Escalation', label: 'Escalation Decided', description: 'Triggers when a person approved or rejected an escalation, or it expired.', reader: 'escalation', state: ['approved', 'rejected'], sample: { ...samples.escalation, state: 'approved', decided_by: 'ana', decided_at: 1764550800.1, note: 'ok' } }),
  trigger({ key: 'reconciliation_discrepancy', type: 'reconciliation.discrepancy', noun: 'Finding', label: 'Reconciliation Finding', description: 'Triggers when reconciliation finds new discrepancies between the providers and surestep\'s ledger (a manual refund, a duplicate...).', reader: 'reconciliation', state: null, sample: samples.reconciliation }),
];

module.exports = Object.fromEntries(triggers.map((t) => [t.key, t]));
