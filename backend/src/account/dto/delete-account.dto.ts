import type { DeleteAccountRequest } from '@telisik/contract';
import { IsDefined, Equals } from 'class-validator';
import { messages } from '../../common/messages';

/** Deleting is final: the user types HAPUS ("delete") to say they mean it. */
export class DeleteAccountDto implements DeleteAccountRequest {
  @IsDefined({ message: messages.deleteConfirmation })
  @Equals('HAPUS', { message: messages.deleteConfirmation })
  confirmation!: string;
}
