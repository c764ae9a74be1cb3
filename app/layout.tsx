import "./globals.css";

import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";

import { RouteEffects } from "@/components/layout/route-effects";
import { SkipLink } from "@/components/layout/skip-link";
import { JsonLd } from "@/components/seo/json-ld";
import { Toaster } from "@/components/ui/toaster";
import { siteConfig } from "@/content/site";
import { businessJsonLd } from "@/lib/seo/json-ld";

const inter = localFont({
  src: "../lib/fonts/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.name} | ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#0b1b3f",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" className={inter.variable} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        {/* Marks JavaScript as available before first paint so multi-step forms show one step without a layout shift. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
      </head>
      <body>
        <SkipLink />
        {children}
        <Toaster />
        <RouteEffects />
        <JsonLd data={businessJsonLd()} />
      </body>
    </html>
  );
}
