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
// React's own onRecoverableError/onCaughtError/onUncaughtError: a hydration mismatch goes to the
// browser's reportError, where the browser tests' console checks see it (web/e2e/prerender.spec.ts,
// docs/decisions/0027-react-19-and-react-router-8.md). A callback here must keep reporting it.
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
