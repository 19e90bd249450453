import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { SupportSection } from './support-section';

describe('SupportSection', () => {
  it('shows each field’s limits as the user types, counted as sent', async () => {
    stubFetch(() => jsonResponse(200, []));
    const user = userEvent.setup();
    renderWithApp(<SupportSection isPremium={false} />);

    const subject = screen.getByLabelText('Subjek');
    expect(screen.getByText('0/150 karakter (minimal 3)')).toBeTruthy();
    await user.type(subject, ' ab');
    const subjectCount = screen.getByText('2/150 karakter (minimal 3)');
    // Short of the minimum: said in red, and read out with the field.
    expect(subjectCount.className).toContain('text-red-700');
    expect(subject.getAttribute('aria-describedby')).toBe(subjectCount.id);
    await user.type(subject, 'c');
    expect(screen.getByText('3/150 karakter (minimal 3)').className).toContain('text-slate-500');

    const message = screen.getByLabelText('Pesan');
    fireEvent.change(message, { target: { value: 'x'.repeat(5000) } });
    expect(screen.getByText('5.000/5.000 karakter (minimal 10) Batas 5.000 karakter tercapai.')).toBeTruthy();
    expect(message.getAttribute('maxlength')).toBe('5000');
  });
});
