// Preloaded (--import) into the cold starts of the functions that talk to a stand-in (lambdas.ts):
// the KeyValueStore API's host starts with the store's account id
// (functions/src/core/tour-pages/key-value-store.ts), a name no resolver knows here, and Stripe's is
// fixed in stripe-api.ts; so every name resolves to loopback, where kvs-stand-in.mjs answers, and a
// connection to Stripe's port 443 goes to BENCH_STRIPE_PORT, where stripe-stand-in.mjs does. Runs
// before the measured import.
import dns from "node:dns";
import tls from "node:tls";

const lookup = dns.lookup;
dns.lookup = (_host, options, callback) => lookup("127.0.0.1", options, callback);

const stripePort = process.env.BENCH_STRIPE_PORT;
if (stripePort) {
  const connect = tls.connect;
  tls.connect = (...args) => {
    const options = args[0];
    if (typeof options === "object" && options.host === "api.stripe.com" && Number(options.port) === 443)
      args[0] = { ...options, port: Number(stripePort) };
    return connect(...args);
  };
}
