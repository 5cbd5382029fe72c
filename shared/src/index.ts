export * from "./contract/index.js";
export * from "./domain/destination.js";
export * from "./domain/destinations-data.js";
export * from "./domain/errors.js";
export * from "./domain/locale.js";
export * from "./domain/slug.js";
