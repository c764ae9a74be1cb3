/** The FormData the chatbot's contact form posts to `submitChatbotContact`. */
import { fieldProblem } from "@/lib/leads/shared/field-rules";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { chatbotContactDefinition, type ChatContactField } from "@/lib/leads/shared/forms/chatbot-contact";
import { pageStartedAt } from "@/lib/leads/shared/page-start";

export const CHAT_CONTACT_FIELDS = Object.keys(
  chatbotContactDefinition.fields,
) as readonly ChatContactField[];

export type { ChatContactField };

export type ChatContactValues = Record<ChatContactField, string>;

/** One form fill: a new id each time the contact view opens; its start time is the page's, as for every form. */
export interface ChatContactSession {
  submissionId: string;
  startedAt: number;
}

export function newChatContactSession(startedAt: number = pageStartedAt()): ChatContactSession {
  return { submissionId: crypto.randomUUID(), startedAt };
}

/**
 * The fields to fix, in form order, by the server's own check of each. The visitor is told "Message Sent!"
 * whatever the server answers, so a lead the server would reject must be caught here, or it is lost while the
 * visitor believes it was sent.
 */
export function invalidChatContactFields(values: ChatContactValues): ChatContactField[] {
  return CHAT_CONTACT_FIELDS.filter(
    (field) => fieldProblem(chatbotContactDefinition.fields[field], values[field]) !== undefined,
  );
}

export function buildChatContactFormData(
  values: ChatContactValues,
  session: ChatContactSession,
  pagePath: string,
  now: number = Date.now(),
): FormData {
  const data = new FormData();
  for (const field of CHAT_CONTACT_FIELDS) data.set(field, values[field].trim());
  data.set(FORM_META.submissionId, session.submissionId);
  data.set(FORM_META.startedAt, String(session.startedAt));
  data.set(FORM_META.submittedAt, String(now));
  data.set(FORM_META.honeypot, "");
  data.set(FORM_META.pagePath, pagePath);
  data.set(FORM_META.js, "1");
  return data;
}
