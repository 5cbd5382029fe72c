import { createServer } from "node:net";

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * The twin uses six consecutive ports. They are picked below the range the OS hands out for
 * outgoing and "port 0" sockets (32768 and up), so other tests' services cannot take one of them
 * between this check and the twin's start. For tests that start a twin of their own.
 */
export async function freeBasePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 9_000);
    const ports = [0, 1, 2, 3, 4, 5].map((i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error("no six free consecutive ports");
}
