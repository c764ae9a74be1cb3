import { freeWebsiteThankYouPage } from "@/content/free-website";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(freeWebsiteThankYouPage, "/free-website/thank-you", { noindex: true });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{freeWebsiteThankYouPage.title}</h1>
    </section>
  );
}
