import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import { articleCopy } from "@/content/blog-page";
import { cn, formatLongDate } from "@/lib/utils";

export function PostMeta({
  category,
  readTime,
  className,
}: {
  category: string;
  readTime: number;
  className?: string;
}) {
  return (
    <div className={cn("post-meta", className)}>
      <Badge variant="primary">{category}</Badge>
      <span>
        <Icon name="clock" className="size-4" />
        <span>{articleCopy.readTime(readTime)}</span>
      </span>
    </div>
  );
}

export function PostDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatLongDate(date)}
    </time>
  );
}
