import { randomUUID } from "node:crypto";
import { demoAgencyEmail } from "@tembea/infra/demo/load-demo";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type TripRequest } from "@tembea/shared";
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { recordMetrics } from "../../../test/metric-lines.js";
import { useTestTable } from "../../../test/test-table.js";
import { tripRequestInput } from "../../../test/trip-requests.js";
import { findAgency, putAgency } from "../../data/agencies.js";
import { followUpTripRequests } from "../../jobs/follow-up-trip-requests/handler.js";
import { handler as addChangeRequest } from "../add-change-request/handler.js";
import { handler as getAgencyRequest } from "../get-agency-trip-request/handler.js";
import { handler as getMyRequest } from "../get-my-trip-request/handler.js";
import { handler as listAgencyRequests } from "../list-agency-trip-requests/handler.js";
import { handler as listMyRequests } from "../list-my-trip-requests/handler.js";
import { handler as sendOffer } from "../send-offer/handler.js";
import { handler as submit } from "./handler.js";

const table = useTestTable();

const traveller = (label: string) => ({
  sub: `user-${label}`,
  email: uniqueEmail(label),
  name: `Camille ${label}`,
});
const kenyaAgent = {
  sub: "agent-kenya",
  email: "a@k.example",
  "cognito:groups": "[agents]",
  "custom:agencyId": "mara-horizon-safaris",
};
const tanzaniaAgent = {
  sub: "agent-tz",
  email: "a@t.example",
  "cognito:groups": "[agents]",
  "custom:agencyId": "kilima-routes",
};

const input = tripRequestInput({ experiences: ["nature-and-wildlife", "local-cuisine"], locale: "fr" });
const offer = {
  title: "Lune de miel au Kenya",
  days: [{ title: "Nairobi", description: "Arrivée et dîner." }],
  pricePerTravellerChf: 420_000,
  inclusions: ["Lodges"],
  exclusions: ["Vols"],
  validUntil: "2099-01-31",
};

