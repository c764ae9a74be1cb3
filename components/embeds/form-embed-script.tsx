import Script from "next/script";

/**
 * The external form-embed script of the roofing page (SPEC 2). next/script loads it once the page is idle and
 * only while a page rendering this component is shown. Renders nothing when no script URL is configured.
 */
export function FormEmbedScript({ src }: { src: string | undefined }) {
  if (!src) return null;
  return <Script id="form-embed-script" src={src} strategy="lazyOnload" />;
}
