/** Phrases several service pages share, built from the offers so none is retyped. */
import { lowerFirst, offers, terms } from "../offers";

export const callMinutes = offers.strategyCall.lengthMinutes;
export const strategyCallBadge = `Free ${callMinutes}-Minute Strategy Call`;
/** "normally $197, free for a limited time" */
export const strategyCallNote = lowerFirst(offers.strategyCall.note);
export const adsGuarantee = `${offers.moneyBack}. ${offers.noContracts}.`;
export const cancellationAnswer = `${terms.billing} If you decide to stop, the only requirement is ${lowerFirst(terms.cancellation)}`;
