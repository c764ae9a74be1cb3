/** A file-system error as the end of one line for an operator: "permission denied (EACCES)". */
export function fileProblem(error: unknown): string {
  const { code, message } = (error ?? {}) as NodeJS.ErrnoException;
  const reasons: Record<string, string> = {
    EACCES: "permission denied",
    EPERM: "operation not permitted",
    EROFS: "read-only file system",
    ENOTDIR: "a part of the path is not a folder",
    EISDIR: "it is a folder",
    ENOSPC: "no space left on the device",
  };
  if (code && reasons[code]) return `${reasons[code]} (${code})`;
  return code ? `${code}` : String(message ?? error);
}
