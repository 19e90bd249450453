import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './order-status-badge';

describe('OrderStatusBadge', () => {
  it.each([
    ['paid', 'Lunas', 'success'],
    ['pending', 'Menunggu pembayaran', 'warning'],
    ['denied', 'Ditolak', 'danger'],
    ['expired', 'Kedaluwarsa', 'danger'],
    ['refunded', 'Dikembalikan', 'neutral'],
  ] as const)('names %s in Indonesian (%s) with a fitting colour', (status, label, tone) => {
    render(<OrderStatusBadge status={status} />);
    expect(screen.getByText(label).getAttribute('data-tone')).toBe(tone);
  });
});
