import { describe, expect, it } from "vitest";
import { tripRequestWithOffer } from "../../../../test/trip-requests.js";
import { offerAvailableMail } from "./trip-requests.js";

describe("the traveller's mail that an offer is there", () => {
  it("says until when it may be accepted, in the traveller's language, first and revised", () => {
    for (const [locale, line] of [
      ["en", "The offer is valid until December 31, 2099."],
      ["de", "Das Angebot gilt bis zum 31. Dezember 2099."],
      ["fr", "L’offre est valable jusqu’au 31 décembre 2099."],
    ] as const) {
      const request = { ...tripRequestWithOffer(), locale };
      for (const revision of [false, true]) {
        const mail = offerAvailableMail(request, { revision });
        expect(mail.text).toContain(line);
        expect(mail.html).toContain(line);
      }
    }
  });
});
