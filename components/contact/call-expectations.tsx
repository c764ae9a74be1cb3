import { CircleCheck } from "@/components/ui/icon";
import { contactPage } from "@/content/contact";

export function CallExpectations() {
  return (
    <section
      aria-labelledby="call-expectations-title"
      className="rounded-xl bg-navy p-6 text-navy-foreground sm:p-8"
    >
      <h2 id="call-expectations-title" className="mb-5 text-2xl">
        {contactPage.callExpectations.title}
      </h2>
      <ul role="list" className="flex flex-col gap-3">
        {contactPage.callExpectations.items.map((item) => (
          <li key={item} className="flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-300" />
            <span className="text-white/90">{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
