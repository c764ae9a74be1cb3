/**
 * The one start time of every form's fill: when the page began loading, on the browser's clock. A client-side
 * navigation keeps the document, so it keeps this time too; a form that mounts late (the schedule picker, the chat
 * contact form) still counts from the page's start, as a person may have read the page long before.
 */
export function pageStartedAt(): number {
  return Math.round(performance.timeOrigin);
}
