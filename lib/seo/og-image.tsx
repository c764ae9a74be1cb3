// The site has no web font, so cards use the font bundled with next/og: nothing is fetched from another host.
import { ImageResponse } from "next/og";

import { siteConfig } from "@/content/site";

import { ogImageSize } from "./og-image-meta";

export { ogImageAlt, ogImageContentType, ogImageSize } from "./og-image-meta";

const colors = {
  navy: "#0b1b3f",
  blue: "#1d4ed8",
  white: "#ffffff",
  muted: "#cbd5e1",
  label: "#93c5fd",
} as const;

export interface OgImageContent {
  title: string;
  label?: string;
}

function titleFontSize(title: string): number {
  if (title.length <= 32) return 80;
  if (title.length <= 56) return 68;
  return 56;
}

export function renderOgImage({ title, label }: OgImageContent): ImageResponse {
  const host = new URL(siteConfig.url).host;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        backgroundColor: colors.navy,
        padding: "72px 80px",
        color: colors.white,
      }}
    >
      <div style={{ display: "flex", alignItems: "center" }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 14,
            backgroundColor: colors.blue,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 34,
            color: colors.white,
          }}
        >
          {siteConfig.name.charAt(0)}
        </div>
        <div style={{ marginLeft: 20, fontSize: 36, color: colors.white }}>{siteConfig.name}</div>
      </div>

      <div style={{ display: "flex", flexDirection: "column" }}>
        <div
          style={{ width: 120, height: 10, borderRadius: 5, backgroundColor: colors.blue, marginBottom: 32 }}
        />
        {label ? (
          <div
            style={{
              fontSize: 30,
              color: colors.label,
              marginBottom: 16,
              textTransform: "uppercase",
              letterSpacing: 2,
            }}
          >
            {label}
          </div>
        ) : null}
        <div style={{ fontSize: titleFontSize(title), lineHeight: 1.1, color: colors.white, maxWidth: 1040 }}>
          {title}
        </div>
      </div>

      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 28, color: colors.muted }}>
        <div>{siteConfig.tagline}</div>
        <div>{host}</div>
      </div>
    </div>,
    { ...ogImageSize },
  );
}
