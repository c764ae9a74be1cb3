export function startDownload(href: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = href.split("/").pop() ?? "";
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
}
