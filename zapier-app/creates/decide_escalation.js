'use strict';
/**
 * Create: Decide Escalation (POST /v1/escalations/<id>/approve or /reject). Needs a person's
 * ops key (a connection made with it): surestep refuses a flow's key with 403, because only a
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
    description: 'Approves or rejects an escalation as the person whose ops key this connection holds; approving carries out the proposed refund once.',
  },
  operation: {
    inputFields: [
      { key: 'escalation_id', label: 'Escalation ID', required: true },
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
