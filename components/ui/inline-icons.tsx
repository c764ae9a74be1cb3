import type * as React from "react";

/**
 * The few lucide icons (ISC licence) that code reaching the browser draws (forms, chat, carousel controls), as
 * plain SVG, each a few dozen bytes. Server components use components/icons, which holds every other icon.
 */
export type IconProps = Omit<React.ComponentProps<"svg">, "children">;

/**
 * The one attribute every icon's <svg> carries. Its look (24px, 2px round strokes in currentColor, no fill) is
 * the `icon` class in app/globals.css, written once there rather than as seven attributes on each of a page's
 * many icons (and again in the page's RSC payload).
 */
export const iconSvgAttributes = { viewBox: "0 0 24 24" } as const;

/** "icon" plus the caller's classes (utilities such as size-4 or fill-current override the class's defaults). */
export function iconClassName(className: string | undefined): string {
  return className ? `icon ${className}` : "icon";
}

function icon(paths: React.ReactNode) {
  return function InlineIcon({ className, ...props }: IconProps) {
    return (
      <svg {...iconSvgAttributes} className={iconClassName(className)} {...props}>
        {paths}
      </svg>
    );
  };
}

export const ArrowLeft = icon(
  <>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </>,
);
export const ArrowRight = icon(
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);
export const Check = icon(<path d="M20 6 9 17l-5-5" />);
export const Send = icon(
  <>
    <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z" />
    <path d="m21.854 2.147-10.94 10.939" />
  </>,
);
export const SendHorizontal = icon(
  <>
    <path d="M3.714 3.048a.498.498 0 0 0-.683.627l2.843 7.627a2 2 0 0 1 0 1.396l-2.842 7.627a.498.498 0 0 0 .682.627l18-8.5a.5.5 0 0 0 0-.904z" />
    <path d="M6 12h16" />
  </>,
);
export const Download = icon(
  <>
    <path d="M12 15V3" />
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
  </>,
);
export const MailCheck = icon(
  <>
    <path d="M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
    <path d="m16 19 2 2 4-4" />
  </>,
);
export const CalendarCheck = icon(
  <>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
    <path d="m9 15 2 2 4-4" />
  </>,
);
export const ChevronDown = icon(<path d="m6 9 6 6 6-6" />);
export const X = icon(
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
export const LoaderCircle = icon(<path d="M21 12a9 9 0 1 1-6.219-8.56" />);
export const CircleAlert = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <line x1="12" x2="12" y1="8" y2="12" />
    <line x1="12" x2="12.01" y1="16" y2="16" />
  </>,
);
export const Phone = icon(
  <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />,
);
