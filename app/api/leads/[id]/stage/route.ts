/** `POST /api/leads/{id}/stage`: the CRM reports a lead's stage, signed with CRM_STAGE_SECRET (lib/leads/stage-request.ts). */
import { randomUUID } from "node:crypto";

import type { NextRequest } from "next/server";

import { getServerEnv } from "@/lib/env";
import { leadStore } from "@/lib/leads/runtime";
import { SIGNATURE_HEADER } from "@/lib/leads/signature";
import { handleStageRequest, STAGE_MESSAGES } from "@/lib/leads/stage-request";
import { STAGE_BODY_MAX_BYTES } from "@/lib/server/body-limits";
import { readLimitedText } from "@/lib/server/read-limited-body";

export const dynamic = "force-dynamic";

export async function POST(
  request: NextRequest,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  // Read only up to the cap, as it arrives: the signature is checked on this text before it is parsed.
  const text = await readLimitedText(request, STAGE_BODY_MAX_BYTES).catch(() => "");
  if (text === undefined)
    return Response.json({ ok: false, error: STAGE_MESSAGES.tooLarge }, { status: 413 });
  const { status, body } = await handleStageRequest(
    { leadId: id, body: text, signature: request.headers.get(SIGNATURE_HEADER) },
    { store: leadStore, secret: getServerEnv().CRM_STAGE_SECRET, clock: Date.now, newId: randomUUID },
  );
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
