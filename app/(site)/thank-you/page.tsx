import { thankYouPage } from "@/content/thank-you";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(thankYouPage, "/thank-you", { noindex: true });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{thankYouPage.title}</h1>
    </section>
  );
}
