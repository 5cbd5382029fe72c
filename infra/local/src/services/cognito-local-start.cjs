// Starts cognito-local as its own bin does, after one change: a disabled user cannot sign in.
//
// Cognito refuses every sign-in of a disabled user ("User is disabled."), by password, by refresh
// token and in an auth challenge; cognito-local 5.3 ignores the flag and hands out tokens. Sign-up
// keeps an account disabled until its address is proven (docs/decisions/0001-unproven-accounts-disabled.md),
// so the twin must refuse what AWS refuses, or the browser tests would prove nothing.
// A plain CommonJS file: it runs as the child process itself, without tsx.

const { Targets } = require("cognito-local/lib/targets/targets");
const { NotAuthorizedError } = require("cognito-local/lib/errors");

/** The user a request would sign in, looked up as the target itself looks them up. */
async function userOf(services, ctx, target, req) {
  const pool = req.ClientId
    ? await services.cognito.getUserPoolForClientId(ctx, req.ClientId)
    : await services.cognito.getUserPool(ctx, req.UserPoolId);
  const username =
    target === "RespondToAuthChallenge" ? req.ChallengeResponses?.USERNAME : req.AuthParameters?.USERNAME;
  if (username) return pool.getUserByUsername(ctx, username);
  const refreshToken = req.AuthParameters?.REFRESH_TOKEN;
  return refreshToken ? pool.getUserByRefreshToken(ctx, refreshToken) : null;
}

for (const target of ["InitiateAuth", "AdminInitiateAuth", "RespondToAuthChallenge"]) {
  const original = Targets[target];
  Targets[target] = (services) => {
    const run = original(services);
    return async (ctx, req) => {
      const user = await userOf(services, ctx, target, req);
      if (user && user.Enabled === false) throw new NotAuthorizedError("User is disabled.");
      return run(ctx, req);
    };
  };
}

require("cognito-local/lib/bin/start.js");
