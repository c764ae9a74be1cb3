/** The text of .env.example, written from the declarations in lib/env.ts (`npm run env:example`; a test compares). */
import { ENV_VARIABLES } from "@/lib/env";

const WIDTH = 110;

function comment(text: string): string[] {
  const lines: string[] = [];
  let line = "#";
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > WIDTH && line !== "#") {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

export function envExample(): string {
  const header = comment(
    "Every variable the site, `npm start` and `npm run leads` read (declared in lib/env.ts), all optional. Copy " +
      "this file to .env.local (or .env.production) beside package.json and uncomment what you set; the real " +
      "environment wins over the files. Written by `npm run env:example`; a test keeps it in step.",
  );
  const blocks = ENV_VARIABLES.map((variable) =>
    [
      ...comment(variable.description),
      `# Default: ${variable.default ?? "unset"}`,
      `# ${variable.name}=${variable.default ?? ""}`,
    ].join("\n"),
  );
  return `${[header.join("\n"), ...blocks].join("\n\n")}\n`;
}
