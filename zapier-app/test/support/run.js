'use strict';
/**
 * `npm test`'s second half: one live surestep for every test file (test/support/stack.js), then
 * `node --test` over test/*.test.js with it in SURESTEP_ZAPIER_STACK, then the stack stopped.
 * Exits with the tests' own code.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { start, stop } = require('./stack');

async function main() {
  const began = Date.now();
  const stack = await start();
  console.log(`surestep dev up on ${stack.base} in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  const dir = path.join(__dirname, '..');
  const chosen = process.argv.slice(2); // `node test/support/run.js test/refund.test.js`: some files
  const files = chosen.length ? chosen.map((file) => path.resolve(file))
    : fs.readdirSync(dir).filter((name) => name.endsWith('.test.js')).map((name) => path.join(dir, name));
  let status = 1;
  try {
    const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-timeout=120000', '--test-reporter=spec', ...files], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'test', SURESTEP_ZAPIER_STACK: JSON.stringify(stack) },
      timeout: 240000,
    });
    status = run.status ?? 1;
    if (status !== 0) {
      const lines = fs.readFileSync(stack.log, 'utf8').trimEnd().split('\n');
      console.log(`--- the last 60 lines surestep dev printed (${stack.log}) ---\n${lines.slice(-60).join('\n')}`);
    }
  } finally {
    stop(stack);
  }
  console.log(`zapier-app tests: ${((Date.now() - began) / 1000).toFixed(1)} s in all`);
  process.exit(status);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
