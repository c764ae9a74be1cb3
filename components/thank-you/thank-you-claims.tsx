import { thankYouPage } from "@/content/thank-you";

export function ThankYouClaims() {
  return (
    <section aria-labelledby="thank-you-claims-title" className="bg-navy py-16 text-navy-foreground sm:py-20">
      <div className="container-page">
        <h2 id="thank-you-claims-title" className="mb-10 text-center text-3xl">
          {thankYouPage.claimsTitle}
        </h2>
        <dl className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-3">
          {thankYouPage.claims.map((claim) => (
            // dt first in the markup; justify-end keeps the values on one line when a label wraps.
            <div
              key={claim.label}
              className="flex flex-col-reverse items-center justify-end gap-1 rounded-xl bg-white/10 p-6 text-center"
            >
              <dt className="font-bold text-white/90">{claim.label}</dt>
              <dd className="text-4xl font-bold tracking-tight">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
