/** Where Cognito is, as the deploy (or the local twin) writes it to /config.json next to the SPA. */
export interface AuthRuntimeConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** Only locally: the cognito-local endpoint. In AWS Amplify derives Cognito's URL from the pool id. */
  endpoint?: string;
  /** USER_PASSWORD_AUTH locally (cognito-local has no SRP), USER_SRP_AUTH in AWS. */
  authFlow: "USER_PASSWORD_AUTH" | "USER_SRP_AUTH";
}

let pending: Promise<AuthRuntimeConfig> | undefined;

function parse(json: unknown): AuthRuntimeConfig {
  const auth = (json as { auth?: Partial<AuthRuntimeConfig> } | null)?.auth;
  if (!auth?.userPoolId || !auth.userPoolClientId) throw new Error("config.json has no auth section");
  return {
    userPoolId: auth.userPoolId,
    userPoolClientId: auth.userPoolClientId,
    ...(auth.endpoint ? { endpoint: auth.endpoint } : {}),
    authFlow: auth.authFlow === "USER_PASSWORD_AUTH" ? "USER_PASSWORD_AUTH" : "USER_SRP_AUTH",
  };
}

/** Fetches /config.json once per page load; a failed fetch is retried on the next call. */
export function loadAuthConfig(): Promise<AuthRuntimeConfig> {
  pending ??= fetch("/config.json", { headers: { accept: "application/json" } })
    .then((response) => {
      if (!response.ok) throw new Error(`config.json: ${response.status}`);
      return response.json();
    })
    .then(parse)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
