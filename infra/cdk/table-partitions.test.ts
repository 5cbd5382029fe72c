import { keys } from "@tembea/functions/data/keys";
import { handlerEntry, jobEntry, platformEntries } from "@tembea/functions/entries";
import { jobs } from "@tembea/functions/jobs";
import { endpoints } from "@tembea/shared";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { demoEntries } from "../demo/src/entries.js";
import { tableAccessOfBundle } from "./bundle-table-access.js";
import {
  demoPermissions,
  endpointPermissions,
  jobPermissions,
  type Permissions,
  platformPermissions,
} from "./permissions.js";
import {
  leadingKeyPatterns,
  partitionsOfKeyBuilder,
  type TablePartition,
  tablePartitions,
} from "./table-partitions.js";
import { functionRuntime } from "./use-case-function.js";

type KeyBuilder = keyof typeof keys;
const builderNames = Object.keys(keys) as KeyBuilder[];

/** IAM StringLike: `*` is any run of characters, `?` one character. */
const matchesPattern = (value: string, pattern: string) =>
  new RegExp(
    `^${pattern
      .split("")
      .map((c) => (c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^${}()|[\]\\]/g, "\\$&")))
      .join("")}$`,
  ).test(value);

/**
 * What a key builder gives for placeholder arguments: a prefix, a key object or an index partition.
 * The tour lists' builders take the kind first.
 */
function sampleOf(name: KeyBuilder): unknown {
  const builder = keys[name] as unknown;
  if (typeof builder !== "function") return builder;
  const args = Array.from({ length: 6 }, () => "x1");
  return (builder as (...args: string[]) => unknown)(
    ...(name.startsWith("tourList") ? ["group", ...args] : args),
  );
}

describe("the table's partitions (table-partitions.ts)", () => {
  it("are made by the key builders: each builder's key falls in the partitions it is mapped to", () => {
    for (const name of builderNames) {
      const sample = sampleOf(name);
      const mapped = partitionsOfKeyBuilder[name].map((p) => tablePartitions[p]);
      if (mapped.length === 0) {
        // Index attributes or a sort key only: nothing a request is authorized by.
        expect(sample, name).not.toHaveProperty("pk");
        continue;
      }
      const { pk, value: onIndex } = (typeof sample === "string" ? {} : sample) as Record<string, string>;
      const value = typeof sample === "string" ? sample : (pk ?? onIndex);
      expect(typeof value, `${name} gives a partition key`).toBe("string");
      expect(
        mapped.some((pattern) => matchesPattern(value as string, pattern)),
        `${name}: ${value} in ${mapped}`,
      ).toBe(true);
    }
  });

  it("are those IAM granted before the entities were declared (existing items stay reachable)", () => {
    expect(tablePartitions).toEqual({
      destination: "DESTINATION#*",
      destinationList: "DESTINATIONS",
      agency: "AGENCY#*",
      agencyList: "AGENCIES",
      groupTours: "GROUP_TOURS",
      specialTours: "SPECIAL_TOURS",
      submission: "SUBMISSION#*",
      tour: "TOUR#*",
      tourDraft: "DRAFT#*",
      toursOfAgency: "AGENCY#*#TOURS",
      publicToursOfAgency: "AGENCY#*#PUBLIC_TOURS",
      groupTourDepartures: "GROUP_TOUR_DEPARTURES",
      reviews: "REVIEWS",
      exchangeRates: "EXCHANGE_RATES",
      rateWindow: "RATE#*#*",
      resetToken: "RESET_TOKEN#*",
      pendingSignUp: "SIGN_UP#*",
      profile: "USER#*",
      sessions: "SESSIONS#*",
      tripRequest: "TRIP_REQUEST#*",
      tripRequestsOfUser: "USER#*#TRIP_REQUESTS",
      tripRequestsOfAgency: "AGENCY#*#TRIP_REQUESTS",
      tripRequestsAwaitingReply: "TRIP_REQUESTS_AWAITING_REPLY",
      tripRequestsWithOpenOffer: "TRIP_REQUESTS_WITH_OPEN_OFFER",
      booking: "BOOKING#*",
      bookingsOfTraveller: "TRAVELLER#*#BOOKINGS",
      heldBookings: "HELD_BOOKINGS",
      awaitingReviewInvite: "AWAITING_REVIEW_INVITE",
      refundsDue: "REFUNDS_DUE",
      bookingsOfTour: "TOUR_BOOKINGS#*",
      ledger: "LEDGER#*",
      reviewToken: "REVIEW_TOKEN#*",
      paymentEvent: "PAYMENT_EVENT#*",
      reference: "REFERENCE#*",
      audit: "AUDIT#*",
      auditOfMonth: "AUDIT_MONTH#*",
      requestRoute: "REQUEST_ROUTE#*",
      agent: "AGENT#*",
      agentsOfAgency: "AGENCY#*#AGENTS",
      invitation: "INVITATION#*",
    });
  });

  it("are all used by some key builder", () => {
    const used = new Set(builderNames.flatMap((name) => partitionsOfKeyBuilder[name]));
    expect(Object.keys(tablePartitions).filter((p) => !used.has(p as TablePartition))).toEqual([]);
  });
});

