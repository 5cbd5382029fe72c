/**
 * No answer from Cognito or from the page's own files at sign-in: offline, a dropped connection
 * (Amplify's NetworkError, after its own retries), or nothing within the API's deadline
 * (api/client.ts). The form says the connection was lost (ui/form/server-errors.ts, formMessageKey),
 * not that something went wrong, and pressing again is safe. A module of its own so the auth store
 * can throw it without loading Amplify.
 */
export class ConnectionLostError extends Error {
  override readonly name = "ConnectionLostError";
}
