import { guideFormCopy } from "@/content/form-copy";

import { defineForm } from "../fields";
import { LEAD_MESSAGES } from "../messages";
import { LEAD_TAGS, type LeadTag } from "../tags";
import { textField } from "./common-fields";

function guideDefinition(tag: LeadTag) {
  return defineForm({
    tag,
    missingMessage: LEAD_MESSAGES.guideEmailMissing,
    fields: { email: textField(guideFormCopy.emailLabel, true, "email", LEAD_MESSAGES.guideEmailMissing) },
  });
}

export const homeGuideDefinition = guideDefinition(LEAD_TAGS.freeGuide);
export const roofingGuideDefinition = guideDefinition(LEAD_TAGS.roofingLeadMagnet);
