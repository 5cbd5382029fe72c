import { describe, expect, it } from "vitest";
import { clearOfferDraft, readOfferDraft, saveOfferDraft } from "./offer-draft";
import { offerFormValues } from "./offer-form-schema";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const draft = { ...offerFormValues(), title: "Coast and Mara", price: "4200,5" };

describe("offer drafts", () => {
  it("are kept per request and read back", () => {
    const storage = memoryStorage();
    saveOfferDraft("r1", null, draft, storage);
    expect(readOfferDraft("r1", null, storage)).toEqual(draft);
    expect(readOfferDraft("r2", null, storage)).toBeUndefined();
  });

  it("belong to the offer they revise: another offer sent since makes them stale", () => {
    const storage = memoryStorage();
    saveOfferDraft("r1", "2026-05-10T12:00:00.000Z", draft, storage);
    expect(readOfferDraft("r1", "2026-05-10T12:00:00.000Z", storage)).toEqual(draft);
    expect(readOfferDraft("r1", "2026-05-11T09:00:00.000Z", storage)).toBeUndefined();
    expect(readOfferDraft("r1", null, storage)).toBeUndefined();
  });

  it("are gone once cleared, and a broken one counts as none", () => {
    const storage = memoryStorage();
    saveOfferDraft("r1", null, draft, storage);
    clearOfferDraft("r1", storage);
    expect(readOfferDraft("r1", null, storage)).toBeUndefined();
    storage.setItem("tembea.offer-draft.r1", "{not json");
    expect(readOfferDraft("r1", null, storage)).toBeUndefined();
    storage.setItem("tembea.offer-draft.r1", JSON.stringify({ basedOn: null, values: { title: 1 } }));
    expect(readOfferDraft("r1", null, storage)).toBeUndefined();
  });
});
