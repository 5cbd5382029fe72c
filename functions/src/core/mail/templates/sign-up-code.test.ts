import { frenchTypographyFaults, locales } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { signUpCodeMail } from "./sign-up-code.js";

describe("the sign-up code mail", () => {
  it.each(locales)("in %s carries the code in the subject and on a line of its own", (locale) => {
    const { to, subject, text, html } = signUpCodeMail(
      locale,
      { email: "a@example.com", name: "Chloé" },
      "042917",
    );
    expect(to).toBe("a@example.com");
    expect(subject).toContain("042917");
    expect(text).toContain("\n\n042917\n\n");
    expect(html).toContain("<strong>042917</strong>");
    expect(text).toContain("Chloé");
  });

  it("keeps the French signs on their line and escapes the name in HTML", () => {
    const { subject, text, html } = signUpCodeMail(
      "fr",
      { email: "a@example.com", name: "<b>Zoé</b>" },
      "123456",
    );
    expect([subject, text, html].flatMap((part) => frenchTypographyFaults(part))).toEqual([]);
    expect(html).not.toContain("<b>Zoé</b>");
  });
});
