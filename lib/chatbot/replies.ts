import { chatReplies, type ChatLink, type ChatReply, type ChatReplyId } from "@/content/chatbot";

export const CHAT_REPLY_DELAY_MS = 1000;
export const BOOK_CLOSE_DELAY_MS = 1000;

export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: number;
  options: readonly string[];
  link?: ChatLink;
}

export type ChatAction = "book" | "results-page" | "contact-form";

type Rule = readonly [ChatReplyId, readonly string[]];

// Order matters: 'leave' first, 'results page'/'case stud' before 'result', 'book'/'human' before 'call'.
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

export function replyForOption(label: string): ChatReplyId {
  return firstMatch(OPTION_RULES, label) ?? "fallback";
}

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
