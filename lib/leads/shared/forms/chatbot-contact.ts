import { chatContactFormCopy } from "@/content/chatbot";

import { defineForm } from "../fields";
import { CHATBOT_MESSAGE_MAX_LENGTH } from "../limits";
import { LEAD_MESSAGES } from "../messages";
import { LEAD_TAGS } from "../tags";
import { textField } from "./common-fields";

const copy = chatContactFormCopy.fields;

export const chatbotContactDefinition = defineForm({
  tag: LEAD_TAGS.chatbot,
  missingMessage: LEAD_MESSAGES.chatbotMissing,
  fields: {
    name: textField(copy.name.label, true, "text", copy.name.missing),
    email: textField(copy.email.label, true, "email", copy.email.missing),
    phone: textField(copy.phone.label, true, "tel", copy.phone.missing),
    message: {
      ...textField(copy.message.label, true, "textarea", copy.message.missing),
      maxLength: CHATBOT_MESSAGE_MAX_LENGTH,
    },
  },
});

export type ChatContactField = keyof typeof chatbotContactDefinition.fields;
