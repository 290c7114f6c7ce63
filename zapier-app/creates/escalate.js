'use strict';
/**
 * Create: Escalate (POST /v1/escalations): hand an intent to a person. One escalation per
 * intent: running it again answers the same escalation, so replays are safe by construction.
 */
const { call } = require('../lib/http');
const { checkedIntentId } = require('../lib/ids');
const { refuse } = require('../lib/steps');
const samples = require('../lib/samples');

async function perform(z, bundle) {
  const input = bundle.inputData;
  let intentId;
  try {
    intentId = checkedIntentId(input.intent_id ?? '');
  } catch (error) {
    throw refuse(z, error.message);
  }
  const body = { intent_id: intentId, reason: String(input.reason || '') };
  if (!body.reason) throw refuse(z, 'Reason is required: the person deciding reads it');
  if (input.ticket_id) body.ticket_id = String(input.ticket_id);
  if (input.context && typeof input.context === 'object') body.context = input.context;
  return call(z, bundle, 'POST', '/v1/escalations', { body });
}

module.exports = {
  key: 'escalate',
  noun: 'Escalation',
  display: {
    label: 'Escalate to a Person',
    description: 'Hands an intent (a refund whose outcome stayed unknown, say) to a person; if its refund is unknown, approving retries it under the same key.',
  },
  operation: {
    inputFields: [
      { key: 'intent_id', label: 'Intent ID', required: true, helpText: 'Map the Intent ID of the Refund step (never a new one).' },
      { key: 'reason', label: 'Reason', required: true, type: 'text' },
      { key: 'ticket_id', label: 'Ticket ID', helpText: 'The Zendesk ticket to note the escalation on (default: the refund\'s).' },
      { key: 'context', label: 'Context', dict: true, helpText: 'Up to 50 key/value pairs shown to the person.' },
    ],
    perform,
    sample: samples.escalation,
    outputFields: [
      { key: 'id', label: 'Escalation ID' },
      { key: 'intent_id', label: 'Intent ID' },
      { key: 'state', label: 'State (open, approved, rejected)' },
      { key: 'kind', label: 'Kind' },
    ],
  },
};
