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
        page("login", () => import("../../routes/login"), ["auth", "forms"], { guard: redirectSignedIn }),
        page("signup", () => import("../../routes/signup"), ["auth", "forms"], { guard: redirectSignedIn }),
        page("forgot-password", () => import("../../routes/forgot-password"), ["auth", "forms"]),
        page("forgot-password/success", () => import("../../routes/forgot-password-success"), ["auth"]),
        page("reset-password", () => import("../../routes/reset-password"), ["auth", "forms"]),
        page("reset-password/success", () => import("../../routes/reset-password-success"), ["auth"]),
      ],
    },
  ];
}
