import { demoAgencyEmail } from "@tembea/infra/demo/load-demo";
import { localCheckoutSessions } from "@tembea/infra/local/adapters/local-gateway";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, isReference, type TripRequest } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { tripRequestInput } from "../../../test/trip-requests.js";
import { handler as acceptOffer } from "../accept-offer/handler.js";
import { handler as getAgencyRequest } from "../get-agency-trip-request/handler.js";
import { handler as getMyRequest } from "../get-my-trip-request/handler.js";
import { handler as sendOffer } from "../send-offer/handler.js";
import { handler as submit } from "./handler.js";

useTestTable();

const kenyaAgent = {
  sub: "agent-kenya",
  email: "a@k.example",
  "cognito:groups": "[agents]",
  "custom:agencyId": "mara-horizon-safaris",
};

const input = tripRequestInput({
  date: { kind: "exact", departure: "2099-06-01", return: "2099-06-10" },
  locale: "de",
});

/** Waits for a mail to `to` whose subject passes `which`, and answers its text and HTML. */
async function mailTo(to: string, which: (subject: string) => boolean): Promise<string> {
  let found = "";
  await expect
    .poll(async () => {
      const mail = (await mailsTo(to)).find((m) => which(m.subject));
      found = mail ? `${mail.body.text ?? ""}\n${mail.body.html ?? ""}` : "";
      return found;
    })
    .not.toBe("");
  return found;
}

describe("a tailored trip's short reference", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("is given when the request is sent, answered, shown to traveller and agent, and in every mail and the checkout", async () => {
    const traveller = { sub: "user-ref", email: uniqueEmail("lena"), name: "Lena Ref" };
    const sent = await invoke(submit, contract.submitTripRequest, {
      claims: traveller,
      body: JSON.stringify(input),
    });
    expect(sent.status).toBe(200);
    const { id, reference } = sent.body as { id: string; reference: string };
    expect(isReference(reference)).toBe(true);

    // The traveller's page has it, and the agency's name for the receipts; the agent's page has it.
    const mine = await invoke(getMyRequest, contract.getMyTripRequest, { claims: traveller, params: { id } });
    expect(mine.body).toMatchObject({ id, reference, agencyName: "Mara Horizon Safaris" });
    const agents = await invoke(getAgencyRequest, contract.getAgencyTripRequest, {
      claims: kenyaAgent,
      params: { id },
    });
    expect(agents.body).toMatchObject({ id, reference });

    // The traveller's mail in German, the agency's in English.
    expect(await mailTo(traveller.email, (s) => s.startsWith("Wir haben Ihre Anfrage"))).toContain(
      `Referenz: ${reference}`,
    );
    const agencyInbox = demoAgencyEmail("mara-horizon-safaris");
    const agencyMail = async () =>
      (await mailsTo(agencyInbox)).filter((m) => (m.body.text ?? "").includes(reference)).length;
    await expect.poll(agencyMail).toBe(1);
    expect((await mailsTo(agencyInbox)).find((m) => m.body.text?.includes(reference))?.body.text).toContain(
      `Reference: ${reference}`,
    );

    const offered = await invoke(sendOffer, contract.sendOffer, {
      claims: kenyaAgent,
      params: { id },
      body: JSON.stringify({
        title: "Mara und Küste",
        days: [{ title: "Ankunft", description: "Nairobi" }],
        pricePerTravellerChf: 250_000,
        inclusions: [],
        exclusions: [],
        validUntil: "2099-05-01",
      }),
    });
    expect(offered.status).toBe(200);
    expect(await mailTo(traveller.email, (s) => s.startsWith("Ihr Angebot"))).toContain(
      `Referenz: ${reference}`,
    );

    // The checkout of the deposit names it first.
    const accepted = await invoke(acceptOffer, contract.acceptOffer, {
      claims: traveller,
      params: { id },
      body: JSON.stringify({
        acceptTerms: true,
        plan: "deposit",
        offerSentAt: (offered.body as TripRequest).offer?.sentAt,
        locale: "de",
      }),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const sessionId = (accepted.body as { checkoutUrl: string }).checkoutUrl.split("/").pop() as string;
    expect(localCheckoutSessions.get(sessionId)?.description).toBe(
      `${reference} · Mara und Küste · Anzahlung (30 %)`,
    );
  });
});
