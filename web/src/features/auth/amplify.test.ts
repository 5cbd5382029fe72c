import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestTimeoutMs } from "../../api/client";
import { formMessageKey } from "../../ui/form/server-errors";

const cognito = vi.hoisted(() => ({ signIn: vi.fn(), signOut: vi.fn() }));

vi.mock("aws-amplify", () => ({ Amplify: { configure: vi.fn() } }));
vi.mock("aws-amplify/auth", () => ({
  signIn: cognito.signIn,
  signOut: cognito.signOut,
  updatePassword: vi.fn(),
  fetchAuthSession: vi.fn(),
  fetchUserAttributes: vi.fn(),
}));
vi.mock("aws-amplify/auth/cognito", () => ({
  cognitoUserPoolsTokenProvider: { setKeyValueStorage: vi.fn() },
}));
vi.mock("aws-amplify/utils", () => ({ CookieStorage: class {} }));
vi.mock("./runtime-config", () => ({
  loadAuthConfig: async () => ({ userPoolId: "pool", userPoolClientId: "client", authFlow: "USER_SRP_AUTH" }),
}));

const { signIn } = await import("./amplify");

/** Amplify's own error for a fetch that failed (its fetch handler, after its retries). */
const networkError = () =>
  Object.assign(new Error("A network error has occurred."), { name: "NetworkError" });

describe("signIn without an answer from Cognito", () => {
  beforeEach(() => {
    vi.stubGlobal("window", { location: { hostname: "localhost" } });
    cognito.signIn.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reads a dropped connection as lost, which the form says as such", async () => {
    cognito.signIn.mockRejectedValue(networkError());
    const failure = await signIn("traveller@tembea.local", "Safari!2026").catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "ConnectionLostError" });
    expect(formMessageKey(failure)).toBe("connectionLost");
  });

  it("gives up at the API's deadline when Cognito never answers", async () => {
    vi.useFakeTimers();
    cognito.signIn.mockReturnValue(new Promise(() => {}));
    const failure = signIn("traveller@tembea.local", "Safari!2026").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    let settled = false;
    void failure.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toMatchObject({ name: "ConnectionLostError" });
  });

  it("still reads Cognito's refusals as what they are", async () => {
    cognito.signIn.mockRejectedValue(
      Object.assign(new Error("Incorrect username or password."), { name: "NotAuthorizedException" }),
    );
    const failure = await signIn("traveller@tembea.local", "wrong").catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "WrongCredentialsError" });
    expect(formMessageKey(failure)).toBeUndefined();
  });
});
