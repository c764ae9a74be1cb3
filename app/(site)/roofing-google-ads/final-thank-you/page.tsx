import { finalThankYouPage } from "@/content/roofing";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(finalThankYouPage, "/roofing-google-ads/final-thank-you");

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{finalThankYouPage.title}</h1>
    </section>
  );
}
