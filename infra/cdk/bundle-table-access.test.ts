import { describe, expect, it } from "vitest";
import { tableAccessOfBundle } from "./bundle-table-access.js";

const builders = new Set(["tour", "tourListEntry", "tourPartition", "booking", "departure", "reviewToken"]);

/** A bundle as esbuild lays it out: imports, then each module's code after its `// <path>` line. */
const bundle = (...modules: [path: string, code: string][]) =>
  [
    'import { GetCommand, PutCommand, TransactWriteCommand, paginateQuery, ScanCommand } from "@aws-sdk/lib-dynamodb";',
    'import { PutCommand as PutCommand2 } from "@aws-sdk/lib-dynamodb";',
    "",
    "// functions/src/data/keys.ts",
    'var keys = { tour: (id) => ({ pk: "TOUR#" + id }) };',
    ...modules.flatMap(([path, code]) => ["", `// ${path}`, code]),
  ].join("\n");

const access = (...modules: [string, string][]) => {
  const { readBuilders, writeBuilders, strays } = tableAccessOfBundle(bundle(...modules), builders);
  return { reads: [...readBuilders].sort(), writes: [...writeBuilders].sort(), strays };
};

describe("reading a bundle's table access (bundle-table-access.ts)", () => {
  it("counts the keys a data-layer function hands to a writer as written, not read", () => {
    expect(
      access([
        "functions/src/data/tours.ts",
        `async function putIfAbsent(item) { return db().send(new PutCommand2({ Item: item })); }
         async function createTour(t) { return putIfAbsent({ ...keys.tour(t.id), ...keys.tourListEntry(t.kind) }); }
         async function findTour(id) { return db().send(new GetCommand({ Key: keys.booking(id) })); }`,
      ]),
    ).toEqual({ reads: ["booking"], writes: ["tour", "tourListEntry"], strays: [] });
  });

  it("follows reads through helpers, and keys made by a helper without I/O to the function using them", () => {
    expect(
      access([
        "functions/src/data/bookings.ts",
        `async function queryAll(input) { for await (const page of paginateQuery({}, input)) {} }
         const departureKey = (b) => keys.departure(b.tourId, b.startDate);
         async function listTour(id) { return queryAll({ pk: keys.tourPartition(id).pk }); }
         async function hold(b) {
           await db().send(new TransactWriteCommand({ TransactItems: [{ Update: { Key: departureKey(b) } }] }));
         }`,
      ]),
    ).toEqual({ reads: ["tourPartition"], writes: ["departure"], strays: [] });
  });

  it("counts a transaction's ConditionCheck as a read (ConditionCheckItem is a read action)", () => {
    const found = access([
      "functions/src/data/review-tokens.ts",
      `async function use(h) {
         await db().send(new TransactWriteCommand({ TransactItems: [
           { ConditionCheck: { Key: keys.reviewToken(h) } }, { Put: { Item: keys.booking(h) } }] }));
       }`,
    ]);
    // Both keys count both ways: the analysis does not tell the items of one call apart.
    expect(found).toEqual({
      reads: ["booking", "reviewToken"],
      writes: ["booking", "reviewToken"],
      strays: [],
    });
  });

  it("knows the operations destructured from the package required by name (data/dynamodb-sdk.ts)", () => {
    const required = [
      "// functions/src/data/dynamodb-sdk.ts",
      'var { GetCommand: GetCommand3, UpdateCommand } = requireRuntimeSdk("@aws-sdk/lib-dynamodb");',
      "",
      "// functions/src/data/keys.ts",
      'var keys = { tour: (id) => ({ pk: "TOUR#" + id }) };',
      "",
      "// functions/src/data/tours.ts",
      `async function findTour(id) { return db().send(new GetCommand3({ Key: keys.tour(id) })); }
       async function rate(b) { return db().send(new UpdateCommand({ Key: keys.booking(b) })); }`,
    ].join("\n");
    const { readBuilders, writeBuilders, strays } = tableAccessOfBundle(required, builders);
    expect({ reads: [...readBuilders], writes: [...writeBuilders], strays }).toEqual({
      reads: ["tour"],
      writes: ["booking"],
      strays: [],
    });
  });

  it("follows data modules to the table through data/table.ts, one operation per function", () => {
    expect(
      access(
        [
          "functions/src/data/table.ts",
          `var inTable = (input) => ({ ...input, TableName: tableName() });
           var getItem = (input) => db().send(new GetCommand(inTable(input)));
           var transactWrite = ({ TransactItems }) => db().send(new TransactWriteCommand({ TransactItems }));`,
        ],
        [
          "functions/src/data/bookings.ts",
          `async function findBooking(id) { return getItem({ Key: keys.booking(id) }); }
           async function hold(b) { return transactWrite({ TransactItems: [{ Put: { Item: keys.departure(b) } }] }); }`,
        ],
      ),
    ).toEqual({ reads: ["booking"], writes: ["departure"], strays: [] });
  });

  it("reports table access outside the data layer, unknown operations and keys passed whole", () => {
    const { strays } = access(
      ["functions/src/data/tours.ts", "const tourKey = (id) => keys.tour(id);"],
      [
        "functions/src/data/scan.ts",
        "async function everything() { return db().send(new ScanCommand({})); }",
      ],
      ["functions/src/data/all-keys.ts", "function builders() { return Object.keys(keys); }"],
      [
        "functions/src/http/get-tour/handler.ts",
        `async function handler(id) {
           await db().send(new PutCommand({ Item: keys.booking(id) }));
           return tourKey(id);
         }`,
      ],
    );
    expect(strays).toEqual([
      "everything (functions/src/data/scan.ts) uses ScanCommand, which bundle-table-access.ts does not know as a read or a write",
      "builders (functions/src/data/all-keys.ts) uses keys other than as keys.<key builder>",
      "handler (functions/src/http/get-tour/handler.ts) touches the table or its keys outside functions/src/data",
    ]);
  });

  it("reads builders the data layer imports one by one, by the module that declares them", () => {
    // As esbuild lays out `import * as keys`: each builder a declaration of keys.ts, called by name,
    // renamed when another module declares the same name; a local of that name is not a builder.
    const separate = [
      'import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";',
      "",
      "// functions/src/data/keys.ts",
      'var tour2 = (id) => ({ pk: "TOUR#" + id });',
      'var booking = (id) => ({ pk: "BOOKING#" + id });',
      "var keys_exports = {};",
      "",
      "// functions/src/data/tours.ts",
      `var tour = (item) => item;
       async function findTour(id) { return db().send(new GetCommand({ Key: tour2(id) })); }
       async function saveTour(t) { return db().send(new PutCommand({ Item: tour(t) })); }
       async function book(id) { return db().send(new PutCommand({ Item: booking(id) })); }`,
      "",
      "// functions/src/data/all-keys.ts",
      "function builders() { return Object.keys(keys_exports); }",
    ].join("\n");
    const { readBuilders, writeBuilders, strays } = tableAccessOfBundle(separate, builders);
    expect({ reads: [...readBuilders], writes: [...writeBuilders], strays }).toEqual({
      reads: ["tour"],
      writes: ["booking"],
      strays: [
        "builders (functions/src/data/all-keys.ts) uses the key builders' namespace whole (keys_exports), not one builder by name",
      ],
    });
  });
});
