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

  it("gives up at the API's deadline when Cognito does not answer", async () => {
    vi.useFakeTimers();
    let failLate = () => {};
    cognito.signIn.mockReturnValue(
      new Promise((_, reject) => {
        failLate = () => reject(networkError());
      }),
    );
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
    // It fails later after all: nothing to end, and the next sign-in need not wait for it.
    failLate();
    await vi.advanceTimersByTimeAsync(0);
  });

  it("ends a sign-in that succeeds after the deadline, and lets the next one wait for that", async () => {
    vi.useFakeTimers();
    cognito.signOut.mockReset().mockResolvedValue(undefined);
    let succeedLate = () => {};
    cognito.signIn.mockReturnValueOnce(
      new Promise((resolve) => {
        succeedLate = () => resolve({ isSignedIn: true, nextStep: { signInStep: "DONE" } });
      }),
    );
    const first = signIn("traveller@tembea.local", "Safari!2026").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    expect(await first).toMatchObject({ name: "ConnectionLostError" });

    // Pressed again: nothing is sent while the first may still sign in.
    cognito.signIn.mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: "DONE" } });
    const second = signIn("traveller@tembea.local", "Safari!2026");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cognito.signIn).toHaveBeenCalledTimes(1);

    // The first one's answer arrives after all: its session is ended, then the second signs in.
    succeedLate();
    await vi.advanceTimersByTimeAsync(0);
    await second;
    expect(cognito.signOut).toHaveBeenCalledTimes(1);
    expect(cognito.signIn).toHaveBeenCalledTimes(2);
    expect(cognito.signOut.mock.invocationCallOrder[0]).toBeLessThan(
      cognito.signIn.mock.invocationCallOrder[1] ?? 0,
    );
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
