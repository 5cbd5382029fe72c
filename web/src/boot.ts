/**
 * The first script of a prerendered page whose content is all in its HTML (scripts/prerender.ts):
 * it starts the app (the entry chunk named by `data-entry`) once the page is on screen with its
 * first picture, so that neither the app's download nor its hydration holds that first paint.
 * Without it the entry, when it arrived before the first frame (a fast link, or a repeat visit from
 * the cache), ran and hydrated the whole page first, and on a slow link its 100 KB shared the line
 * with the page's picture. docs/decisions/0031-paint-before-the-app-starts.md.
 *
 * Kept free of imports: it is the only script such a page runs before it paints (the page chunks its
 * head preloads are only fetched).
 */

/** The `elementtiming` name of a page's first picture (ui/ResponsiveImage.tsx). */
const pictureTiming = "priority-image";

/**
 * The longest the app waits, counted from this script's start: a page whose picture or paint is
 * slow must still answer soon.
 */
const longestWaitMs = 2_500;

/** What started the app, in the `tembea-app-start` performance mark: a test and a profile read it. */
type StartReason = "picture" | "paint" | "hidden" | "longest wait";

function startApp(reason: StartReason): void {
  for (const observer of waiting) observer.disconnect();
  performance.mark("tembea-app-start", { detail: reason });
  const script = document.querySelector<HTMLScriptElement>("script[data-entry]");
  const entry = new URL(script?.dataset.entry ?? "", location.href);
  // Only the build's own chunks: the CSP allows no other origin, and no other path is ours to run
  // (resolved first, so "/assets/../x" is not taken for one).
  if (entry.origin !== location.origin || !entry.pathname.startsWith("/assets/"))
    throw new Error("a prerendered page without its entry's address (data-entry)");
  importEntry(entry.pathname, 1);
}

/**
 * Waits before each new try to load the app: a dropped request (Chromium drops the entry's when Back
 * comes while the page still loads; a phone's link drops one) is asked for again at once, a link
 * that is down gets a moment. Asking for the same address again fetches it again: a failed module
 * fetch is not kept in the module map (whatwg/html pull request 10327, in Chromium, Firefox and
 * WebKit), and the entry never ran, so no module runs twice.
 */
const retryDelaysMs = [0, 1_000];

function importEntry(path: string, attempt: number): void {
  import(/* @vite-ignore */ path).catch((error: unknown) => {
    const delay = retryDelaysMs[attempt - 1];
    if (delay !== undefined) {
      setTimeout(() => importEntry(path, attempt + 1), delay);
      return;
    }
    // Still failing (a deploy replaced the chunk meanwhile, the link is down): the page stays as
    // painted, unhydrated, and the failure is reported like any uncaught error, as the entry's own
    // <script> would have been.
    reportError(error);
  });
}

/** Resolves once the picture has loaded or failed to. */
function pictureSettled(picture: HTMLImageElement): Promise<void> {
  if (picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener("load", () => resolve(), { once: true });
    picture.addEventListener("error", () => resolve(), { once: true });
  });
}

/** Observers still waiting; disconnected once the app starts, whatever started it. */
const waiting: PerformanceObserver[] = [];

/**
 * Resolves once the browser reports an entry of `type` that `matches` (reported when the frame is
 * on screen, not when the page's thread painted it); without that entry type, after the next frame.
 */
function reported(type: "paint" | "element", matches: (entry: PerformanceEntry) => boolean): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type))
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(matches)) return;
      observer.disconnect();
      resolve();
    });
    waiting.push(observer);
    observer.observe({ type, buffered: true });
  });
}

/**
 * Whether any of the picture is inside the first screen. One below it (the home page's first card on
 * a phone held sideways) is not what the visitor sees first: waiting for it held the app for a
 * download the first screen does not show, so the app then waits for the first paint only.
 */
function onFirstScreen(picture: HTMLImageElement): boolean {
  const box = picture.getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
}

async function pageShown(): Promise<StartReason> {
  const found = document.querySelector<HTMLImageElement>(`#root img[elementtiming="${pictureTiming}"]`);
  const picture = found && onFirstScreen(found) ? found : null;
  if (picture) await pictureSettled(picture);
  // A picture that failed to load is never reported painted.
  if (picture && picture.naturalWidth > 0) {
    await reported(
      "element",
      (entry) => (entry as PerformanceEntry & { element?: Element }).element === picture,
    );
    return "picture";
  }
  await reported("paint", (entry) => entry.name === "first-contentful-paint");
  return "paint";
}

// A tab opened in the background paints nothing until it is shown: its app starts at once.
if (document.visibilityState === "hidden") startApp("hidden");
else
  void Promise.race([
    pageShown(),
    new Promise<StartReason>((resolve) => setTimeout(() => resolve("longest wait"), longestWaitMs)),
  ]).then(startApp);
