import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createApp } from "./app/app";
import { createQueryClient } from "./app/query-client";
import { takeOverPrerendered } from "./prerender/prerendered-root";
import "./styles/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A page prerendered at build time (scripts/prerender.ts) is taken over where it stands, its data
// in the cache before the app starts its first page's prefetches; index.html (every other page)
// has an empty #root the app renders into.
const queryClient = createQueryClient();
const prerendered = takeOverPrerendered(root, queryClient);
const app = createApp(queryClient);
// As a transition, the first render is React's interruptible kind: it yields to the browser every
// few milliseconds, where the default lane renders the whole page in one task that blocks a tap,
// a scroll and the picture's paint for its whole length (on a mid-range phone, hundreds of ms). A
// prerendered page is on screen meanwhile; React replays a tap on a part not yet hydrated.
startTransition(() => {
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
