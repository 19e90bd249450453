import type { Analysis } from '@telisik/contract';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DownloadIcon, ShareIcon, SpinnerIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { interpolate, messages } from '@/i18n';
import { isNetworkError } from '@/lib/api-client';
import { useCreateShare } from '../api/create-share';
import { deliverLink } from '@/lib/deliver-link';

const t = messages.analyses.detail;
const s = messages.analyses.share;
const p = messages.analyses.pdf;

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

/** Saves a file the browser has made, under its name. */
function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Export PDF' (Premium): the PDF is drawn in the browser by code fetched only now, so it works
 * offline and costs the first load nothing. A free user is told what it is and how to upgrade.
 */
export function ExportPdfButton({
  analysis,
  isPremium,
  onPremiumRequired,
}: {
  analysis: Analysis;
  isPremium: boolean;
  onPremiumRequired: () => void;
}) {
  const [pending, setPending] = useState(false);
  async function exportPdf() {
    if (!isPremium) {
      onPremiumRequired();
      return;
    }
    setPending(true);
    try {
      const { buildAnalysisPdf } = await import('../pdf/analysis-pdf');
      const pdf = await buildAnalysisPdf(analysis);
      download(pdf.blob, pdf.fileName);
      toast({ title: p.savedTitle, description: interpolate(p.savedDescription, { file: pdf.fileName }) });
    } catch (error) {
      toast({
        title: p.errorTitle,
        description: error instanceof Error ? error.message : messages.errors.requestFailed,
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => void exportPdf()}>
      {pending ? <SpinnerIcon className="animate-spin" /> : <DownloadIcon />}
      {pending ? p.preparing : t.exportPdf}
    </Button>
  );
}

/** What a free user reads on pressing 'Export PDF': what it is, and the way to Premium. */
export function PdfPremiumNotice({ onClose }: { onClose: () => void }) {
  return (
    <Card role="region" aria-label={p.premiumTitle} className="flex flex-col gap-3 border-teal-200 p-5">
      <h2 className="text-lg font-semibold text-slate-900">{p.premiumTitle}</h2>
      <p className="text-sm text-slate-700">{p.premiumDescription}</p>
      <div className="flex flex-wrap gap-2">
        <a href={paths.upgrade.getHref()} className={buttonVariants({ size: 'sm' })}>
          {p.premiumCta}
        </a>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {p.premiumClose}
        </Button>
      </div>
    </Card>
  );
}
