/**
 * The chatbot's scripted reply rules: which answer a quick reply or a typed message gets,
 * and what each answer does besides talking. Pure: no React, no timers, no DOM.
 */
import { chatReplies, type ChatLink, type ChatReply, type ChatReplyId } from "@/content/chatbot";

/** A bot reply follows the visitor's message after this delay. */
export const CHAT_REPLY_DELAY_MS = 1000;
/** After the 'book' reply, the chat scrolls to the lead form and closes after this further delay. */
export const BOOK_CLOSE_DELAY_MS = 1000;

/** One message of the chat. */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  /** Milliseconds since the epoch. */
  timestamp: number;
  options: readonly string[];
  link?: ChatLink;
}

/** What an answer does besides adding its text. */
export type ChatAction = "book" | "results-page" | "contact-form";

type Rule = readonly [ChatReplyId, readonly string[]];

/**
 * Quick replies, matched on the label. Order matters: 'leave' before everything, 'results page' before
 * 'results', 'book' before 'call', 'case stud' before 'results', and 'human'/'talk' before 'call'.
 */
const OPTION_RULES: readonly Rule[] = [
  ["leaveInfo", ["leave", "contact info"]],
  ["resultsPage", ["results page"]],
  ["book", ["book"]],
  ["caseStudies", ["case stud"]],
  ["adSpend", ["ad spend"]],
  ["googleAds", ["google ads"]],
  ["websites", ["website"]],
  ["included", ["included"]],
  ["cost", ["cost"]],
  ["leads", ["lead"]],
  ["services", ["service"]],
  ["results", ["result"]],
  ["human", ["human", "talk"]],
  ["call", ["call"]],
];

/** Typed messages, in the order the word groups are checked. */
const TEXT_RULES: readonly Rule[] = [
  ["cost", ["cost", "price", "pricing", "much"]],
  ["leads", ["lead", "customer"]],
  ["services", ["service", "offer"]],
  ["results", ["result", "success"]],
  ["human", ["human", "talk", "call"]],
];

const ACTIONS: Partial<Record<ChatReplyId, ChatAction>> = {
  book: "book",
  resultsPage: "results-page",
  leaveInfo: "contact-form",
};

function firstMatch(rules: readonly Rule[], text: string): ChatReplyId | undefined {
  const lower = text.toLowerCase();
  return rules.find(([, words]) => words.some((word) => lower.includes(word)))?.[0];
}

/** The answer to a quick-reply label; an unknown label gets the fallback. */
export function replyForOption(label: string): ChatReplyId {
  return firstMatch(OPTION_RULES, label) ?? "fallback";
}

/** The answer to typed text, or null when the text is empty or whitespace (it is ignored). */
export function replyForText(text: string): ChatReplyId | null {
  if (text.trim() === "") return null;
  return firstMatch(TEXT_RULES, text) ?? "fallback";
}

export function replyAction(id: ChatReplyId): ChatAction | undefined {
  return ACTIONS[id];
}

let sequence = 0;

function nextId(): string {
  sequence += 1;
  return `chat-${sequence}`;
}

export function botMessage(reply: ChatReply, now: number = Date.now()): ChatMessage {
  return {
    id: nextId(),
    text: reply.text,
    isBot: true,
    timestamp: now,
    options: reply.options,
    link: reply.link,
  };
}

export function replyMessage(id: ChatReplyId, now: number = Date.now()): ChatMessage {
  return botMessage(chatReplies[id], now);
}

export function userMessage(text: string, now: number = Date.now()): ChatMessage {
  return { id: nextId(), text: text.trim(), isBot: false, timestamp: now, options: [] };
}
