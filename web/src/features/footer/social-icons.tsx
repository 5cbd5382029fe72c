import type { SocialNetwork } from "./legal-links";

const common = { viewBox: "0 0 24 24", width: 24, height: 24, focusable: false } as const;

/** Simple line icons of the social networks; the link around each carries the accessible name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  switch (network) {
    case "instagram":
      return (
        <svg aria-hidden="true" {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
    case "tiktok":
      return (
        <svg aria-hidden="true" {...common} fill="currentColor">
          <path d="M14 3h3a4 4 0 0 0 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3a3 3 0 1 0 3 3z" />
        </svg>
      );
    case "facebook":
      return (
        <svg aria-hidden="true" {...common} fill="currentColor">
          <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" />
        </svg>
      );
    case "twitter":
      return (
        <svg aria-hidden="true" {...common} fill="currentColor">
          <path d="M4 4h4.5l4 5.6L17 4h3l-6.1 7.4L21 20h-4.5l-4.3-6-5 6H4l6.7-8.1z" />
        </svg>
      );
    case "linkedin":
      return (
        <svg aria-hidden="true" {...common} fill="currentColor">
          <rect x="3" y="9" width="4" height="12" />
          <circle cx="5" cy="5" r="2" />
          <path d="M10 9h4v2a4 4 0 0 1 7 3v7h-4v-6a2 2 0 0 0-4 0v6h-3z" />
        </svg>
      );
  }
}
