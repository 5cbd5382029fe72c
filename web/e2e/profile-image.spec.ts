import { expect, type Page, test } from "./fixtures";
import { png } from "./support/png";
import { signInByCookies } from "./support/sign-in";
import { signUp } from "./support/trips-api";

// The profile image on personal details, end to end against the local twin: the browser's own
// checks, the presigned PUT to the S3 twin, the image on the page and in the header's avatar.

const texts = {
  en: {
    prefix: "",
    choose: "Choose an image",
    upload: "Upload image",
    preview: "Preview of the chosen image",
    current: "Your profile image",
    tooLarge: "Max upload size is 5 MB",
    wrongType: "Please choose a JPEG, PNG or WebP image.",
  },
  de: {
    prefix: "/de",
    choose: "Bild auswählen",
    upload: "Bild hochladen",
    preview: "Vorschau des ausgewählten Bildes",
    current: "Ihr Profilbild",
    tooLarge: "Die maximale Dateigrösse beträgt 5 MB",
    wrongType: "Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP.",
  },
  fr: {
    prefix: "/fr",
    choose: "Choisir une image",
    upload: "Téléverser l’image",
    preview: "Aperçu de l’image choisie",
    current: "Votre photo de profil",
    tooLarge: "La taille maximale du fichier est de 5 Mo",
    wrongType: "Veuillez choisir une image JPEG, PNG ou WebP.",
  },
};

const password = "Safari!2026x";

/** A new account in the page's language, signed in (the login page is not what this is about). */
async function signUpAndSignIn(page: Page, lang: string): Promise<string> {
  const email = `e2e-image-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const name = "Nia Mwangi";
  await signUp(page.request, name, email, password, lang);
  await signInByCookies(page.context(), email, password);
  return name;
}

/** True once the image has been fetched and decoded (a broken image has no natural width). */
const loaded = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

for (const [lang, l] of Object.entries(texts)) {
  test(`${lang}: a profile image is checked, uploaded and shown in the header${lang === "fr" ? " @mobile" : ""}`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpAndSignIn(page, lang);
    await page.goto(`${l.prefix}/account/personal-details`);
    const input = page.getByLabel(l.choose, { exact: true });

    // Checked in the browser before anything is sent.
    await input.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(page.getByRole("alert").filter({ hasText: l.tooLarge })).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(new RegExp(l.tooLarge));
    await expect(page.getByRole("button", { name: l.upload })).toHaveCount(0);
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByRole("alert").filter({ hasText: l.wrongType })).toBeVisible();

    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png(48, 48, [31, 95, 74]) });
    await expect(page.getByText(l.wrongType)).toHaveCount(0);
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("img", { name: l.preview })).toBeVisible();
    await expect.poll(() => loaded(page, '[data-testid="profile-image"]')).toBe(true);
    await expect(page.getByText("me.png")).toBeVisible();
    if (lang === "de") {
      // The file's way to storage drops once: said as a lost connection, and the upload works after.
      let drops = true;
      await page.route(
        (url) => !url.pathname.startsWith("/api/"),
        (route) => {
          if (!drops || route.request().method() !== "PUT") return route.fallback();
          drops = false;
          return route.abort("connectionreset");
        },
      );
      await page.getByRole("button", { name: l.upload }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Die Verbindung wurde unterbrochen." }),
      ).toHaveText(
        "Die Verbindung wurde unterbrochen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
      );
    }
    await page.getByRole("button", { name: l.upload }).click();

    // The preview gives way to the saved image, served from /uploads on the site's origin.
    const image = page.getByRole("img", { name: l.current });
    await expect(image).toHaveAttribute("src", /^\/uploads\/profile-images\/[^/]+\/[0-9a-f-]{36}\.png$/);
    const src = (await image.getAttribute("src")) as string;
    await expect.poll(() => loaded(page, '[data-testid="profile-image"]')).toBe(true);
    const avatar = page.getByRole("banner").getByTestId("user-menu-avatar");
    await expect(avatar).toHaveAttribute("src", src);
    await expect.poll(() => loaded(page, '[data-testid="user-menu-avatar"]')).toBe(true);

    // Kept with the profile: after a reload both still show the uploaded image.
    await page.reload();
    await expect(page.getByRole("img", { name: l.current })).toHaveAttribute("src", src);
    await expect(page.getByRole("banner").getByTestId("user-menu-avatar")).toHaveAttribute("src", src);
  });
}
