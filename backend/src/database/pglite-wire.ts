import { Duplex } from 'node:stream';

/** The part of PGlite the wire needs (kept structural: PGlite is an ES module loaded on demand). */
export interface WireDatabase {
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolRawStream(
    message: Uint8Array,
    options: { onRawData: (data: Uint8Array) => void },
  ): Promise<void>;
}

/**
 * node-pg's connection to a PGlite in this process, in place of a socket: the bytes node-pg writes
 * go to PGlite's protocol handler and its answer comes back as what the socket would have read.
 * node-pg writes each query's messages (parse, bind, describe, execute, sync) in one corked write,
 * and PGlite handles them in one call, under its lock (so a statement of PGlite's own API, the
 * bulk COPY's, never lands between them), and answers in one chunk. A loopback socket and a
 * wire-protocol server in between cost about 0.2 ms of every round trip, and left a port that any
 * local process could open without a password.
 */
export class PgliteWire extends Duplex {
  constructor(private readonly database: WireDatabase) {
    super();
  }

  /** node-pg opens the "socket" and sets its TCP options: here there is nothing to wait for or set. */
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  /** The pool refs a busy connection's socket and unrefs an idle one: no handle here to hold the process. */
  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {
    // Answers are pushed as PGlite gives them; there is nothing to pull.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.exchange(chunk).then(() => done(), done);
  }

  override _writev(chunks: Array<{ chunk: Buffer }>, done: (error?: Error | null) => void): void {
    this.exchange(Buffer.concat(chunks.map(({ chunk }) => chunk))).then(() => done(), done);
  }

  /** node-pg ends the connection (after its Terminate message): the read side ends too. */
  override _final(done: (error?: Error | null) => void): void {
    this.push(null);
    done();
  }

  private async exchange(message: Buffer): Promise<void> {
    const answer: Buffer[] = [];
    await this.database.runExclusive(() =>
      // PGlite hands out views of its own buffer, reused by the next call: each is copied.
      this.database.execProtocolRawStream(message, { onRawData: (data) => answer.push(Buffer.from(data)) }),
    );
    if (answer.length > 0) this.push(answer.length === 1 ? answer[0] : Buffer.concat(answer));
  }
}
