// The page's load start, so a form that mounts late still counts from when the visitor began reading.
export function pageStartedAt(): number {
  return Math.round(performance.timeOrigin);
}
