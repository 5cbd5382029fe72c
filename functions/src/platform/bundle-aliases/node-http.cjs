// What the bundles get for `import … from "node:http"` (infra/cdk/use-case-function.ts, bundleAliases).
// The same module object, taken as CommonJS: an ES module importing a builtin makes Node build an ESM
// facade of all its exports, and reading node:http's exports for it loads undici (its WebSocket
// getters), ~10–20 ms of a cold start that nothing here uses. Powertools Tracer imports it this way.
module.exports = process.getBuiltinModule("node:http");
