import { expect, it } from "vitest";
import { entryScriptOf } from "./web.js";

it("finds the entry chunk in the built page, whatever the order of its attributes", () => {
  expect(
    entryScriptOf(
      '<head><link rel="icon" href="/favicon.svg"><script type="module" crossorigin src="/assets/index-BaX07BkN.js"></script></head>',
    ),
  ).toBe("/assets/index-BaX07BkN.js");
  expect(entryScriptOf('<script type="module" src="/assets/index-a.js" crossorigin></script>')).toBe(
    "/assets/index-a.js",
  );
  expect(entryScriptOf("<p>no script</p>")).toBeUndefined();
});
