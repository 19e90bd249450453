// The PDF of one analysis, drawn in the browser so it works offline for every analysis that reads
// offline. This module (jsPDF and two Inter faces) is loaded only when the user asks for a PDF.
import interBoldUrl from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import interRegularUrl from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import type { Analysis, PillarKey, PricePoint } from '@telisik/contract';
import { jsPDF } from 'jspdf';
import { interpolate, messages } from '@/i18n';
import { estimateWeightText, uncertaintyLabel } from '../lib/fair-value';
import { targetOf } from '@/lib/target';
import {
  formatCalendarDate,
  formatDateTime,
  formatMultiple,
  formatPercent,
  formatRupiah,
  formatTradingDay,
  formatUpside,
} from '@/lib/format';
import {
  fundamentalFigures,
  sentimentFigures,
  type Figure,
  shownFigures,
  statementCaption,
  technicalFigures,
} from '../lib/figures';
import { drawInvestorChecks, drawRedFlags } from './investor-checks-pdf';
import { positionSizingSection } from './position-sizing-section';

const t = messages.analyses.pdf;
const d = messages.analyses.detail;
const na = messages.common.notAvailable;

const PAGE_WIDTH = 210;
const PAGE_HEIGHT = 297;
const MARGIN = 16;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_SPACE = 14;
const TEAL: [number, number, number] = [15, 118, 110];
const SLATE_900: [number, number, number] = [15, 23, 42];
const SLATE_600: [number, number, number] = [71, 85, 105];
const SLATE_200: [number, number, number] = [226, 232, 240];
const SLATE_400: [number, number, number] = [148, 163, 184];
const FONT = 'Inter';

export interface AnalysisPdf {
  fileName: string;
  blob: Blob;
}

/** `Telisik-BBCA-2025-12-30.pdf`: the ticker and the date of the data it stands on. */
export function pdfFileName(analysis: Pick<Analysis, 'ticker' | 'dataAsOf'>): string {
  return `Telisik-${analysis.ticker}-${analysis.dataAsOf}.pdf`;
}

let fontData: Promise<[string, string]> | undefined;

