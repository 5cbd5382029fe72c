// What the bundles get for `import … from "node:https"`: see node-http.cjs beside it.
module.exports = process.getBuiltinModule("node:https");
