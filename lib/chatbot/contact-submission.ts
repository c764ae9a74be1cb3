import { fieldProblem } from "@/lib/leads/shared/field-rules";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { chatbotContactDefinition, type ChatContactField } from "@/lib/leads/shared/forms/chatbot-contact";
import { pageStartedAt } from "@/lib/leads/shared/page-start";

export const CHAT_CONTACT_FIELDS = Object.keys(
  chatbotContactDefinition.fields,
) as readonly ChatContactField[];

export type { ChatContactField };

export type ChatContactValues = Record<ChatContactField, string>;

export interface ChatContactSession {
  submissionId: string;
  startedAt: number;
}

export function newChatContactSession(startedAt: number = pageStartedAt()): ChatContactSession {
  return { submissionId: crypto.randomUUID(), startedAt };
}

// The visitor sees "Message Sent!" whatever the server says, so a lead it would reject must be caught here.
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
