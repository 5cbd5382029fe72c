// What the bundles get for the package `semver` (infra/cdk/use-case-function.ts, bundleAliases).
// Its one importer in our bundles is the X-Ray SDK's patcher for the AWS SDK v2
// (aws-xray-sdk-core/dist/lib/patchers/aws_p.js), which checks the v2 SDK's version in captureAWS;
// Powertools Tracer uses the v3 patcher (captureAWSv3Client) and we have no v2 client. So 28 KB of
// bundle and ~3 ms of every traced cold start load for nothing. Any use of it throws, so a change
// that reaches it fails loudly: infra/cdk/tembea-stack.test.ts ("Powertools Tracer") checks that
// aws_p.js is its only importer inside aws-xray-sdk-core and runs the traced bundles, and every
// bundle is loaded once in its stack test; a use only at call time elsewhere would throw in AWS.
module.exports = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(
        `semver.${String(name)}: semver is not bundled (functions/src/platform/bundle-aliases)`,
      );
    },
  },
);
