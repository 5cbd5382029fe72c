import { describe, expect, it } from "vitest";
import { expireStripeCheckout } from "./stripe-gateway.js";

/** Stripe's `checkout.sessions` as far as closing needs it: a session with a status, expirable while open. */
function sessions(status: "open" | "complete" | "expired") {
  const calls: string[] = [];
  return {
    calls,
    expire: async (id: string) => {
      calls.push(`expire ${id}`);
      if (status !== "open") throw new Error("This Checkout Session is not in an expirable state.");
      status = "expired";
      return { status };
    },
    retrieve: async (id: string) => {
      calls.push(`retrieve ${id}`);
      return { status };
    },
  };
}

describe("closing a Stripe checkout", () => {
  it("expires an open session", async () => {
    const open = sessions("open");
    expect(await expireStripeCheckout(open, "cs_1")).toBe("expired");
    expect(open.calls).toEqual(["expire cs_1"]);
  });

  it("counts a session that expired before as expired", async () => {
    expect(await expireStripeCheckout(sessions("expired"), "cs_2")).toBe("expired");
  });

  it("says so when the session was paid first, so its places stay taken", async () => {
    const paid = sessions("complete");
    expect(await expireStripeCheckout(paid, "cs_3")).toBe("completed");
    expect(paid.calls).toEqual(["expire cs_3", "retrieve cs_3"]);
  });

  it("passes on a failure that the session's status does not explain", async () => {
    const broken = {
      expire: async () => {
        throw new Error("network down");
      },
      retrieve: async () => ({ status: "open" }),
    };
    await expect(expireStripeCheckout(broken, "cs_4")).rejects.toThrow("network down");
  });
});
