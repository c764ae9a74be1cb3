import { thankYouPage } from "@/content/thank-you";

export function NextSteps() {
  return (
    <section aria-labelledby="next-steps-title" className="mx-auto mt-12 max-w-4xl">
      <h2 id="next-steps-title" className="mb-6 text-center text-3xl">
        {thankYouPage.whatNextTitle}
      </h2>
      <ol className="grid gap-6 md:grid-cols-3">
        {thankYouPage.whatNext.map((step, index) => (
          <li
            key={step.title}
            className="flex flex-col gap-3 rounded-xl border border-border bg-background p-6 text-left shadow-card"
          >
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="text-xl">{step.title}</h3>
            <p className="text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
