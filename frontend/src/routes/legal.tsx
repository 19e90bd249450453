import { LegalDocument } from '@/features/legal/components/legal-document';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messages } from '@/i18n';
import { PublicPage } from './public-page';

/** '/kebijakan-privasi': public, linked from the footer, the sign-in page and settings. */
export function PrivacyRoute() {
  useDocumentTitle(messages.legal.privacy.pageTitle);
  return (
    <PublicPage>
      <LegalDocument document={messages.legal.privacy} />
    </PublicPage>
  );
}

/** '/syarat-ketentuan'. */
export function TermsRoute() {
  useDocumentTitle(messages.legal.terms.pageTitle);
  return (
    <PublicPage>
      <LegalDocument document={messages.legal.terms} />
    </PublicPage>
  );
}
