'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useStack } = require('./support/stack');
const { App, appTester, auth } = require('./support/tester');

const stack = useStack();

test('the connection test calls GET /v1/me and the label names the tenant, never the key', async () => {
  const me = await appTester(App.authentication.test, { authData: auth(stack()) });
  assert.deepEqual(me, { tenant: stack().tenant, role: 'flow', actor: null }); // no signing secret kept
  const label = await appTester(App.authentication.connectionLabel, { authData: auth(stack()), inputData: me });
  assert.equal(label, `${stack().tenant} (flow key)`);
  assert.ok(!label.includes(stack().key));
});

test('an ops key connects too, labelled with the person it belongs to; a base URL ending in /v1/ works', async () => {
  const bundle = { authData: { base_url: `${stack().base}/v1/`, api_key: stack().opsKey } };
  const me = await appTester(App.authentication.test, bundle);
  assert.equal(me.role, 'ops');
  assert.equal(await appTester(App.authentication.connectionLabel, { ...bundle, inputData: me }), `${stack().tenant} (ops key: ops:ana)`);
});

test('a wrong key fails the test with surestep\'s answer and what to do', async () => {
  await assert.rejects(appTester(App.authentication.test, { authData: auth(stack(), 'sst_wrong') }), (error) => {
    assert.equal(error.name, 'ExpiredAuthError');
    assert.match(error.message, /surestep 401 Unauthorized: .*Reconnect surestep with a current API key\./);
    return true;
  });
});

test('a base URL that is not http(s) is refused before any call', async () => {
  await assert.rejects(appTester(App.authentication.test, { authData: { base_url: 'ftp://127.0.0.1:1', api_key: stack().key } }), /must be http\(s\)/);
});
