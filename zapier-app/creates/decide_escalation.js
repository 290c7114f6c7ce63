'use strict';
/**
 * Create: Decide Escalation (POST /v1/escalations/<id>/approve or /reject). Works only where
 * surestep's operator chose it: the policy's `[escalations] decisions = "api"`. By default
 * (`"console"`) a person decides in surestep's console, signed in, and this action gets 403
 * (`decisions-in-console`, naming the console's page): nothing is decided, nothing is sent. It
 * needs a person's ops key too (a connection made with it): a flow's key is 403, because only a
 * person decides for a person. Deciding is one compare-and-set at surestep: the same decision
 * again answers the decision as it stands (a replay); the opposite one afterwards is refused.
 */
const { call } = require('../lib/http');
const { refuse } = require('../lib/steps');
const samples = require('../lib/samples');

const ESCALATION_ID = /^esc_[0-9a-f]{24}$/;

async function perform(z, bundle) {
  const { escalation_id: id, decision, note } = bundle.inputData;
  if (!ESCALATION_ID.test(String(id ?? ''))) throw refuse(z, `Escalation ID ${JSON.stringify(id)} is not an escalation id (esc_ and 24 hex)`);
  if (!['approve', 'reject'].includes(decision)) throw refuse(z, 'Decision must be approve or reject');
  return call(z, bundle, 'POST', `/v1/escalations/${id}/${decision}`, { body: { note: note ? String(note) : '' } });
}

module.exports = {
  key: 'decide_escalation',
  noun: 'Decision',
  display: {
    label: 'Decide an Escalation',
    description: 'Approves or rejects an escalation as the person whose ops key this connection holds; approving carries out the proposed refund once. Works only where surestep\'s operator set decisions = "api"; by default people decide in surestep\'s console and this action is refused (403), deciding nothing.',
  },
  operation: {
    inputFields: [
      { key: 'escalation_id', label: 'Escalation ID', required: true, helpText: 'Works only where surestep\'s policy says `[escalations] decisions = "api"`. By default a person decides in surestep\'s console, and this step fails with 403 "decisions-in-console" (its message links the escalation\'s console page): nothing was decided or sent. A Zap that approves whatever a trigger feeds it decides for nobody in particular; keep this connection to the person it names.' },
      { key: 'decision', label: 'Decision', required: true, choices: { approve: 'Approve', reject: 'Reject' } },
      { key: 'note', label: 'Note', type: 'text', helpText: 'Why; recorded in the intent\'s audit trail.' },
    ],
    perform,
    sample: { ...samples.escalation, state: 'approved', decided_by: 'ana', decided_at: 1764550800.1, note: 'Customer is right.' },
    outputFields: [
      { key: 'id', label: 'Escalation ID' },
      { key: 'state', label: 'State' },
      { key: 'decided_by', label: 'Decided By' },
      { key: 'resolution__state', label: 'Refund State After the Decision' },
    ],
  },
};
