/**
 * The site as docs/operations.md deploys it: the production build started from its own working directory (which
 * holds `.env.local` with TRUSTED_PROXY_HOPS=1 and its SQLite store), behind a real nginx running the documented
 * configuration (deploy/nginx/site.conf) with a throwaway certificate. Ports are picked free at run time.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../../..");
export const NGINX = "/usr/sbin/nginx";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export interface ProxiedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request to nginx (or plain HTTP, to the site's own port) from a chosen loopback address: another client. */
export function requestFrom(
  localAddress: string,
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
  { https = true }: { https?: boolean } = {},
): Promise<ProxiedResponse> {
  return new Promise((resolve, reject) => {
    const request = (https ? httpsRequest : httpRequest)(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        servername: "localhost",
        rejectUnauthorized: false,
        method: options.method ?? "GET",
        path: options.path,
        headers: { host: `localhost:${port}`, ...options.headers },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.setTimeout(20_000, () => request.destroy(new Error(`${options.path} timed out`)));
    request.on("error", reject);
    request.end(options.body);
  });
}

async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what}: the process exited\n${output()}`);
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer\n${output()}`);
}

/** The documented configuration with this run's ports and certificate, inside a minimal nginx.conf. */
function nginxConfig(dir: string, ports: { site: number; http: number; https: number }): string {
  const site = readFileSync(path.join(root, "deploy/nginx/site.conf"), "utf8")
    .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${ports.site};`)
    .replace("listen 80;", `listen 127.0.0.1:${ports.http};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/\/etc\/letsencrypt\/live\/www\.example\.com\/fullchain\.pem/, path.join(dir, "cert.pem"))
    .replace(/\/etc\/letsencrypt\/live\/www\.example\.com\/privkey\.pem/, path.join(dir, "key.pem"));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`)
    .join("\n    ");
  return `# One process as the test's user (no privileges to drop), everything under the test's folder.
daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "nginx-error.log")} warn;
events { worker_connections 128; }
http {
    access_log ${path.join(dir, "nginx-access.log")};
    ${temp}
${site}
}
`;
}

export interface BehindNginx {
  /** https://localhost:PORT, through nginx. */
  origin: string;
  httpsPort: number;
  /** The site's own port, behind nginx. */
  sitePort: number;
  /** The server's working directory: `.env.local` and `data/leads.db`. */
  dir: string;
  serverLog: () => string;
  stop: () => Promise<void>;
}

export async function startBehindNginx(envLocal: Record<string, string>): Promise<BehindNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "behind-nginx-"));
  const ports = { site: await freePort(), http: await freePort(), https: await freePort() };
  writeFileSync(
    path.join(dir, ".env.local"),
    Object.entries(envLocal)
      .map(([name, value]) => `${name}=${value}`)
      .join("\n"),
  );
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, ports));

  // Only what a shell on a server has: every setting comes from the .env.local above.
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? dir,
    NODE_ENV: "production" as const,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const compiled = path.join(root, "dist/server.js");
  const entry = existsSync(compiled) ? [compiled] : ["--import", "tsx", path.join(root, "server.ts")];
  let serverOutput = "";
  // As the systemd unit runs it: on loopback only, nginx in front.
  const server = spawn(process.execPath, [...entry, "-H", "127.0.0.1", "-p", String(ports.site)], {
    cwd: dir,
    env,
  });
  server.stdout.on("data", (chunk: Buffer) => (serverOutput += chunk));
  server.stderr.on("data", (chunk: Buffer) => (serverOutput += chunk));
  let nginxOutput = "";
  const nginx = spawn(
    NGINX,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "nginx-error.log")],
    {
      cwd: dir,
    },
  );
  nginx.stderr.on("data", (chunk: Buffer) => (nginxOutput += chunk));

  const stop = async () => {
    for (const child of [nginx, server]) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const site = `http://127.0.0.1:${ports.site}/api/health`;
    await waitFor(
      site,
      () => fetch(site).then((response) => response.ok),
      server,
      () => serverOutput,
    );
    const health = () => requestFrom("127.0.0.1", ports.https, { path: "/api/health" });
    await waitFor(
      "nginx",
      () => health().then((response) => response.status === 200),
      nginx,
      () => nginxOutput,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin: `https://localhost:${ports.https}`,
    httpsPort: ports.https,
    sitePort: ports.site,
    dir,
    serverLog: () => serverOutput,
    stop,
  };
}
