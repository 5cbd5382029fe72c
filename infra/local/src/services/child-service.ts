import { type ChildProcess, spawn } from "node:child_process";

export interface ChildService {
  name: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Runs a service twin as a child process and waits until `ready()` answers true. Its output is kept
 * and shown only if it fails to start, so the console stays readable.
 */
export async function startChildService(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  ready: () => Promise<boolean>;
  timeoutMs?: number;
  /** A channel for the child's process.send() (the S3 twin's object events). */
  ipc?: boolean;
}): Promise<ChildService> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: options.ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await gone;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited during start:\n${output.trim()}`);
    if (await options.ready().catch(() => false)) return { name: options.name, process: child, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.name} did not start in time:\n${output.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** True when something answers HTTP at the URL (any status). */
export async function answersHttp(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
