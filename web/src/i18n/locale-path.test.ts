import { describe, expect, it } from "vitest";
import {
  alternateLinks,
  localizedPath,
  parseLocalePath,
  pathInLanguageOf,
  prefixLocale,
  routePrefixes,
  switchLocalePath,
  withPrefix,
} from "./locale-path";

describe("localizedPath", () => {
  it("leaves English unprefixed and prefixes German and French", () => {
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("en", "/faq")).toBe("/faq");
    expect(localizedPath("de", "/")).toBe("/de");
    expect(localizedPath("de", "/faq")).toBe("/de/faq");
    expect(localizedPath("fr", "/group-tours/kenya")).toBe("/fr/group-tours/kenya");
  });

  it("prefixes English with /en when asked", () => {
    expect(localizedPath("en", "/", { explicit: true })).toBe("/en");
    expect(localizedPath("en", "/faq", { explicit: true })).toBe("/en/faq");
  });

  it("normalises slashes", () => {
    expect(localizedPath("de", "faq/")).toBe("/de/faq");
    expect(localizedPath("en", "")).toBe("/");
    expect(withPrefix("/fr", "//")).toBe("/fr");
  });
});

describe("parseLocalePath", () => {
  it("reads the language from the prefix", () => {
    expect(parseLocalePath("/de/faq")).toEqual({ prefix: "/de", locale: "de", path: "/faq" });
    expect(parseLocalePath("/fr")).toEqual({ prefix: "/fr", locale: "fr", path: "/" });
    expect(parseLocalePath("/fr/")).toEqual({ prefix: "/fr", locale: "fr", path: "/" });
    expect(parseLocalePath("/en/group-tours")).toEqual({ prefix: "/en", locale: "en", path: "/group-tours" });
  });

  it("treats everything else as unprefixed English", () => {
    expect(parseLocalePath("/")).toEqual({ prefix: "", locale: "en", path: "/" });
    expect(parseLocalePath("/faq")).toEqual({ prefix: "", locale: "en", path: "/faq" });
    expect(parseLocalePath("/deutsch")).toEqual({ prefix: "", locale: "en", path: "/deutsch" });
    expect(parseLocalePath("/es/faq")).toEqual({ prefix: "", locale: "en", path: "/es/faq" });
  });

  it("round-trips with localizedPath for every prefix", () => {
    for (const prefix of routePrefixes) {
      const url = withPrefix(prefix, "/group-tours/kenya");
      expect(parseLocalePath(url)).toEqual({
        prefix,
        locale: prefixLocale(prefix),
        path: "/group-tours/kenya",
      });
    }
  });
});

describe("switchLocalePath", () => {
  it("keeps the page and changes the language", () => {
    expect(switchLocalePath("/de/faq", "fr")).toBe("/fr/faq");
    expect(switchLocalePath("/de/faq", "en")).toBe("/faq");
    expect(switchLocalePath("/en", "de")).toBe("/de");
    expect(switchLocalePath("/", "fr")).toBe("/fr");
  });
});

describe("alternateLinks", () => {
  it("lists the four variants of a page", () => {
    expect(alternateLinks("/fr")).toEqual([
      { hrefLang: "en", path: "/en" },
      { hrefLang: "de", path: "/de" },
      { hrefLang: "fr", path: "/fr" },
      { hrefLang: "x-default", path: "/" },
    ]);
    expect(alternateLinks("/group-tours").map((l) => l.path)).toEqual([
      "/en/group-tours",
      "/de/group-tours",
      "/fr/group-tours",
      "/group-tours",
    ]);
  });
});

describe("pathInLanguageOf", () => {
  it("keeps a redirect in the language of the URL being opened", () => {
    const opened = (path: string) => new URL(`https://tembea.example${path}`);
    expect(pathInLanguageOf(opened("/de/account?tab=trips"), "/")).toBe("/de");
    expect(pathInLanguageOf(opened("/fr/login"), "/account")).toBe("/fr/account");
    expect(pathInLanguageOf(opened("/en/agent"), "/login")).toBe("/en/login");
    expect(pathInLanguageOf(opened("/account"), "/")).toBe("/");
  });
});
