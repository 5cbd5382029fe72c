import { createRoot, hydrateRoot } from "react-dom/client";
import { App, queryClient } from "./app/app";
import { takeOverPrerendered } from "./prerender/prerendered-root";
import "./styles/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = <App />;

// A page prerendered at build time (scripts/prerender.ts) is taken over where it stands; index.html
// (every other page) has an empty #root the app renders into.
if (takeOverPrerendered(root, queryClient)) hydrateRoot(root, app);
else createRoot(root).render(app);
