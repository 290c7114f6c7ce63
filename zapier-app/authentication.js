'use strict';
/**
 * The connection: surestep's base URL and a key, sent as `Authorization: Bearer <key>` to that
 * URL only. Tested with GET /v1/me, which names the key's tenant and role; the label shows both
 * (never the key). A flow's API key runs refunds, ticket updates, escalations and triggers; a
 * person's ops key (a second connection) is what Decide Escalation needs.
 */
const { baseUrl, call } = require('./lib/http');

async function test(z, bundle) {
  try {
    baseUrl(bundle.authData);
  } catch (error) {
    throw new z.errors.Error(error.message, 'invalid-base-url', 400);
  }
  const me = await call(z, bundle, 'GET', '/v1/me');
  // The label needs tenant and role only; the signing secret stays out of the connection.
  return { tenant: me.tenant, role: me.role, actor: me.actor || null };
}

module.exports = {
  type: 'custom',
  fields: [
    { key: 'base_url', label: 'surestep URL', required: true, type: 'string', helpText: 'Where your surestep is served, e.g. https://surestep.example.com (a trailing /v1 is fine).' },
    { key: 'api_key', label: 'API Key', required: true, type: 'password', helpText: 'A flow\'s API key (SURESTEP_API_KEYS) for refunds, ticket updates and triggers; a person\'s ops key (SURESTEP_OPS_KEYS) for Decide an Escalation.' },
  ],
  test,
  connectionLabel: (z, bundle) => {
    const { tenant, role, actor } = bundle.inputData;
    return role === 'ops' ? `${tenant} (ops key: ${actor})` : `${tenant} (flow key)`;
  },
};
