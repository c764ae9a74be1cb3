import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ADMIN_PATHS } from "@/lib/admin/config";
import type { LeadFilter } from "@/lib/admin/lead-filter";
import { LEAD_STATUSES } from "@/lib/db/schema";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";

/** Posted, not sent in the address: a search for an email never lands in a URL or a server log. */
export function LeadFilterForm({ filter }: { filter: LeadFilter }) {
  return (
    <form
      method="post"
      action={`${ADMIN_PATHS.actions}/leads/filter`}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6"
      role="search"
    >
      <div className="flex flex-col gap-1 sm:col-span-2">
        <Label htmlFor="lead-q">Search name, email, phone or company</Label>
        <Input id="lead-q" name="q" type="search" defaultValue={filter.q} maxLength={100} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="lead-status">Status</Label>
        <select id="lead-status" name="status" defaultValue={filter.status} className="control min-h-11">
          <option value="">Any</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="lead-tag">Form</Label>
        <select id="lead-tag" name="tag" defaultValue={filter.tag} className="control min-h-11">
          <option value="">Any</option>
          {Object.values(LEAD_TAGS).map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="lead-source">Source</Label>
        <Input id="lead-source" name="source" defaultValue={filter.source} placeholder="google, direct…" />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="lead-from">From</Label>
          <Input id="lead-from" name="from" type="date" defaultValue={filter.from} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="lead-to">To</Label>
          <Input id="lead-to" name="to" type="date" defaultValue={filter.to} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
        <button type="submit" className={buttonVariants({ size: "sm" })}>
          Apply
        </button>
        <button
          type="submit"
          name="clear"
          value="1"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
