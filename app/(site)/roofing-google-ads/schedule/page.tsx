import { schedulePage } from "@/content/roofing";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(schedulePage, "/roofing-google-ads/schedule");

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">{schedulePage.title}</h1>
    </section>
  );
}
