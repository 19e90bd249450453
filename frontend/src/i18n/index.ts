import { messagesId } from './messages.id';

export { interpolate } from './interpolate';
export type { Messages } from './messages.id';

/** The catalogue the app renders with. */
export const messages = messagesId;
