import Script from "next/script";

/** The roofing page's external form-embed script, loaded when idle; nothing when no URL is configured. */
export function FormEmbedScript({ src }: { src: string | undefined }) {
  if (!src) return null;
  return <Script id="form-embed-script" src={src} strategy="lazyOnload" />;
}