async function submitAs(claims: Record<string, string>, body: unknown = input, idempotencyKey?: string) {
  return invoke(submit, contract.submitTripRequest, {
    claims,
    body: JSON.stringify(body),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

describe("tailored trip requests", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("are stored in progress with a 72-hour reply date, routed to the destination's agency, and mailed", async () => {
    const camille = traveller("camille");
    const res = await submitAs(camille);
    expect(res.status).toBe(200);
    const { id, replyDueAt } = res.body as { id: string; replyDueAt: string };
    expect(Date.parse(replyDueAt) - Date.now()).toBeGreaterThan(71.9 * 3600_000);
    const mine = (await invoke(listMyRequests, contract.listMyTripRequests, { claims: camille })).body as {
      requests: TripRequest[];
    };
    expect(mine.requests).toEqual([
      expect.objectContaining({ id, status: "in-progress", agencyId: "mara-horizon-safaris" }),
    ]);
    expect((await mailsTo(camille.email))[0]?.subject).toBe(
      "Nous avons bien reçu votre demande de voyage sur mesure",
    );
    const agencyMail = await mailsTo(demoAgencyEmail("mara-horizon-safaris"));
    expect(agencyMail.some((m) => m.subject.startsWith("New tailored trip request (Kenya), reply by "))).toBe(
      true,
    );
  });

  it("are mailed to the agency in the language it chose", async () => {
    const teranga = await findAgency("teranga-escapades");
    if (!teranga) throw new Error("the demo has no agency for Senegal");
    expect(await putAgency({ ...teranga, language: "fr" })).toBe(true);
    const awa = traveller("awa");
    expect((await submitAs(awa, { ...input, destination: "senegal" })).status).toBe(200);
    const agencyMail = await mailsTo(demoAgencyEmail("teranga-escapades"));
    const mail = agencyMail.find((m) => (m.body.text ?? "").includes(awa.name));
    expect(mail?.subject).toMatch(/^Nouvelle demande de voyage sur mesure \(Sénégal\), réponse d’ici le /);
    expect(mail?.body.text).toContain("/fr/agent/requests/");
  });

  it("sent again with the same Idempotency-Key are answered the same request, stored and mailed once", async () => {
    const noemie = traveller("noemie");
    const key = "0f8b6a3e-2c1d-4e5f-9a7b-3c2d1e0f9a8b";
    const agencyMails = async () =>
      (await mailsTo(demoAgencyEmail("mara-horizon-safaris"))).filter((m) =>
        (m.body.text ?? "").includes(`${noemie.name} asked`),
      );
    const first = await submitAs(noemie, input, key);
    expect(first.status).toBe(200);
    expect(await submitAs(noemie, input, key)).toEqual(first);
    const mine = (await invoke(listMyRequests, contract.listMyTripRequests, { claims: noemie })).body as {
      requests: TripRequest[];
    };
    expect(mine.requests.map((r) => r.id)).toEqual([(first.body as { id: string }).id]);
    expect(await mailsTo(noemie.email)).toHaveLength(1);
    expect(await agencyMails()).toHaveLength(1);
    // The key is the traveller's submission: another traveller, or other answers, may not reuse it.
    const reused = { status: 422, body: { error: { code: "IDEMPOTENCY_KEY_REUSED" } } };
    expect(await submitAs(traveller("other"), input, key)).toMatchObject(reused);
    expect(await submitAs(noemie, { ...input, notes: "Another trip" }, key)).toMatchObject(reused);
    expect(await agencyMails()).toHaveLength(1);
  });

  it("take a change request once however often it is sent with the same Idempotency-Key", async () => {
    const lea = traveller("lea");
    const { id } = (await submitAs(lea)).body as { id: string };
    const change = (key: string, text = "Could we start a week later?", requestId = id) =>
      invoke(addChangeRequest, contract.addChangeRequest, {
        claims: lea,
        params: { id: requestId },
        body: JSON.stringify({ text }),
        idempotencyKey: key,
      });
    const key = randomUUID();
    const first = await change(key);
    expect(first.status).toBe(200);
    expect((first.body as TripRequest).changeRequests.map((c) => c.text)).toEqual([
      "Could we start a week later?",
    ]);
    expect(await change(key)).toEqual(first);
    const stored = (await invoke(getMyRequest, contract.getMyTripRequest, { claims: lea, params: { id } }))
      .body as TripRequest;
    expect(stored.changeRequests).toEqual((first.body as TripRequest).changeRequests);
    const agencyMails = (await mailsTo(demoAgencyEmail("mara-horizon-safaris"))).filter((m) =>
      (m.body.text ?? "").includes("Could we start a week later?"),
    );
    expect(agencyMails).toHaveLength(1);
    const reused = { status: 422, body: { error: { code: "IDEMPOTENCY_KEY_REUSED" } } };
    expect(await change(key, "Something else")).toMatchObject(reused);
    // The same text for another of the traveller's requests is another submission.
    const { id: other } = (await submitAs(lea)).body as { id: string };
    expect(await change(key, "Could we start a week later?", other)).toMatchObject(reused);
  });

  it("get the agency's offer once however often it is sent with the same Idempotency-Key", async () => {
    const ines = traveller("ines");
    const { id } = (await submitAs(ines)).body as { id: string };
    const send = (key: string, body = offer) =>
      invoke(sendOffer, contract.sendOffer, {
        claims: kenyaAgent,
        params: { id },
        body: JSON.stringify(body),
        idempotencyKey: key,
      });
    const key = randomUUID();
    const first = await send(key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "offer-available", offer: { title: offer.title } });
    expect(await send(key)).toEqual(first);
    const stored = (await invoke(getMyRequest, contract.getMyTripRequest, { claims: ines, params: { id } }))
      .body as TripRequest;
    // Not revised by the retry: the offer the traveller reads is the one first sent.
    expect(stored.offer?.sentAt).toBe((first.body as TripRequest).offer?.sentAt);
    const offerMails = (await mailsTo(ines.email)).filter((m) => m.subject.startsWith("Votre offre"));
    expect(offerMails.map((m) => m.subject)).toEqual(["Votre offre de voyage sur mesure est prête"]);
    expect(await send(key, { ...offer, title: "Autre titre" })).toMatchObject({
      status: 422,
      body: { error: { code: "IDEMPOTENCY_KEY_REUSED" } },
    });
  });

  it("are refused with field messages when a step is incomplete, and not stored", async () => {
    const ana = traveller("ana");
    const res = await submitAs(ana, { ...input, budgetPerTravellerChf: 50_000, experiences: [] });
    expect(res.status).toBe(400);
    expect((res.body as { error: { fields: object } }).error.fields).toEqual({
      "body.budgetPerTravellerChf": "budgetTooLow",
      "body.experiences": "required",
    });
    expect(
      ((await invoke(listMyRequests, contract.listMyTripRequests, { claims: ana })).body as { requests: [] })
        .requests,
    ).toEqual([]);
    expect((await invoke(submit, contract.submitTripRequest, { body: JSON.stringify(input) })).status).toBe(
      401,
    );
  });

  it("are refused when they ask for more single rooms than there are travellers, and nothing is written", async () => {
    const noa = traveller("noa");
    const before = await table.items();
    // 2 adults and 1 child are three travellers: five single rooms are two too many.
    const family = { groupType: "family", adults: 2, children: [{ age: 9 }] };
    const res = await submitAs(noa, {
      ...input,
      travellers: family,
      accommodation: { ...input.accommodation, singleRooms: 5 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        fields: { "body.accommodation.singleRooms": "tooManySingleRooms" },
      },
    });
    expect(await table.items()).toEqual(before);
    expect(await mailsTo(noa.email)).toEqual([]);

    // One room each, the child's included, is as many as there are travellers: accepted.
    const fits = await submitAs(noa, {
      ...input,
      travellers: family,
      accommodation: { ...input.accommodation, singleRooms: 3 },
    });
    expect(fits.status).toBe(200);
  });

  it("are refused for a trip that has begun, which no offer could precede, and nothing is written", async () => {
    const ida = traveller("ida");
    const before = await table.items();
    const today = new Date().toISOString().slice(0, 10);
    const thisMonth = await submitAs(ida, {
      ...input,
      date: { kind: "approximate", month: today.slice(0, 7), weeks: 1 },
    });
    expect(thisMonth.body).toEqual({
      error: { code: "VALIDATION_FAILED", fields: { "body.date.month": "monthRequired" } },
    });
    const past = await submitAs(ida, {
      ...input,
      date: { kind: "exact", departure: today, return: "2099-01-10" },
    });
    expect(past.body).toEqual({
      error: { code: "VALIDATION_FAILED", fields: { "body.date.departure": "invalidDate" } },
    });
    expect(await table.items()).toEqual(before);

    // Next month is ahead, whatever day it is.
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const nextMonth = await submitAs(ida, {
      ...input,
      date: { kind: "approximate", month: next.toISOString().slice(0, 7), weeks: 1 },
    });
    expect(nextMonth.status).toBe(200);
  });

  it("refuse every count of single rooms above the travellers, for any group, and write nothing", async () => {
    const ivo = traveller("ivo");
    const before = await table.items();
    const requests = fc
      .record({
        adults: fc.integer({ min: 1, max: 49 }),
        children: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 20 }),
      })
      .filter(({ adults, children }) => adults + children.length < 50)
      .chain(({ adults, children }) =>
        fc.record({
          travellers: fc.constant({
            groupType: children.length > 0 ? "family" : "friends",
            adults,
            children: children.map((age) => ({ age })),
          }),
          singleRooms: fc.integer({ min: adults + children.length + 1, max: 50 }),
        }),
      );
    await fc.assert(
      fc.asyncProperty(requests, async ({ travellers, singleRooms }) => {
        const res = await submitAs(ivo, {
          ...input,
          travellers,
          accommodation: { ...input.accommodation, singleRooms },
        });
        expect(res.status).toBe(400);
        expect((res.body as { error: { fields: object } }).error.fields).toEqual({
          "body.accommodation.singleRooms": "tooManySingleRooms",
        });
      }),
      { numRuns: 25, seed: 20261123 },
    );
    expect(await table.items()).toEqual(before);
  });

  it("are visible to their traveller and their agency only", async () => {
    const owner = traveller("owner");
    const other = traveller("other");
    const { id } = (await submitAs(owner)).body as { id: string };

    expect(
      (await invoke(getMyRequest, contract.getMyTripRequest, { claims: owner, params: { id } })).status,
    ).toBe(200);
    expect(
      (await invoke(getMyRequest, contract.getMyTripRequest, { claims: other, params: { id } })).status,
    ).toBe(404);

    expect(
      (await invoke(getAgencyRequest, contract.getAgencyTripRequest, { claims: kenyaAgent, params: { id } }))
        .status,
    ).toBe(200);
    expect(
      (
        await invoke(getAgencyRequest, contract.getAgencyTripRequest, {
          claims: tanzaniaAgent,
          params: { id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await invoke(getAgencyRequest, contract.getAgencyTripRequest, { claims: owner, params: { id } }))
        .status,
    ).toBe(403);
    const tz = (await invoke(listAgencyRequests, contract.listAgencyTripRequests, { claims: tanzaniaAgent }))
      .body as {
      requests: TripRequest[];
    };
    expect(tz.requests.some((r) => r.id === id)).toBe(false);

    const foreignOffer = await invoke(sendOffer, contract.sendOffer, {
      claims: tanzaniaAgent,
      params: { id },
      body: JSON.stringify(offer),
    });
    expect(foreignOffer.status).toBe(404);
  });

  it("get the agency's offer, which the traveller is told about in their language", async () => {
    const lea = traveller("lea");
    const { id } = (await submitAs(lea)).body as { id: string };
    const recorded = recordMetrics();
    const sent = await invoke(sendOffer, contract.sendOffer, {
      claims: kenyaAgent,
      params: { id },
      body: JSON.stringify(offer),
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: "offer-available", offer: { title: "Lune de miel au Kenya" } });
    const mails = await mailsTo(lea.email);
    expect(mails.map((m) => m.subject)).toContain("Votre offre de voyage sur mesure est prête");
    const stale = await invoke(sendOffer, contract.sendOffer, {
      claims: kenyaAgent,
      params: { id },
      body: JSON.stringify({ ...offer, validUntil: "2020-01-01" }),
    });
    expect((stale.body as { error: { fields: object } }).error.fields).toEqual({
      "body.validUntil": "invalidDate",
    });
    // Valid past the start of the trip (August 2099), the offer could be accepted for a trip under way.
    const late = await invoke(sendOffer, contract.sendOffer, {
      claims: kenyaAgent,
      params: { id },
      body: JSON.stringify({ ...offer, validUntil: "2099-08-01" }),
    });
    expect((late.body as { error: { fields: object } }).error.fields).toEqual({
      "body.validUntil": "validUntilAfterStart",
    });
    const lastDay = await invoke(sendOffer, contract.sendOffer, {
      claims: kenyaAgent,
      params: { id },
      body: JSON.stringify({ ...offer, validUntil: "2099-07-31" }),
    });
    expect(lastDay.status).toBe(200);
    // That was a revision of the first offer: the traveller is told so.
    expect((await mailsTo(lea.email)).map((m) => m.subject)).toContain(
      "Votre offre de voyage sur mesure a été modifiée",
    );
    // In time, and a revision is no first offer: nothing late.
    expect(recorded.counted("OfferSentLate")).toEqual([]);
  });

  describe("answered after the 72 hours", () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it("count the first offer as sent late, under its agency; its revision not again", async () => {
      const { id, replyDueAt } = (await submitAs(traveller("late"))).body as {
        id: string;
        replyDueAt: string;
      };
      vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(replyDueAt) + 3600_000 });
      const recorded = recordMetrics();
      const send = () =>
        invoke(sendOffer, contract.sendOffer, {
          claims: kenyaAgent,
          params: { id },
          body: JSON.stringify(offer),
        });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      expect(recorded.total("OfferSentLate")).toBe(1);
      expect(recorded.counted("OfferSentLate").map((m) => m.dimensions)).toContainEqual({
        stage: "local",
        agency: "mara-horizon-safaris",
      });
    });
  });

  it("are followed up by the hourly job: one reminder near the deadline, offers expired after validity", async () => {
    const max = traveller("max");
    const { id, replyDueAt } = (await submitAs(max)).body as { id: string; replyDueAt: string };
    const early = new Date(Date.parse(replyDueAt) - 20 * 3600_000);
    const late = new Date(Date.parse(replyDueAt) - 6 * 3600_000);
    await followUpTripRequests(early);
    const before = (await mailsTo(demoAgencyEmail("mara-horizon-safaris"))).filter((m) =>
      m.subject.startsWith("Reminder"),
    ).length;
    const first = await followUpTripRequests(late);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    await followUpTripRequests(late);
    const reminders = (await mailsTo(demoAgencyEmail("mara-horizon-safaris"))).filter((m) =>
      m.subject.startsWith(`Reminder: the offer for ${max.name}`),
    );
    expect(reminders).toHaveLength(1);
    expect(before).toBeGreaterThanOrEqual(0);

    await invoke(sendOffer, contract.sendOffer, {
      claims: kenyaAgent,
      params: { id },
      body: JSON.stringify({ ...offer, validUntil: "2099-02-01" }),
    });
    await followUpTripRequests(new Date("2099-02-01T12:00:00Z"));
    const stillValid = (
      await invoke(getMyRequest, contract.getMyTripRequest, { claims: max, params: { id } })
    ).body as TripRequest;
    expect(stillValid.status).toBe("offer-available");
    await followUpTripRequests(new Date("2099-02-02T00:30:00Z"));
    const after = (await invoke(getMyRequest, contract.getMyTripRequest, { claims: max, params: { id } }))
      .body as TripRequest;
    expect(after.status).toBe("expired");
    // Nobody works on an expired quote: a change request is refused and nothing is appended.
    const change = await invoke(addChangeRequest, contract.addChangeRequest, {
      claims: max,
      params: { id },
      body: JSON.stringify({ text: "Could we start later?" }),
    });
    expect((change.body as { error: { fields: object } }).error.fields).toEqual({ "params.id": "invalid" });
    const unchanged = (await invoke(getMyRequest, contract.getMyTripRequest, { claims: max, params: { id } }))
      .body as TripRequest;
    expect(unchanged.changeRequests).toEqual([]);
  });

  it("are not followed up once answered: no reminder after an offer, and an expired offer stays expired", async () => {
    const zoe = traveller("zoe");
    const { id, replyDueAt } = (await submitAs(zoe)).body as { id: string; replyDueAt: string };
    await invoke(sendOffer, contract.sendOffer, {
      claims: kenyaAgent,
      params: { id },
      body: JSON.stringify({ ...offer, validUntil: "2099-03-01" }),
    });
    await followUpTripRequests(new Date(Date.parse(replyDueAt) - 6 * 3600_000));
    const reminders = (await mailsTo(demoAgencyEmail("mara-horizon-safaris"))).filter((m) =>
      m.subject.startsWith(`Reminder: the offer for ${zoe.name}`),
    );
    expect(reminders).toHaveLength(0);
    const expiredRun = await followUpTripRequests(new Date("2099-03-02T00:30:00Z"));
    expect(expiredRun.expired).toBeGreaterThanOrEqual(1);
    expect(await followUpTripRequests(new Date("2099-03-02T00:30:00Z"))).toEqual({ reminded: 0, expired: 0 });
    const after = (await invoke(getMyRequest, contract.getMyTripRequest, { claims: zoe, params: { id } }))
      .body as TripRequest;
    expect(after.status).toBe("expired");
  });
});
