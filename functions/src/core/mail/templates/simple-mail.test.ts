import { describe, expect, it } from "vitest";
import { simpleMail } from "./simple-mail.js";

describe("simpleMail", () => {
  it("puts the link's address under its label in the text part, with no colon to space in French", () => {
    const mail = simpleMail("a@example.com", "Votre offre", ["Bonjour"], {
      label: "Voir l’offre",
      url: "https://tembea.example/fr/account/trips/request/1",
    });
    expect(mail.text).toBe(
      "Bonjour\n\nVoir l’offre\nhttps://tembea.example/fr/account/trips/request/1\n\nTembea",
    );
  });

  it("escapes every text and the address in the HTML part", () => {
    const mail = simpleMail("a@example.com", "s", ["<b>x</b>"], { label: "<i>", url: 'https://x/"y' });
    expect(mail.html).toBe(
      '<p>&lt;b&gt;x&lt;/b&gt;</p><p><a href="https://x/&quot;y">&lt;i&gt;</a></p><p>Tembea</p>',
    );
  });
});
