// Lighthouse with its default (mobile, simulated throttling) settings on the system Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./browser.js";
import { type Measurement, measurement } from "./report.js";

export interface LighthouseDetail {
  page: string;
  path: string;
  scores: Record<string, number | null>;
  /** Audits that lost points, so the report says what to fix, not only that something is off. */
  failedAudits: {
    category: string;
    id: string;
    title: string;
    score: number | null;
    displayValue?: string;
  }[];
  /** The biggest savings Lighthouse sees for performance. */
  opportunities: { id: string; title: string; displayValue?: string }[];
}

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

export async function measureLighthouse(
  origin: string,
  pages: { name: string; path: string }[],
): Promise<{ measurements: Measurement[]; details: LighthouseDetail[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumFlags],
    logLevel: "silent",
  });
  const measurements: Measurement[] = [];
  const details: LighthouseDetail[] = [];
  try {
    for (const { name, path } of pages) {
      const url = `${origin}${path}`;
      // No config: Lighthouse's defaults are the mobile form factor with simulated throttling.
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      const score = (id: string) => {
        const s = lhr.categories[id]?.score;
        return s === null || s === undefined ? null : Math.round(s * 100);
      };
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const lcp = numeric("largest-contentful-paint");
      const cls = numeric("cumulative-layout-shift");
      measurements.push(
        measurement("lighthouse", path, "performance", score("performance"), "", { op: ">=", value: 95 }),
        measurement("lighthouse", path, "accessibility", score("accessibility"), "", { op: "=", value: 100 }),
        measurement("lighthouse", path, "best-practices", score("best-practices"), ""),
        measurement("lighthouse", path, "seo", score("seo"), ""),
        measurement("lighthouse", path, "LCP", lcp === null ? null : Math.round(lcp) / 1000, "s", {
          op: "<=",
          value: 1.8,
        }),
        measurement("lighthouse", path, "CLS", cls === null ? null : Math.round(cls * 1000) / 1000, "", {
          op: "<",
          value: 0.02,
        }),
        measurement(
          "lighthouse",
          path,
          "TBT",
          Math.round(numeric("total-blocking-time") ?? Number.NaN),
          "ms",
        ),
      );
      const failedAudits = categories.flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 0.9)
          .map((a) => ({
            category,
            id: a?.id ?? "",
            title: a?.title ?? "",
            score: a?.score ?? null,
            ...(a?.displayValue ? { displayValue: a.displayValue } : {}),
          })),
      );
      const opportunities = Object.values(lhr.audits)
        .filter((a) => a.details?.type === "opportunity" && a.score !== null && a.score < 0.9)
        .map((a) => ({
          id: a.id,
          title: a.title,
          ...(a.displayValue ? { displayValue: a.displayValue } : {}),
        }));
      details.push({
        page: name,
        path,
        scores: Object.fromEntries(categories.map((c) => [c, score(c)])),
        failedAudits,
        opportunities,
      });
    }
  } finally {
    chrome.kill();
  }
  return { measurements, details };
}
