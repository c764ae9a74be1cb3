import { ChevronRight } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { serviceDetailLabels } from "@/content/services-page";

export function ServiceBreadcrumb({ title }: { title: string }) {
  const { breadcrumb } = serviceDetailLabels;
  const linkClass =
    "inline-flex min-h-6 items-center rounded-sm text-white/85 underline-offset-4 hover:text-white hover:underline";
  return (
    <nav aria-label={breadcrumb.label} className="mb-6">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm">
        <li className="flex items-center gap-1.5">
          <Link href="/" className={linkClass}>
            {breadcrumb.home}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-white/60" />
        </li>
        <li className="flex items-center gap-1.5">
          <Link href="/services" className={linkClass}>
            {breadcrumb.services}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-white/60" />
        </li>
        <li>
          <span aria-current="page" className="font-bold text-white">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
