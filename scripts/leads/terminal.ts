import { createInterface } from "node:readline/promises";

import type { CommandIo } from "./command";

async function confirmOnTerminal(question: string): Promise<boolean | undefined> {
  if (!process.stdin.isTTY || !process.stderr.isTTY) return undefined;
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await prompt.question(`${question} [y/N] `)).trim());
  } finally {
    prompt.close();
  }
}

export const terminalIo: CommandIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  confirm: confirmOnTerminal,
};
