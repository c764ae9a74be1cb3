/** The open and taken slots of the 14-day window, as `GET /api/booking/slots` and the pages send them. */
export interface SlotsBody {
  timeZone: string;
  slots: { start: string; available: boolean }[];
}
