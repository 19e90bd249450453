import type { ScoringResult } from '../scoring';
import { collectAllowedNumbers } from './grounding';
import type { NarrativeSubject } from './narrative';

/** Look-back windows and periods the engine uses; prose may name them ("RSI 14 hari", "60 hari"). */
export const ENGINE_WINDOWS = [1, 3, 5, 6, 9, 10, 12, 14, 20, 26, 50, 60, 90, 100, 200, 250];

/** What the model is told: the computed figures and the engine's own reasons, nothing else. */
export function factSheet(result: ScoringResult, subject: NarrativeSubject) {
  const rules = (pillar: keyof ScoringResult['pillars']) =>
    result.pillars[pillar].rules.map((r) => ({ label: r.label, points: `${r.points}/${r.maxPoints}`, reason: r.reason }));
  return {
    saham: { kode: subject.code, nama: subject.companyName, sektor: result.sector, bank: result.isBank },
    tanggalData: result.priceDate,
    skor: {
      total: `${result.totalScore}/50`,
      fundamental: `${result.fundamentalScore}/25`,
      teknikal: `${result.technicalScore}/15`,
      sentimen: `${result.sentimentScore}/10`,
    },
    rekomendasi: result.recommendation,
    catatanRekomendasi: result.recommendationNote,
    keyakinan: { tingkat: result.conviction, alasan: result.convictionReasons },
    harga: { sekarang: result.currentPrice, target: result.targetPrice, potensiPersen: result.upside },
    valuasi: {
      metode: result.valuation.method,
      skenarioRupiahPerSaham: { optimis: result.valuation.bullCase, dasar: result.valuation.baseCase, pesimis: result.valuation.bearCase },
      biayaEkuitasPersen: result.valuation.costOfEquity.value,
      imbalHasilSbn10ThPersen: result.valuation.costOfEquity.bondYield,
      penjelasanTarget: result.valuation.target.explanation,
      catatan: result.valuation.note,
    },
    profitabilitas: result.profitability,
    teknikal: result.technical,
    sentimen: result.sentiment,
    aturan: { fundamental: rules('fundamental'), teknikal: rules('technical'), sentimen: rules('sentiment') },
    catatanData: result.dataNotes,
  };
}

export type FactSheet = ReturnType<typeof factSheet>;

export function allowedNumbersFor(result: ScoringResult, subject: NarrativeSubject): number[] {
  const { priceHistory: _history, metrics, ...rest } = result;
  return collectAllowedNumbers([rest, metrics, factSheet(result, subject)], ENGINE_WINDOWS);
}
