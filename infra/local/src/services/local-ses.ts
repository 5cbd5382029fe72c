import { createRequire } from "node:module";
import { answersHttp, type ChildService, startChildService } from "./child-service.js";

export interface LocalSes extends ChildService {
  endpoint: string;
  /** The mail viewer for people; GET {endpoint}/store lists sent mail as JSON. */
  viewerUrl: string;
}

export async function startLocalSes(options: { port: number; host: string; cwd: string }): Promise<LocalSes> {
  const endpoint = `http://${options.host}:${options.port}`;
  const bin = createRequire(import.meta.url).resolve("aws-ses-v2-local/dist/cli.js");
  const service = await startChildService({
    name: "aws-ses-v2-local",
    command: process.execPath,
    args: [bin, "--host", options.host, "--port", String(options.port)],
    cwd: options.cwd,
    ready: () => answersHttp(`${endpoint}/store`),
  });
  return { ...service, endpoint, viewerUrl: `http://localhost:${options.port}/` };
}
