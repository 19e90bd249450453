import type { Analysis } from '@telisik/contract';
import { Button } from '@/components/ui/button';
import { DownloadIcon, ShareIcon, SpinnerIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { messages } from '@/i18n';
import { isNetworkError } from '@/lib/api-client';
import { useCreateShare } from '../api/shares';
import { deliverLink } from '../lib/deliver-link';

const t = messages.analyses.detail;
const s = messages.analyses.share;

/** 'Share': a public read-only link, to the share sheet on a phone or the clipboard on a desktop. */
export function ShareButton({ analysis }: { analysis: Analysis }) {
  const create = useCreateShare();
  async function share() {
    try {
      const link = await create.mutateAsync(analysis.id);
      const delivery = await deliverLink({ url: link.url, title: `${analysis.ticker} · ${analysis.companyName}` });
      if (delivery === 'copied') toast({ title: s.copiedTitle, description: s.copiedDescription });
      if (delivery === 'manual') toast({ title: s.manualTitle, description: link.url });
    } catch (error) {
      toast({
        title: s.errorTitle,
        description: error instanceof Error && !isNetworkError(error) ? error.message : messages.errors.network,
        variant: 'destructive',
      });
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={create.isPending} onClick={() => void share()}>
      {create.isPending ? <SpinnerIcon className="animate-spin" /> : <ShareIcon />}
      {t.share}
    </Button>
  );
}

/** The owner's actions on an analysis page. */
export function AnalysisActions({ analysis }: { analysis: Analysis }) {
  return (
    <>
      <ShareButton analysis={analysis} />
      <Tooltip content={messages.common.comingSoon}>
        <Button variant="outline" size="sm">
          <DownloadIcon />
          {t.exportPdf}
        </Button>
      </Tooltip>
    </>
  );
}
