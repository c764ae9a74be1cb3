/** A route's body read up to `limit` bytes as it arrives: undefined once past it (Content-Length may be absent or wrong). */
export async function readLimitedBytes(
  request: Request,
  limit: number,
): Promise<Buffer<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return undefined;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readLimitedText(request: Request, limit: number): Promise<string | undefined> {
  const bytes = await readLimitedBytes(request, limit);
  return bytes && new TextDecoder().decode(bytes);
}
