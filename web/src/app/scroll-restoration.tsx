import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

const storageKey = "tembea:scroll-positions";

/** Scroll position of each history entry (by location key), kept across reloads for the tab. */
const positions = new Map<string, number>();
/** The key of the entry on screen, which scroll events belong to; undefined until the first page shows. */
let shownKey: string | undefined;
let storedRead = false;

function readStored(): void {
  if (storedRead) return;
  storedRead = true;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey) ?? "{}") as Record<string, unknown>;
    for (const [key, y] of Object.entries(stored)) if (typeof y === "number") positions.set(key, y);
  } catch {
    // Storage blocked or garbled: positions are remembered for this page load only.
  }
}

function store(): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Nothing to do: a reload then starts at the top.
  }
}

/** Stops following a page that grows towards its saved position (below). */
let stopFollowing: (() => void) | undefined;

function remember(): void {
  // While a restore follows the page, its scroll events are ours, short of the position kept.
  if (shownKey !== undefined && !stopFollowing) positions.set(shownKey, window.scrollY);
}

/** How long a restore waits for the page to grow to its saved position (its data loading). */
const followMs = 5_000;

/**
 * Scrolls to `y`. A page whose data is still loading (a reload, or Forward back into the site,
 * renders the list's loading state first) is shorter than it was, so the scroll falls short: it is
 * then repeated as the page grows, until it reaches `y`, the visitor scrolls or presses a key
 * themselves, another page shows, or `followMs` have passed.
 */
function restoreTo(y: number): void {
  stopFollowing?.();
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return;
  const follow = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  };
  const observer = new ResizeObserver(follow);
  const timer = window.setTimeout(() => stop(), followMs);
  const userScrolls = ["wheel", "touchstart", "keydown", "mousedown"] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userScrolls) window.removeEventListener(type, stop, true);
    stopFollowing = undefined;
    remember();
  }
  for (const type of userScrolls) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  stopFollowing = stop;
}

/** The element id a URL's #hash names; a malformed escape (`#%E0%A4%A`) names none rather than throwing. */
function elementId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return "";
  }
}

/**
 * What react-router's `<ScrollRestoration>` does in data mode, for the declarative router: a new
 * page starts at the top (or at the element the URL's #hash names), back and forward return to
 * where the page was left, and so does a reload. Rendered with the page, so it scrolls once the new
 * page is on screen.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();

  useLayoutEffect(() => {
    window.history.scrollRestoration = "manual";
    const onPageHide = () => {
      remember();
      store();
      window.history.scrollRestoration = "auto";
    };
    // A page the browser kept in its back/forward cache comes back with this still mounted but the
    // mode "auto" that pagehide left: the browser would then scroll Back's previous page itself,
    // before the app's transition (app-router.tsx) shows the page it belongs to.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = "manual";
    };
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    readStored(); // on the first page: where the tab was before a reload
    const firstPage = shownKey === undefined;
    stopFollowing?.();
    shownKey = key;
    const saved = positions.get(key);
    if (saved !== undefined) {
      restoreTo(saved);
      return;
    }
    const target = hash ? document.getElementById(elementId(hash)) : null;
    if (target) target.scrollIntoView();
    // The first page of a visit starts where the browser put it: a prerendered page may have been
    // scrolled before the app took it over (an empty page is at the top anyway).
    else if (!firstPage) window.scrollTo(0, 0);
  }, [key, hash]);

  return null;
}
