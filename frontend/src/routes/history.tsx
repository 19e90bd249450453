import { AnalysisHistoryPage } from '@/features/analyses/components/analysis-history-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messages } from '@/i18n';
import { SignedInPage } from './signed-in-page';

/** '/riwayat': every analysis of the user (the dashboard lists the newest five). */
export function HistoryRoute() {
  useDocumentTitle(messages.analyses.historyPage.pageTitle);
  return <SignedInPage>{() => <AnalysisHistoryPage />}</SignedInPage>;
}
