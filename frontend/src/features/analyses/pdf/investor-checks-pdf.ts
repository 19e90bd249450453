// Issue 21 in the PDF: the red flags at the top, then the statements table, the dividends and the
// sharia estimate, drawn with the analysis PDF's writer (the same text as the page, same units).
import type { AnalysisResult, RedFlagReport, StatementHistory } from '@telisik/contract';
import type { jsPDF } from 'jspdf';
import { interpolate, messages } from '@/i18n';
import { formatCalendarDate, formatDecimal, formatPercent } from '@/lib/format';
import { MISSING, statementCell, statementScale } from '../components/investor-checks';

const t = messages.investorChecks;
const FONT = 'Inter';
const SLATE_900: [number, number, number] = [15, 23, 42];
const SLATE_600: [number, number, number] = [71, 85, 105];
const SLATE_200: [number, number, number] = [226, 232, 240];

/** What these sections need of the analysis PDF's writer. */
export interface PdfWriter {
  doc: jsPDF;
  y: number;
  ensure(height: number): void;
  text(
    value: string,
    options?: { size?: number; bold?: boolean; color?: [number, number, number]; gap?: number },
  ): void;
  heading(value: string): void;
  pairs(rows: Array<[string, string]>): void;
  bullets(items: string[]): void;
}

export function drawRedFlags(w: PdfWriter, report: RedFlagReport): void {
  w.heading(t.redFlags.title);
  w.pairs([[t.redFlags.gorengan, t.redFlags.levels[report.gorenganRisk]]]);
  if (report.flags.length === 0) w.text(t.redFlags.none, { color: SLATE_600 });
  else {
    w.bullets(report.flags.map((f) => `${f.label}: ${f.reason}`));
    w.text(t.redFlags.capNote, { size: 8.5, color: SLATE_600 });
  }
}

/** A compact table: the line names, then one column per period, right-aligned. */
function drawStatementTable(w: PdfWriter, history: StatementHistory, left: number, width: number): void {
  const periods = [...history.annual, ...history.quarters];
  const scale = statementScale(history);
  const labelWidth = 30;
  const column = (width - labelWidth) / Math.max(periods.length, 1);
  const rowHeight = 4.2;
  const { doc } = w;
  const row = (cells: string[], bold: boolean, color: [number, number, number]) => {
    w.ensure(rowHeight);
    doc.setFont(FONT, bold ? 'bold' : 'normal');
    doc.setFontSize(7);
    doc.setTextColor(...color);
    doc.text(cells[0]!, left, w.y + 3);
    cells.slice(1).forEach((cell, i) => {
      doc.text(cell, left + labelWidth + column * (i + 1) - 1, w.y + 3, { align: 'right' });
    });
    w.y += rowHeight;
  };
  row([t.statements.line, ...periods.map((p) => p.period)], true, SLATE_600);
  doc.setDrawColor(...SLATE_200);
  doc.line(left, w.y, left + width, w.y);
  for (const line of history.lines) {
    row(
      [t.statements.lines[line], ...periods.map((p) => statementCell(p.values[line], line, scale))],
      false,
      SLATE_900,
    );
    const growth = periods.map((p) => formatPercent(p.growth[line], 1, true) ?? '');
    if (growth.some((g) => g !== '')) row(['', ...growth], false, SLATE_600);
  }
  w.y += 1.5;
  w.text(scale.caption, { size: 8, color: SLATE_600, gap: 0.5 });
  w.text(t.statements.missing, { size: 8, color: SLATE_600, gap: 0.5 });
  if (history.quarters.length > 0) w.text(t.statements.quarterNote, { size: 8, color: SLATE_600 });
}

export function drawInvestorChecks(w: PdfWriter, result: AnalysisResult, left: number, width: number): void {
  if (result.statements) {
    w.heading(t.statements.title);
    if (result.statements.annual.length + result.statements.quarters.length === 0)
      w.text(t.statements.empty, { color: SLATE_600 });
    else drawStatementTable(w, result.statements, left, width);
  }
  const dividends = result.dividends;
  if (dividends) {
    w.heading(t.dividends.title);
    if (dividends.years.length === 0) w.text(t.dividends.none, { color: SLATE_600 });
    else
      w.pairs(
        dividends.years.map((y) => [
          String(y.year),
          `Rp ${formatDecimal(y.perShare, y.perShare >= 100 ? 0 : 2)} · ${t.dividends.yield} ${
            formatPercent(y.yieldOnPrice, 1) ?? MISSING
          } · ${t.dividends.payout} ${formatPercent(y.payoutRatio, 0) ?? MISSING}${
            y.includesSpecial ? ` (${t.dividends.special})` : ''
          }`,
        ]),
      );
    if (dividends.lastExDate !== null && dividends.lastPerShare !== null)
      w.text(
        interpolate(t.dividends.lastExDate, {
          date: formatCalendarDate(dividends.lastExDate) ?? dividends.lastExDate,
          value: formatDecimal(dividends.lastPerShare, dividends.lastPerShare >= 100 ? 0 : 2),
        }),
      );
    if (dividends.splits.length > 0)
      w.text(
        interpolate(t.dividends.splits, {
          list: dividends.splits
            .map((s) =>
              interpolate(t.dividends.split, {
                date: formatCalendarDate(s.exDate) ?? s.exDate,
                ratio: formatDecimal(s.ratio, Number.isInteger(s.ratio) ? 0 : 3),
              }),
            )
            .join(', '),
        }),
      );
  }
  const sharia = result.sharia;
  if (sharia) {
    w.heading(t.sharia.title);
    w.pairs([
      [t.sharia.title, t.sharia.overall[sharia.overall]],
      [t.sharia.debt, t.sharia.checks[sharia.debtCheck]],
      [t.sharia.nonHalal, t.sharia.checks[sharia.nonHalalIncomeCheck]],
    ]);
    w.bullets(sharia.reasons);
  }
}
