import Script from "next/script";

export function FormEmbedScript({ src }: { src: string | undefined }) {
  if (!src) return null;
  return <Script id="form-embed-script" src={src} strategy="lazyOnload" />;
}
