import { isTripRequestPath } from "@tembea/shared/site/site-paths";
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { parseLocalePath } from "../../i18n/locale-path";
import { useActiveTripRequestSession } from "./session-store";

/** Reading the saved answers needs the contract's schemas (zod): loaded only when there is a request to resume. */
const ResumeRequestBar = lazy(() =>
  import("./resume-request-bar").then(async (module) => {
    await module.draftsReady();
    return { default: module.ResumeRequestBar };
  }),
);

/** Whether the path is one of the wizard's own pages (no need to offer to resume there). */
const inWizard = (pathname: string) => isTripRequestPath(parseLocalePath(pathname).path);

/** The header's discreet offer to resume an unfinished request (an active session with saved answers). */
export function ResumeTripRequest() {
  const { pathname } = useLocation();
  const active = useActiveTripRequestSession();
  if (!active || inWizard(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <ResumeRequestBar />
    </Suspense>
  );
}
