// Checks results surestep answered against the Tasks extension's own Zod schemas (npm
// @modelcontextprotocol/ext-tasks, core/v2: the 2026-07-28 wire). Reads [{schema, doc}] as JSON
// on stdin; prints [{schema, ok, issues}] as JSON. Usage: node ext_tasks_check.mjs <core/v2 index.js>
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const v2 = await import(pathToFileURL(process.argv[2]).href);
const docs = JSON.parse(readFileSync(0, "utf8"));
const out = docs.map(({ schema, doc }) => {
  const checked = v2[schema].safeParse(doc);
  return { schema, ok: checked.success, issues: checked.success ? [] : checked.error.issues };
});
process.stdout.write(JSON.stringify(out));
