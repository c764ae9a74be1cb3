export const SCHEDULE_PATH = "/roofing-google-ads/schedule";
export const FINAL_PATH = "/roofing-google-ads/final-thank-you";
export const MANAGE_PATH = "/roofing-google-ads/manage";
export const SLOTS_API_PATH = "/api/booking/slots";
export const INVITE_API_PATH = "/api/booking/invite";

export function finalPagePath(token?: string): string {
  return token ? `${FINAL_PATH}?booking=${encodeURIComponent(token)}` : FINAL_PATH;
}

export function managePagePath(token: string): string {
  return `${MANAGE_PATH}?token=${encodeURIComponent(token)}`;
}

export function invitePath(token: string): string {
  return `${INVITE_API_PATH}?token=${encodeURIComponent(token)}`;
}
