'use strict';
/**
 * `npm run validate`: the app definition against Zapier's own schema, twice: validateAppDefinition
 * of zapier-platform-schema on the compiled app (what `zapier-platform validate` reports as
 * "structural errors"), and the `validate` command of zapier-platform-core's handler (what the CLI
 * runs inside the app). Exits 1 on any error, printing each.
 */
const zapier = require('zapier-platform-core');
const { validateAppDefinition } = require('zapier-platform-schema');
const App = require('..');

async function main() {
  const handler = zapier.createAppHandler(App);
  // The definition as Zapier receives it (functions as source references), then the schema.
  const { results: definition } = await handler({ command: 'definition', method: '', bundle: {}, calledFromCli: true });
  const errors = validateAppDefinition(definition).errors.map((e) => `${e.property}: ${e.message}`);
  const core = await handler({ command: 'validate', method: '', bundle: {}, calledFromCli: true });
  for (const e of core.results || []) errors.push(`${e.property}: ${e.message} (core)`);
  const counts = `${Object.keys(App.creates).length} creates, ${Object.keys(App.searches).length} search, ${Object.keys(App.triggers).length} triggers`;
  if (errors.length) {
    console.error(`validateAppDefinition: ${errors.length} error(s) in the app (${counts}):\n  ${errors.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`validateAppDefinition: 0 errors (${counts}, zapier-platform-schema ${require('zapier-platform-schema/package.json').version})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