/**
 * Each endpoint's, job's and declared platform function's handler bundled as for Lambda (esbuild, tree-shaken, ESM), but
 * unminified and without third-party packages, so the data layer's functions, their DynamoDB
 * operations and their `keys.<builder>` calls are still readable (bundle-table-access.ts).
 */
async function handlerBundles(): Promise<Record<string, string>> {
  const entryPoints: Record<string, string> = Object.fromEntries([
    ...endpoints.map((e) => [e.id, handlerEntry(e.id)]),
    ...jobs.map((j) => [j.id, jobEntry(j)]),
    // The stack's own functions that have a declaration (reconcileTourPages reads the table).
    ...Object.keys(platformPermissions).map((id) => [
      id,
      platformEntries[id as keyof typeof platformEntries],
    ]),
    // The demo loader, deployed with -c demo=true.
    ...Object.keys(demoPermissions).map((id) => [id, demoEntries[id as keyof typeof demoEntries]]),
  ]);
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    outdir: "out",
    format: "esm",
    platform: "node",
    target: functionRuntime.name.replace("nodejs", "node").replace(".x", ""),
    mainFields: ["module", "main"],
    logLevel: "error",
    plugins: [
      {
        name: "our-code-only",
        setup(b) {
          // Third-party packages are not ours and build no table keys; our workspaces are bundled.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@tembea/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return Object.fromEntries(
    result.outputFiles.map((file) => [
      (file.path.split("/").pop() as string).replace(/\.js$/, ""),
      file.text,
    ]),
  );
}

/**
 * The builders that make the table's partition key (`pk`). A write is authorized by the item's table
 * partition key alone; the index attributes a write sets (`heldBookingEntry`, the
 * AWAITING_REVIEW_INVITE marker, …) are no partition it writes in.
 */
const tableKeyBuilders = new Set(
  builderNames.filter((name) => {
    const sample = sampleOf(name);
    return typeof sample === "object" && sample !== null && "pk" in sample;
  }),
);

interface NeededAccess {
  reads: string[];
  writes: string[];
  strays: string[];
}

/** What a function's code reads and writes, as the partitions IAM sees, from its bundle. */
function neededAccess(code: string): NeededAccess {
  const access = tableAccessOfBundle(code, new Set(builderNames));
  const partitionsOf = (builders: Iterable<string>) =>
    leadingKeyPatterns([...builders].flatMap((b) => partitionsOfKeyBuilder[b as KeyBuilder]));
  return {
    reads: partitionsOf(access.readBuilders),
    writes: partitionsOf([...access.writeBuilders].filter((b) => tableKeyBuilders.has(b as KeyBuilder))),
    strays: access.strays,
  };
}

describe("each function's table access in permissions.ts", () => {
  let bundles: Record<string, string>;
  let needed: Record<string, NeededAccess>;
  beforeAll(async () => {
    bundles = await handlerBundles();
    needed = Object.fromEntries(Object.entries(bundles).map(([id, code]) => [id, neededAccess(code)]));
  }, 120_000);

  const declared: [string, Permissions][] = [
    ...Object.entries(endpointPermissions),
    ...Object.entries(jobPermissions),
    ...Object.entries(platformPermissions),
    ...Object.entries(demoPermissions),
  ];

  it("reaches the table only through the data layer (functions/src/data)", () => {
    expect(Object.keys(bundles).sort()).toEqual(declared.map(([id]) => id).sort());
    // Not syncTourPages: it reads tour keys out of the stream's records with the data layer's key logic
    // (data/tour-pages.ts tourPageChanges, no I/O), which this check cannot tell from building keys.
    for (const [id] of declared)
      if (id !== "syncTourPages") expect((needed[id] as NeededAccess).strays, id).toEqual([]);
  });

  /** Every function whose declared partitions differ from what its code needs, and how. */
  const mismatches = (which: "reads" | "writes") =>
    declared.flatMap(([id, permissions]) => {
      const inCode = (needed[id] as NeededAccess)[which];
      const inDeclaration = leadingKeyPatterns(permissions.table?.[which] ?? []);
      const missing = inCode.filter((p) => !inDeclaration.includes(p));
      const spare = inDeclaration.filter((p) => !inCode.includes(p));
      return [
        ...(missing.length ? [`${id} ${which} ${missing.join(", ")} but does not declare it`] : []),
        ...(spare.length ? [`${id} declares ${which} of ${spare.join(", ")} its code never does`] : []),
      ];
    });

  it("reads exactly the partitions its data-layer reads address: none missing, none spare", () => {
    expect(mismatches("reads")).toEqual([]);
  });

  it("writes exactly the partitions its data-layer writes put items in: none missing, none spare", () => {
    expect(mismatches("writes")).toEqual([]);
    // A function that reaches the table needs the table declared, and only then.
    for (const [id, permissions] of declared) {
      const { reads, writes } = needed[id] as NeededAccess;
      expect(Boolean(permissions.table), `${id}: table declared`).toBe(reads.length + writes.length > 0);
    }
  });

  it("keeps agencies' drafts away from every function travellers call: only agent endpoints reach them", () => {
    const drafts = [tablePartitions.tourDraft, tablePartitions.toursOfAgency];
    const reaching = Object.entries(needed)
      .filter(([, access]) => [...access.reads, ...access.writes].some((p) => drafts.includes(p)))
      .map(([id]) => id);
    expect(reaching.length).toBeGreaterThan(0);
    // The photo function runs on the bucket's event for an agent's upload, and marks that photo only.
    const agentsUploads = ["processTourPhoto"];
    for (const id of reaching.filter((id) => !agentsUploads.includes(id))) {
      expect(endpoints.find((e) => e.id === id)?.access, `${id} reaches drafts`).toBe("agent");
    }
  });

  it("see every key: no code outside functions/src/data/entities.ts and keys.ts spells a partition key itself", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const root = new URL("../../functions/src/", import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      // The declarations, and the builders generated from them.
      (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "data/keys.ts" && f !== "data/entities.ts",
    );
    expect(files.length).toBeGreaterThan(50);
    const prefixes = Object.values(tablePartitions).map((pattern) => pattern.split("*")[0] as string);
    const spelled = files.flatMap((f) => {
      const text = readFileSync(new URL(f, root), "utf8");
      return prefixes
        .filter((p) => [`"${p}`, `'${p}`, `\`${p}`].some((q) => text.includes(q)))
        .map((p) => `${f}: ${p}`);
    });
    expect(spelled).toEqual([]);
  });
});
