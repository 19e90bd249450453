/** mail: the outbox, its transport and the one mail layout. Public face: the module, the outbox, the layout and config. */
export { MailModule } from './mail.module';
export { MailOutboxService } from './mail-outbox.service';
export { type MailBlock, type RenderedMail, escapeHtml, renderMail } from './mail-layout';
export { createMailTransport } from './mail-transport';
export { type MailConfig, loadMailConfig } from './mail-config';
