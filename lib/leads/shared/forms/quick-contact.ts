import { contactPage } from "@/content/contact";

import { defineForm } from "../fields";
import { LEAD_MESSAGES } from "../messages";
import { LEAD_TAGS } from "../tags";
import { textField } from "./common-fields";

const copy = contactPage.quickForm;

export const quickContactDefinition = defineForm({
  tag: LEAD_TAGS.quickContact,
  missingMessage: LEAD_MESSAGES.quickContactMissing,
  fields: {
    name: textField(copy.nameLabel, true),
    email: textField(copy.emailLabel, true, "email"),
    message: textField(copy.messageLabel, true, "textarea"),
  },
});
