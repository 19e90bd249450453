import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Chat Completions endpoint (OpenAI protocol) as slow as a test wants: each request is held until
 * `releaseAll()` (or answered at once with `holding = false`), then refused with a 500, so the app
 * falls back to its offline writer. Models a slow or stuck model without waiting minutes.
 */
export class HeldChatServer {
  private server!: Server;
  private held: ServerResponse[] = [];
  private waiters: Array<() => void> = [];
  holding = true;
  received = 0;

  async start(): Promise<string> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      req.resume();
      req.on('end', () => {
        this.received += 1;
        if (this.holding) this.held.push(res);
        else this.refuse(res);
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Resolves once `count` requests have arrived in all. */
  async waitFor(count: number): Promise<void> {
    while (this.received < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  releaseAll(): void {
    for (const res of this.held.splice(0)) this.refuse(res);
  }

  private refuse(res: ServerResponse): void {
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"model overloaded"}}');
  }

  stop(): Promise<void> {
    this.releaseAll();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
