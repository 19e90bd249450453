import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bbcaAnalysis } from '@/testing/analysis-bbca';
import { renderWithApp } from '@/testing/render';
import { PositionSizingCard } from './position-sizing-card';

const inputs = bbcaAnalysis.analysisResult.positionSizing;

function value(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('PositionSizingCard', () => {
  it('sizes BBCA for Rp100 juta at Moderat: lots, stop on the tick, risk, share and days to sell', async () => {
    const user = userEvent.setup();
    renderWithApp(<PositionSizingCard inputs={inputs} />);

    await user.type(screen.getByLabelText('Modal (Rp)'), '100 juta');
    await user.click(screen.getByRole('button', { name: 'Hitung' }));

    expect(screen.getByLabelText('Modal (Rp)')).toHaveProperty('value', '100.000.000');
    expect(value('Jumlah lot')).toBe('24 lot (2.400 lembar) pada Rp 8.075');
    expect(value('Nilai posisi')).toBe('Rp 19.380.000 (19,4% dari modal)');
    expect(value('Stop')).toBe('Rp 7.675 (5,0% di bawah harga)');
    expect(value('Risiko bila stop tersentuh')).toBe('Rp 960.000 (0,96% dari modal)');
    expect(value('Lama menjual posisi')).toBe('kurang dari 1 hari perdagangan');
    expect(screen.getByText(/Posisi dibatasi 20% dari modal untuk tingkat Moderat/)).toBeTruthy();
    expect(screen.getByText(/Panduan, bukan saran/)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('telisik.position-sizing') ?? '{}')).toEqual({
      capital: 100_000_000,
      level: 'moderat',
    });
  });

  it('re-sizes on another risk level and remembers both for the next analysis', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<PositionSizingCard inputs={inputs} />);
    await user.type(screen.getByLabelText('Modal (Rp)'), '100000000');
    await user.click(screen.getByRole('button', { name: 'Hitung' }));
    await user.click(screen.getByRole('radio', { name: /Konservatif/ }));
    // 0.5% of Rp100 juta over Rp400 a share = 12 lots, inside the 10% cap of 12 lots.
    expect(value('Jumlah lot')).toBe('12 lot (1.200 lembar) pada Rp 8.075');
    first.unmount();

    renderWithApp(<PositionSizingCard inputs={inputs} />);
    expect(screen.getByLabelText('Modal (Rp)')).toHaveProperty('value', '100.000.000');
    expect(screen.getByRole('radio', { name: /Konservatif/ })).toHaveProperty('checked', true);
    expect(value('Jumlah lot')).toBe('12 lot (1.200 lembar) pada Rp 8.075');
  });

  it.each([
    ['0', 'Modal harus lebih dari Rp 0.'],
    ['-5000000', 'Modal harus lebih dari Rp 0.'],
    ['sejuta', 'Modal harus berupa angka rupiah, misalnya 100.000.000 atau 100 juta.'],
    [
      '999999999999999999',
      'Modal di atas Rp 10 triliun tidak bisa dihitung di sini; periksa kembali angkanya.',
    ],
  ])('refuses %j with a message, shows no figures and keeps what was saved', async (typed, message) => {
    localStorage.setItem(
      'telisik.position-sizing',
      JSON.stringify({ capital: 50_000_000, level: 'agresif' }),
    );
    const user = userEvent.setup();
    renderWithApp(<PositionSizingCard inputs={inputs} />);
    const field = screen.getByLabelText('Modal (Rp)');
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Hitung' }));

    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Jumlah lot')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    expect(JSON.parse(localStorage.getItem('telisik.position-sizing') ?? '{}')).toEqual({
      capital: 50_000_000,
      level: 'agresif',
    });
  });

  it('says when the capital does not reach one lot, and what one lot needs', async () => {
    const user = userEvent.setup();
    renderWithApp(<PositionSizingCard inputs={inputs} />);
    await user.type(screen.getByLabelText('Modal (Rp)'), '2.000.000');
    await user.click(screen.getByRole('button', { name: 'Hitung' }));
    const result = screen.getByText('Modal belum cukup untuk 1 lot.');
    expect(result).toBeTruthy();
    // Moderat: one lot of Rp807,500 within a 20% cap needs Rp4,037,500.
    expect(
      screen.getByText(/1 lot \(100 lembar × Rp 8\.075\) membutuhkan modal minimal Rp 4\.037\.500/),
    ).toBeTruthy();
  });

  it('raises a stop below one day’s ARB to the ARB floor and says so', async () => {
    const user = userEvent.setup();
    renderWithApp(<PositionSizingCard inputs={inputs && { ...inputs, price: 1000, atr14: 100 }} />);
    await user.type(screen.getByLabelText('Modal (Rp)'), '100 juta');
    await user.click(screen.getByRole('button', { name: 'Hitung' }));
    expect(value('Stop')).toBe('Rp 850 (15,0% di bawah harga)');
    const card = screen.getByTestId('position-sizing');
    expect(
      within(card).getByText(
        /Stop 2×ATR14 \(Rp 800\) lebih rendah dari batas ARB satu hari \(15% dari Rp 1\.000, yaitu Rp 850\), jadi stop dinaikkan ke Rp 850/,
      ),
    ).toBeTruthy();
  });

  it('without a known volume or enough price history, says what cannot be worked out', async () => {
    const user = userEvent.setup();
    const view = renderWithApp(
      <PositionSizingCard inputs={inputs && { ...inputs, averageDailyVolume: null, volumeDays: 0 }} />,
    );
    await user.type(screen.getByLabelText('Modal (Rp)'), '100 juta');
    await user.click(screen.getByRole('button', { name: 'Hitung' }));
    expect(value('Jumlah lot')).toBe('24 lot (2.400 lembar) pada Rp 8.075');
    expect(value('Lama menjual posisi')).toBe('tidak bisa diperkirakan: volume saham ini tidak tersedia');
    view.unmount();

    renderWithApp(<PositionSizingCard inputs={inputs && { ...inputs, atr14: null }} />);
    expect(
      screen.getByText(/kurang dari 15 hari perdagangan, jadi stop dari volatilitas belum bisa dihitung/),
    ).toBeTruthy();
    expect(screen.queryByText('Jumlah lot')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|undefined/);
  });

  it('on an analysis stored before sizing, says how to get it', () => {
    renderWithApp(<PositionSizingCard inputs={null} />);
    expect(screen.getByText(/Buat analisis baru untuk saham ini/)).toBeTruthy();
    expect(screen.queryByLabelText('Modal (Rp)')).toBeNull();
  });
});
