// Preloaded (--import) into syncTourPages' cold start: the KeyValueStore API's host starts with the
// store's account id (functions/src/core/tour-pages/key-value-store.ts), a name no resolver knows here,
// so every name resolves to loopback, where kvs-stand-in.mjs answers. Runs before the measured import.
import dns from "node:dns";

const lookup = dns.lookup;
dns.lookup = (_host, options, callback) => lookup("127.0.0.1", options, callback);
