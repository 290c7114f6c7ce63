'use strict';
/**
 * surestep for Zapier: the app definition (zapier-platform-core). Every create is safe to run
 * again (Autoreplay, a manual replay): its intent id comes from the triggering record.
 */
const { version } = require('./package.json');
const { version: platformVersion } = require('zapier-platform-core');
const authentication = require('./authentication');
const { addKey, raiseProblems } = require('./lib/http');
const refund = require('./creates/refund');
const ticketUpdate = require('./creates/ticket_update');
const escalate = require('./creates/escalate');
const decideEscalation = require('./creates/decide_escalation');
const findIntent = require('./searches/find_intent');
const triggers = require('./triggers/events');
const throttles = require('./lib/throttle');

const creates = [refund, ticketUpdate, escalate, decideEscalation];
for (const create of creates) create.operation.throttle = throttles[create.key];

module.exports = {
  version,
  platformVersion,
  authentication,
  beforeRequest: [addKey],
  afterResponse: [raiseProblems],
  triggers,
  searches: { [findIntent.key]: findIntent },
  creates: Object.fromEntries(creates.map((create) => [create.key, create])),
};
