import { frenchTypographyFaults } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { passwordResetMail } from "./password-reset.js";

describe("the password reset mail", () => {
  it("puts the link on a line of its own, so no language has a colon to space", () => {
    const link = "https://tembea.example/fr/reset-password?token=abc";
    const { subject, text, html } = passwordResetMail("fr", { email: "a@example.com", name: "Chloé" }, link);
    expect(text).toContain(`Choisir un nouveau mot de passe\n${link}\n`);
    expect([subject, text, html].flatMap((part) => frenchTypographyFaults(part))).toEqual([]);
  });
});
