// The bench's reference: each path of pages.json ({ contentType, base64 }) served from memory, on loopback.
import { readFileSync } from "node:fs";
import http from "node:http";

const [file, portArgument] = process.argv.slice(2);
if (!file || !portArgument) {
  console.error("usage: bare-server.mjs <pages.json> <port>");
  process.exit(2);
}

const pages = new Map(
  Object.entries(JSON.parse(readFileSync(file, "utf8"))).map(([path, page]) => [
    path,
    { body: Buffer.from(page.base64, "base64"), contentType: page.contentType },
  ]),
);

const server = http.createServer((request, response) => {
  const page = pages.get((request.url ?? "/").split("?")[0]);
  if (!page) {
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("not found");
    return;
  }
  response.writeHead(200, { "content-type": page.contentType, "content-length": page.body.length });
  response.end(page.body);
});

server.listen(Number(portArgument), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
