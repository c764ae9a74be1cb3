/** `POST /api/leads/{id}/stage`: the CRM reports a lead's stage, signed with CRM_STAGE_SECRET (lib/leads/stage-request.ts). */
import { randomUUID } from "node:crypto";

import type { NextRequest } from "next/server";

import { getServerEnv } from "@/lib/env";
import { leadStore } from "@/lib/leads/runtime";
import { SIGNATURE_HEADER } from "@/lib/leads/signature";
import { handleStageRequest, STAGE_BODY_MAX_BYTES, STAGE_MESSAGES } from "@/lib/leads/stage-request";

export const dynamic = "force-dynamic";

export async function POST(
  request: NextRequest,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  if (Number(request.headers.get("content-length") ?? 0) > STAGE_BODY_MAX_BYTES)
    return Response.json({ ok: false, error: STAGE_MESSAGES.tooLarge }, { status: 413 });
  const { status, body } = await handleStageRequest(
    { leadId: id, body: await request.text(), signature: request.headers.get(SIGNATURE_HEADER) },
    { store: leadStore, secret: getServerEnv().CRM_STAGE_SECRET, clock: Date.now, newId: randomUUID },
  );
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
