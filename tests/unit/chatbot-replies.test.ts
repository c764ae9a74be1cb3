import { describe, expect, it } from "vitest";

import {
  chatbotCopy,
  chatContactFormCopy,
  chatOptions,
  chatReplies,
  type ChatReplyId,
} from "@/content/chatbot";
import { siteConfig } from "@/content/site";
import { replyAction, replyForOption, replyForText, replyMessage, userMessage } from "@/lib/chatbot/replies";

describe("quick replies", () => {
  // Every keyword of the list picks its own scripted reply.
  it.each<[string, ChatReplyId]>([
    ["leads", "leads"],
    ["cost", "cost"],
    ["services", "services"],
    ["included", "included"],
    ["ad spend", "adSpend"],
    ["Google Ads", "googleAds"],
    ["websites", "websites"],
    ["results", "results"],
    ["human", "human"],
    ["talk", "human"],
    ["book", "book"],
    ["call", "call"],
    ["case studies", "caseStudies"],
    ["results page", "resultsPage"],
    ["leave contact info", "leaveInfo"],
  ])("keyword %j → %s", (keyword, reply) => {
    expect(replyForOption(keyword)).toBe(reply);
  });

  it("every option label triggers the reply it is named after", () => {
    for (const [id, label] of Object.entries(chatOptions)) {
      expect(replyForOption(label), label).toBe(id);
    }
  });

  it.each<[string, ChatReplyId]>([
    ["Book a free call", "book"],
    ["View Results page", "resultsPage"],
    ["See results", "results"],
    ["Talk to a human", "human"],
    ["Call us", "call"],
    ["Leave Your Info", "leaveInfo"],
    ["Case studies", "caseStudies"],
  ])("ordering: %j → %s", (label, reply) => {
    expect(replyForOption(label)).toBe(reply);
  });

  it("an unknown label gets the fallback", () => {
    expect(replyForOption("Something else")).toBe("fallback");
  });

  it("every label offered anywhere in the script has a scripted answer", () => {
    const offered = [chatbotCopy.greeting, chatbotCopy.confirmation, ...Object.values(chatReplies)].flatMap(
      (reply) => reply.options,
    );
    for (const label of offered) expect(replyForOption(label), label).not.toBe("fallback");
  });

  it("the greeting offers four options", () => {
    expect(chatbotCopy.greeting.options).toHaveLength(4);
  });
});

describe("free text", () => {
  it.each<[string, ChatReplyId]>([
    ["how much does it cost", "cost"],
    ["What's your PRICE?", "cost"],
    ["Is it too much?", "cost"],
    ["I need more leads", "leads"],
    ["Can you find me CUSTOMERS", "leads"],
    ["Which service fits me?", "services"],
    ["What do you offer", "services"],
    ["Show me a result", "results"],
    ["any Success stories?", "results"],
    ["I want a human", "human"],
    ["can we talk", "human"],
    ["Please CALL me", "human"],
  ])("%j → %s", (text, reply) => {
    expect(replyForText(text)).toBe(reply);
  });

  it("word groups are checked in the spec's order", () => {
    // "cost" wins over "lead"; "lead" wins over "call".
    expect(replyForText("what does a lead cost")).toBe("cost");
    expect(replyForText("call me about leads")).toBe("leads");
  });

  it("anything else gets the fallback offering a call, contact info or a phone call", () => {
    expect(replyForText("hello there")).toBe("fallback");
    expect(chatReplies.fallback.options).toEqual([chatOptions.book, chatOptions.leaveInfo, chatOptions.call]);
  });

  it.each(["", "   ", "\n\t "])("empty or whitespace text %j is ignored", (text) => {
    expect(replyForText(text)).toBeNull();
  });
});

describe("actions and messages", () => {
  it("book, results page and leave info carry their actions; others none", () => {
    expect(replyAction("book")).toBe("book");
    expect(replyAction("resultsPage")).toBe("results-page");
    expect(replyAction("leaveInfo")).toBe("contact-form");
    expect(replyAction("call")).toBeUndefined();
    expect(replyAction("fallback")).toBeUndefined();
  });

  it("the call reply offers a tel: link", () => {
    expect(chatReplies.call.link?.href).toMatch(/^tel:\+1\d{10}$/);
  });

  it("messages have the message shape and unique ids", () => {
    const bot = replyMessage("cost", 1000);
    const user = userMessage("  hi  ", 2000);
    expect(bot).toMatchObject({ text: chatReplies.cost.text, isBot: true, timestamp: 1000 });
    expect(bot.options).toEqual(chatReplies.cost.options);
    expect(user).toMatchObject({ text: "hi", isBot: false, timestamp: 2000, options: [] });
    expect(bot.id).not.toBe(user.id);
  });

  it("the contact form toast names the agency and the bot confirms a reply within a few hours", () => {
    expect(chatContactFormCopy.toast).toEqual({
      title: "Message Sent!",
      description: `Thanks for reaching out! ${siteConfig.name} will contact you soon.`,
    });
    expect(chatbotCopy.confirmation.text).toMatch(/within a few hours/);
  });
});
