import { redirectSignedIn } from "../../features/auth/guards";
import { AuthLayout } from "../layout/auth-layout";
import type { AppRoute } from "../navigation";
import { page } from "../page-route";

/** Signing in and up, and the password pages. Loads with the first visit to one (router.tsx). */
export function routes(): AppRoute[] {
  return [
    {
      element: <AuthLayout />,
      children: [
        page("login", () => import("../../features/auth/login"), ["auth", "forms"], {
          guard: redirectSignedIn,
        }),
        page("signup", () => import("../../features/auth/signup"), ["auth", "forms"], {
          guard: redirectSignedIn,
        }),
        page("forgot-password", () => import("../../features/auth/forgot-password"), ["auth", "forms"]),
        page("forgot-password/success", () => import("../../features/auth/forgot-password-success"), [
          "auth",
        ]),
        page("reset-password", () => import("../../features/auth/reset-password"), ["auth", "forms"]),
        page("reset-password/success", () => import("../../features/auth/reset-password-success"), ["auth"]),
        page("invitation", () => import("../../features/auth/invitation-page"), ["auth", "forms"]),
      ],
    },
  ];
}
