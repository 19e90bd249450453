// The Indonesian reading of a sizing outcome, shared by the analysis page and the PDF so both say
// the same thing in the same words.
import type { PositionSizingInputs } from '@telisik/contract';
import { interpolate, messages } from '@/i18n';
import { formatCalendarDate, formatDecimal, formatInteger, formatPercent, formatRupiah } from '@/lib/format';
import { SLOW_EXIT_DAYS, STOP_ATR_MULTIPLE, type SizingOutcome, type Stop } from './position-sizing';

const t = messages.analyses.sizing;

export interface SizingReading {
  /** The one line that matters most when there is no position to show (too little capital, no data). */
  headline: string | null;
  rows: Array<[string, string]>;
  notes: string[];
}

function percentOfCapital(value: number): string {
  // 0,75% reads better than 0,8% for a risk share; whole shares of capital need no decimals.
  return formatPercent(value, value < 10 ? 2 : 1);
}

function days(value: number): string {
  return formatDecimal(value, value < 10 ? 1 : 0);
}

function stopNotes(stop: Stop, inputs: PositionSizingInputs): string[] {
  const notes = [
    interpolate(t.stopBasis, {
      multiple: STOP_ATR_MULTIPLE,
      date: formatCalendarDate(inputs.priceDate) ?? inputs.priceDate,
      atr: formatRupiah(inputs.atr14 ?? 0),
    }),
  ];
  if (stop.raisedToArb) {
    notes.push(
      interpolate(t.stopRaised, {
        volatilityStop: formatRupiah(stop.volatilityStop),
        arb: formatDecimal(inputs.arbPercent, inputs.arbPercent % 1 === 0 ? 0 : 1),
        price: formatRupiah(inputs.price),
        floor: formatRupiah(stop.arbFloor),
      }),
    );
  }
  return notes;
}

export function sizingReading(outcome: SizingOutcome, inputs: PositionSizingInputs | null): SizingReading {
  if (outcome.kind === 'unavailable' || inputs === null) {
    const reason = outcome.kind === 'unavailable' ? outcome.reason : 'no_inputs';
    return { headline: t.unavailable[reason], rows: [], notes: [] };
  }
  const level = t.levels[outcome.level];
  const stopRow: [string, string] = [
    t.stop,
    interpolate(t.stopValue, {
      stop: formatRupiah(outcome.stop.price),
      distance: formatPercent(((outcome.entry - outcome.stop.price) / outcome.entry) * 100, 1),
    }),
  ];
  if (outcome.kind === 'below_one_lot') {
    return {
      headline: t.belowOneLot,
      rows: [stopRow],
      notes: [
        interpolate(t.belowOneLotDetail, {
          level,
          lotShares: formatInteger(inputs.lotShares),
          price: formatRupiah(outcome.entry),
          minimum: formatRupiah(outcome.minimumCapital),
        }),
        ...stopNotes(outcome.stop, inputs),
      ],
    };
  }

  const exit = outcome.daysToExit;
  const exitText =
    exit === null
      ? t.exitNoVolume
      : exit.slow < 1
        ? t.exitUnderADay
        : interpolate(t.exitDaysValue, { fast: days(exit.fast), slow: days(exit.slow) });
  const notes: string[] = [];
  if (outcome.capped) {
    notes.push(interpolate(t.capped, { max: formatPercent(outcome.profile.maxPositionPercent, 0), level }));
  }
  notes.push(...stopNotes(outcome.stop, inputs));
  if (exit !== null && inputs.averageDailyVolume !== null) {
    notes.push(
      interpolate(t.exitBasis, {
        volume: formatInteger(inputs.averageDailyVolume),
        days: inputs.volumeDays,
      }),
    );
    if (exit.slow > SLOW_EXIT_DAYS) notes.push(t.slowExit);
  }
  return {
    headline: null,
    rows: [
      [
        t.lots,
        interpolate(t.lotsValue, {
          lots: formatInteger(outcome.lots),
          shares: formatInteger(outcome.shares),
          price: formatRupiah(outcome.entry),
        }),
      ],
      [
        t.positionValue,
        interpolate(t.shareOfCapital, {
          value: formatRupiah(outcome.positionValue),
          share: percentOfCapital(outcome.positionShare),
        }),
      ],
      stopRow,
      [
        t.amountAtRisk,
        interpolate(t.shareOfCapital, {
          value: formatRupiah(outcome.amountAtRisk),
          share: percentOfCapital(outcome.riskShare),
        }),
      ],
      [t.exitDays, exitText],
    ],
    notes,
  };
}
