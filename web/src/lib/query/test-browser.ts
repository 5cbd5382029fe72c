/**
 * For the tests: the browser the cache reads (`window`, the tab's visibility). Web tests run in
 * Node, where the cache acts as in the build (no retries, no timers); a test file imports this
 * first, before the cache loads. `document.dispatchEvent(new Event("visibilitychange"))` shows the tab again.
 */
Object.assign(globalThis, {
  window: globalThis,
  document: Object.assign(new EventTarget(), { visibilityState: "visible" }),
});