async function base64Of(url: string): Promise<string> {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Embedded fonts, fetched once per page (the service worker has them, so this works offline). */
function loadFonts(): Promise<[string, string]> {
  fontData ??= Promise.all([base64Of(interRegularUrl), base64Of(interBoldUrl)]).catch((error: unknown) => {
    fontData = undefined;
    throw error;
  });
  return fontData;
}

/** Fetches the fonts without decoding them, so the service worker keeps them for an offline export. */
export async function prefetchPdfFonts(): Promise<void> {
  await Promise.all([interRegularUrl, interBoldUrl].map(async (url) => (await fetch(url)).arrayBuffer()));
}

/** The height a page can fill between its top margin and the footer. */
const PAGE_CAPACITY = PAGE_HEIGHT - 2 * MARGIN - FOOTER_SPACE;

/**
 * Characters the embedded Inter has no glyph for, which jsPDF would silently drop (a "∓" vanishing
 * turns "∓1 poin" into an unsigned "1 poin"): each is written with glyphs Inter has, meaning the same.
 */
const MISSING_GLYPHS: Array<[RegExp, string]> = [[/∓/g, '−/+']];

function printable(text: string): string {
  return MISSING_GLYPHS.reduce((result, [glyph, replacement]) => result.replace(glyph, replacement), text);
}

/**
 * A top-to-bottom writer over A4 pages that starts a new page when the next line does not fit. A
 * measuring writer draws nothing and never breaks a page: it only adds up the height a block needs,
 * so `block` can move a whole card to the next page instead of splitting it.
 */
class Writer {
  y = MARGIN;

  constructor(
    readonly doc: jsPDF,
    private readonly measuring = false,
  ) {}

  ensure(height: number): void {
    if (this.measuring) return;
    if (this.y + height > PAGE_HEIGHT - MARGIN - FOOTER_SPACE) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  /** Runs a drawing call unless this writer only measures. */
  draw(paint: (doc: jsPDF) => void): void {
    if (!this.measuring) paint(this.doc);
  }

  /** Draws a card on one page: on the next one when it does not fit here (unless it is taller than a page). */
  block(content: (w: Writer) => void): void {
    const measure = new Writer(this.doc, true);
    measure.y = 0;
    content(measure);
    if (measure.y <= PAGE_CAPACITY) this.ensure(measure.y);
    content(this);
  }

  text(
    value: string,
    {
      size = 10,
      bold = false,
      color = SLATE_900,
      gap = 1.5,
      indent = 0,
    }: {
      size?: number;
      bold?: boolean;
      color?: [number, number, number];
      gap?: number;
      indent?: number;
    } = {},
  ): void {
    const { doc } = this;
    doc.setFont(FONT, bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    doc.setTextColor(...color);
    const lineHeight = size * 0.3528 * 1.35;
    const lines = doc.splitTextToSize(printable(value), CONTENT_WIDTH - indent) as string[];
    for (const line of lines) {
      this.ensure(lineHeight);
      this.draw(() => doc.text(line, MARGIN + indent, this.y + lineHeight * 0.75));
      this.y += lineHeight;
    }
    this.y += gap;
  }

  heading(value: string): void {
    this.ensure(16);
    this.y += 3;
    this.text(value, { size: 13, bold: true, color: TEAL, gap: 1 });
    this.draw((doc) => {
      doc.setDrawColor(...SLATE_200);
      doc.setLineWidth(0.3);
      doc.line(MARGIN, this.y, PAGE_WIDTH - MARGIN, this.y);
    });
    this.y += 3;
  }

  /** Label and value pairs in two columns. */
  pairs(rows: Array<[string, string]>): void {
    const { doc } = this;
    const labelWidth = 74;
    for (const [label, value] of rows) {
      doc.setFontSize(10);
      doc.setFont(FONT, 'normal');
      const valueLines = doc.splitTextToSize(printable(value), CONTENT_WIDTH - labelWidth) as string[];
      // A long label wraps inside its column instead of running into the value.
      const labelLines = doc.splitTextToSize(printable(label), labelWidth - 3) as string[];
      const height = Math.max(valueLines.length, labelLines.length) * 4.8 + 0.8;
      this.ensure(height);
      this.draw(() => {
        doc.setTextColor(...SLATE_600);
        doc.text(labelLines, MARGIN, this.y + 3.6);
        doc.setTextColor(...SLATE_900);
        doc.setFont(FONT, 'bold');
        doc.text(valueLines, MARGIN + labelWidth, this.y + 3.6);
      });
      this.y += height;
    }
    this.y += 1.5;
  }

  bullets(items: string[]): void {
    for (const item of items) {
      const start = this.y;
      this.text(item, { indent: 4, gap: 0.6 });
      this.draw((doc) => {
        doc.setFillColor(...SLATE_600);
        doc.circle(MARGIN + 1.2, start + 2.3, 0.6, 'F');
      });
    }
    this.y += 1;
  }

  /** A score bar: label, points of max and a filled bar. */
  bar(label: string, points: number, max: number): void {
    this.ensure(9);
    this.draw((doc) => this.paintBar(doc, label, points, max));
    this.y += 7;
  }

  private paintBar(doc: jsPDF, label: string, points: number, max: number): void {
    doc.setFont(FONT, 'normal');
    doc.setFontSize(10);
    doc.setTextColor(...SLATE_900);
    doc.text(label, MARGIN, this.y + 3.6);
    doc.setFont(FONT, 'bold');
    doc.text(`${points}/${max}`, PAGE_WIDTH - MARGIN, this.y + 3.6, { align: 'right' });
    const barX = MARGIN + 50;
    const barWidth = CONTENT_WIDTH - 50 - 18;
    doc.setFillColor(...SLATE_200);
    doc.rect(barX, this.y + 1.4, barWidth, 2.6, 'F');
    doc.setFillColor(...TEAL);
    doc.rect(barX, this.y + 1.4, barWidth * Math.max(0, Math.min(1, max > 0 ? points / max : 0)), 2.6, 'F');
  }
}

/** The year of closes as a static line with its high, low, first and last close labelled; each day's volume as a bar below. */
function drawPriceChart(w: Writer, closes: PricePoint[]): void {
  const first = closes[0];
  const last = closes[closes.length - 1];
  if (!first || !last || closes.length < 2) {
    w.text(t.noChart, { color: SLATE_600 });
    return;
  }
  const height = 48;
  // Analyses stored before volume was kept have none: the chart is drawn without the strip.
  const maxVolume = Math.max(0, ...closes.map((p) => p.volume ?? 0));
  const volumeHeight = maxVolume > 0 ? 10 : 0;
  w.ensure(height + volumeHeight + 10);
  const top = w.y + 2;
  const left = MARGIN + 20;
  const width = CONTENT_WIDTH - 20;
  let high = first.close;
  let low = first.close;
  for (const p of closes) {
    high = Math.max(high, p.close);
    low = Math.min(low, p.close);
  }
  const range = high - low || 1;
  const x = (i: number) => left + (i / (closes.length - 1)) * width;
  const y = (close: number) => top + height - ((close - low) / range) * height;
  const volumeBottom = top + height + volumeHeight + (volumeHeight > 0 ? 1.5 : 0);
  w.draw((doc) => {
    doc.setDrawColor(...SLATE_200);
    doc.setLineWidth(0.2);
    for (const level of [high, (high + low) / 2, low]) doc.line(left, y(level), left + width, y(level));
    doc.setFont(FONT, 'normal');
    doc.setFontSize(7.5);
    doc.setTextColor(...SLATE_600);
    for (const level of [high, (high + low) / 2, low]) {
      doc.text(formatRupiah(Math.round(level)), left - 2, y(level) + 1, { align: 'right' });
    }
    doc.setDrawColor(...TEAL);
    doc.setLineWidth(0.5);
    const segments: Array<[number, number]> = [];
    for (let i = 1; i < closes.length; i += 1) {
      segments.push([x(i) - x(i - 1), y(closes[i]!.close) - y(closes[i - 1]!.close)]);
    }
    doc.lines(segments, x(0), y(first.close), [1, 1], 'S', false);
    if (volumeHeight > 0) {
      const barWidth = Math.max(0.2, (width / closes.length) * 0.7);
      doc.setFillColor(...SLATE_400);
      for (const [i, point] of closes.entries()) {
        if (!point.volume) continue;
        const barHeight = (point.volume / maxVolume) * volumeHeight;
        doc.rect(x(i) - barWidth / 2, volumeBottom - barHeight, barWidth, barHeight, 'F');
      }
      doc.text(d.chartVolume, left - 2, volumeBottom, { align: 'right' });
    }
    doc.text(formatTradingDay(first.date) ?? first.date, left, volumeBottom + 4.5);
    doc.text(formatTradingDay(last.date) ?? last.date, left + width, volumeBottom + 4.5, { align: 'right' });
  });
  w.y = volumeBottom + 7;
  const change = ((last.close - first.close) / first.close) * 100;
  w.text(
    interpolate(t.chartSummary, {
      first: formatRupiah(first.close),
      last: formatRupiah(last.close),
      change: formatPercent(change, 1, true),
      high: formatRupiah(high),
      low: formatRupiah(low),
    }),
    { size: 8.5, color: SLATE_600 },
  );
}

/** A card's figure list under its own small title, as the page's FigureGrid shows it. */
function figures(w: Writer, list: Figure[], caption: string | null = null): void {
  const shown = shownFigures(list);
  if (shown.length === 0) return;
  w.text(d.breakdown.figures.title, { bold: true, gap: 0.5 });
  if (caption) w.text(caption, { size: 8.5, color: SLATE_600, gap: 1 });
  w.pairs(shown.map((figure): [string, string] => [figure.label, figure.value]));
}

const PILLARS: Array<[PillarKey, string]> = [
  ['fundamental', d.scores.fundamental],
  ['technical', d.scores.technical],
  ['sentiment', d.scores.sentiment],
];

/** Draws every card of the analysis page into an A4 PDF with page numbers and the notice. */
export async function buildAnalysisPdf(analysis: Analysis, generatedAt = new Date()): Promise<AnalysisPdf> {
  const [regular, bold] = await loadFonts();
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true, putOnlyUsedFonts: true });
  doc.addFileToVFS('Inter-Regular.ttf', regular);
  doc.addFont('Inter-Regular.ttf', FONT, 'normal');
  doc.addFileToVFS('Inter-Bold.ttf', bold);
  doc.addFont('Inter-Bold.ttf', FONT, 'bold');
  doc.setProperties({
    title: `${analysis.ticker} · ${analysis.companyName}`,
    subject: t.subject,
    creator: 'Telisik',
  });
  const w = new Writer(doc);
  const result = analysis.analysisResult;
  const full = result.fullAnalysis;
  const target = targetOf(analysis);
  const dataDate = formatCalendarDate(analysis.dataAsOf) ?? analysis.dataAsOf;
  const generated = formatDateTime(generatedAt.toISOString()) ?? generatedAt.toISOString();

  // Header
  w.text(t.title, { size: 9, bold: true, color: TEAL, gap: 1 });
  w.text(analysis.companyName, { size: 20, bold: true, gap: 1 });
  w.text(`${analysis.ticker} · ${result.sector ?? messages.common.defaultExchange}`, {
    size: 11,
    color: SLATE_600,
    gap: 1,
  });
  w.text(
    `${interpolate(d.dataAsOf, { date: dataDate })} · ${interpolate(t.generatedAt, { date: generated })}`,
    {
      size: 9,
      color: SLATE_600,
      gap: 3,
    },
  );
  w.pairs([
    [d.currentPrice, formatRupiah(analysis.currentPrice) ?? na],
    [d.upside, target.set ? (formatUpside(target.upside) ?? na) : d.recommendation.targetUnavailable],
  ]);
  // Each card below is drawn whole on one page: it moves to the next page instead of splitting.
  w.block((w) => {
    w.heading(t.chartTitle);
    drawPriceChart(w, result.priceHistory);
  });
  if (result.redFlags) {
    const flags = result.redFlags;
    w.block((w) => drawRedFlags(w, flags));
  }

  // Recommendation
  w.block((w) => {
    w.heading(d.recommendation.title);
    w.pairs([
      [d.recommendation.label, analysis.recommendation ?? messages.common.defaultRecommendation],
      [
        d.recommendation.targetPrice,
        target.set ? formatRupiah(target.price) : d.recommendation.targetUnavailable,
      ],
      [d.recommendation.conviction, result.convictionLevel ?? messages.common.defaultConviction],
    ]);
    // The label and the target pointing different ways: said first, in bold, like the page's callout.
    if (result.recommendationNote) w.text(result.recommendationNote, { bold: true });
    if (!target.set && target.reason) w.text(target.reason, { color: SLATE_600 });
    if (target.set && target.gapReason)
      w.text(`${d.recommendation.gapReason}: ${target.gapReason}`, { color: SLATE_600 });
    if (result.convictionReasons.length > 0) {
      w.text(d.breakdown.conviction.reasonsTitle, { bold: true, gap: 0.8 });
      w.bullets(result.convictionReasons);
    }
    if (result.investmentThesis) {
      w.text(d.recommendation.thesis, { bold: true, gap: 0.8 });
      w.text(result.investmentThesis);
    }
  });

  // Position sizing, from the capital last entered on this device
  const sizing = positionSizingSection(result.positionSizing);
  w.block((w) => {
    w.heading(sizing.title);
    if (sizing.rows.length > 0) w.pairs(sizing.rows);
    for (const line of sizing.lines) w.text(line, { color: SLATE_600 });
  });

  // Scores
  w.block((w) => {
    w.heading(d.scores.title);
    w.bar(d.scores.total, analysis.totalScore, 50);
    w.bar(d.scores.fundamental, analysis.fundamentalScore, 25);
    w.bar(d.scores.technical, analysis.technicalScore, 15);
    w.bar(d.scores.sentiment, analysis.sentimentScore, 10);
  });

  if (result.pillars) {
    // Longer than a page: each rule stays whole, and a pillar's title stays with its first rule.
    const rule = (
      w: Writer,
      { label, points, maxPoints, reason }: (typeof result.pillars.fundamental.rules)[number],
    ) => {
      const start = w.y;
      w.text(label, { bold: true, gap: 0.3, indent: 0 });
      w.draw((doc) => {
        doc.setFont(FONT, 'bold');
        doc.setFontSize(10);
        doc.setTextColor(...TEAL);
        doc.text(`${points}/${maxPoints}`, PAGE_WIDTH - MARGIN, start + 3.6, { align: 'right' });
      });
      w.text(reason, { size: 9, color: SLATE_600, gap: 1.6 });
    };
    const pillars = result.pillars;
    for (const [index, [key, label]] of PILLARS.entries()) {
      const pillar = pillars[key];
      const [first, ...rest] = pillar.rules;
      w.block((w) => {
        if (index === 0) w.heading(t.rulesTitle);
        w.text(`${label}: ${pillar.score}/${pillar.maxScore}`, { size: 11, bold: true, gap: 1 });
        if (first) rule(w, first);
      });
      for (const next of rest) w.block((w) => rule(w, next));
    }
  }

  // Valuation
  const v = full.valuation;
  w.block((w) => {
    w.heading(d.valuation.title);
    const fairValue = v.fairValue ?? null;
    // Engine 4: the fair-value range leads (its DCF is one of the methods below); older: the DCF cases.
    const valuationRows: Array<[string, string]> = fairValue
      ? [
          [d.fairValue.bear, formatRupiah(fairValue.bear)],
          [d.fairValue.base, formatRupiah(fairValue.base)],
          [d.fairValue.bull, formatRupiah(fairValue.bull)],
          [d.fairValue.uncertainty, uncertaintyLabel(fairValue.uncertainty)],
        ]
      : [
          [d.valuation.bull, formatRupiah(v.dcf.bullCase) ?? na],
          [d.valuation.base, formatRupiah(v.dcf.baseCase) ?? na],
          [d.valuation.bear, formatRupiah(v.dcf.bearCase) ?? na],
        ];
    if (v.costOfEquity) valuationRows.push([t.costOfEquity, formatPercent(v.costOfEquity.value, 1) ?? na]);
    if (v.growth && v.growth.historical !== null)
      valuationRows.push([t.growth, formatPercent(v.growth.historical, 1) ?? na]);
    if (v.growth) valuationRows.push([t.longRunGrowth, formatPercent(v.growth.longRun, 1) ?? na]);
    if (v.target && v.target.basis !== 'fair_value' && v.target.relative.multiple !== null)
      valuationRows.push([t.multiple, formatMultiple(v.target.relative.multiple) ?? na]);
    w.pairs(valuationRows);
    if (fairValue) {
      if (fairValue.uncertaintyReasons.length > 0) {
        const grade = uncertaintyLabel(fairValue.uncertainty).toLowerCase();
        w.text(interpolate(d.fairValue.reasonsTitle, { grade }), { bold: true, gap: 0.8 });
        w.bullets(fairValue.uncertaintyReasons);
      }
      if (fairValue.estimates.length > 0) {
        w.text(d.fairValue.methodsTitle, { bold: true, gap: 0.8 });
        w.bullets(
          fairValue.estimates.map(
            (estimate) =>
              `${d.fairValue.methods[estimate.method]}: ${formatRupiah(estimate.value)} ` +
              `(${estimateWeightText(estimate.weight)}). ${estimate.explanation}`,
          ),
        );
      }
    }
    if (v.growth?.explanation) w.text(v.growth.explanation, { color: SLATE_600 });
    if (v.note) w.text(v.note, { color: SLATE_600 });
    if (v.valuationSummary) w.text(v.valuationSummary);
    // How the target was built, where the page says it: in the valuation card, not under the thesis.
    if (v.target?.explanation) w.text(v.target.explanation, { color: SLATE_600 });
  });

  // Fundamentals, technicals and sentiment: the card's headline figures, its summary, and the same
  // figures the page's card lists (lib/figures.ts), with the same units and signs.
  const f = full.fundamentals;
  w.block((w) => {
    w.heading(d.fundamentals.title);
    w.pairs([
      [d.fundamentals.roe, formatPercent(f.profitability.roe, 1) ?? na],
      [d.fundamentals.netMargin, formatPercent(f.profitability.netMargin, 1) ?? na],
      [d.fundamentals.revenueGrowth3Y, formatPercent(f.profitability.revenueGrowth3Y, 1) ?? na],
    ]);
    if (f.summary) w.text(f.summary);
    figures(w, fundamentalFigures(f.details), statementCaption(f.details));
  });

  const tech = full.technical;
  w.block((w) => {
    w.heading(d.technical.title);
    w.pairs([
      [d.technical.longTerm, tech.trend.longTerm ?? na],
      [d.technical.shortTerm, tech.trend.shortTerm ?? na],
    ]);
    if (tech.summary) w.text(tech.summary);
    figures(w, technicalFigures(tech.details));
  });

  const s = full.sentiment;
  w.block((w) => {
    w.heading(d.sentiment.title);
    w.pairs([[d.sentiment.foreignFlow, s.foreignFlow.trend ?? na]]);
    if (s.summary) w.text(s.summary);
    figures(w, sentimentFigures(s.details));
  });
  // The statements, dividends and sharia sections draw their own tables and keep their own breaks.
  drawInvestorChecks(w, result, MARGIN, CONTENT_WIDTH);

  if (result.dataNotes.length > 0) {
    w.block((w) => {
      w.heading(d.breakdown.dataNotes.title);
      w.bullets(result.dataNotes);
    });
  }

  w.block((w) => {
    w.heading(messages.disclaimer.title);
    w.text(messages.disclaimer.body, { size: 9, color: SLATE_600 });
  });

  // Footer on every page: the notice, the data date and "Halaman x dari y".
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont(FONT, 'normal');
    doc.setFontSize(8);
    doc.setTextColor(...SLATE_600);
    doc.setDrawColor(...SLATE_200);
    doc.line(MARGIN, PAGE_HEIGHT - MARGIN - 5, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - MARGIN - 5);
    doc.text(
      `${analysis.ticker} · ${interpolate(d.dataAsOf, { date: dataDate })} · ${t.footerNotice}`,
      MARGIN,
      PAGE_HEIGHT - MARGIN,
    );
    doc.text(
      interpolate(t.pageOf, { page: String(page), pages: String(pages) }),
      PAGE_WIDTH - MARGIN,
      PAGE_HEIGHT - MARGIN,
      {
        align: 'right',
      },
    );
  }
  return { fileName: pdfFileName(analysis), blob: doc.output('blob') };
}
