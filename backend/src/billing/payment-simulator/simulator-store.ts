import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type SimulatedStatus = 'pending' | 'settlement' | 'deny' | 'expire';

export interface SimulatedTransaction {
  orderId: string;
  token: string;
  grossAmount: number;
  itemName: string;
  customerEmail: string | null;
  finishUrl: string | null;
  notificationUrl: string | null;
  createdAt: string;
  expiresAt: string;
  /** null until the payer picks an action on the page (Midtrans has no transaction before that). */
  status: SimulatedStatus | null;
  paymentType: string | null;
  transactionId: string | null;
  vaNumber: string | null;
  transactionTime: string | null;
  settlementTime: string | null;
}

interface StoreFile {
  serverKey: string;
  transactions: Record<string, SimulatedTransaction>;
}

/**
 * The simulator's memory, in a JSON file in the data folder: a restart of `npm start` keeps its
 * server key (notifications stay verifiable) and the payment pages of open orders.
 */
export class SimulatorStore {
  private data: StoreFile;

  constructor(private readonly file: string) {
    this.data = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as StoreFile)
      : { serverKey: `SIM-server-${randomBytes(24).toString('hex')}`, transactions: {} };
    this.save();
  }

  get serverKey(): string {
    return this.data.serverKey;
  }

  byOrderId(orderId: string): SimulatedTransaction | undefined {
    return this.data.transactions[orderId];
  }

  byToken(token: string): SimulatedTransaction | undefined {
    return Object.values(this.data.transactions).find((transaction) => transaction.token === token);
  }

  put(transaction: SimulatedTransaction): void {
    this.data.transactions[transaction.orderId] = transaction;
    this.save();
  }

  private save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}
