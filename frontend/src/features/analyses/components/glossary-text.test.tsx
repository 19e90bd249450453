import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOOLTIP_DELAY_MS } from '@/config/constants';
import { messages } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { GlossaryText } from './glossary-text';

const pb = messages.glossary.terms.find((t) => t.id === 'pb')!;
const roe = messages.glossary.terms.find((t) => t.id === 'roe')!;

describe('GlossaryText', () => {
  it('shows a term’s explanation on hover, only after the open delay', async () => {
    const user = userEvent.setup();
    renderWithApp(<GlossaryText text="P/B 2,22x dan ROE 13,6%." />);
    const trigger = screen.getByRole('button', { name: 'Apa itu P/B?' });
    const started = performance.now();
    await user.hover(trigger);
    const tip = await screen.findByRole('tooltip', {}, { timeout: TOOLTIP_DELAY_MS + 1000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - 50);
    expect(tip.textContent).toContain(pb.explanation);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens on a tap and closes on a second tap, as on a phone', async () => {
    renderWithApp(<GlossaryText text="ROE 13,6%." />);
    const tap = () => {
      // Asked for at each tap: the first tap sets the tooltip up, with a button of its own.
      const trigger = screen.getByRole('button', { name: 'Apa itu ROE?' });
      fireEvent.pointerDown(trigger, { pointerType: 'touch' });
      fireEvent.pointerUp(trigger, { pointerType: 'touch' });
      fireEvent.click(trigger);
    };
    tap();
    expect((await screen.findByRole('tooltip')).textContent).toContain(roe.explanation);
    tap();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens on keyboard focus, so the explanation is not mouse-only', async () => {
    const user = userEvent.setup();
    renderWithApp(<GlossaryText text="ROE 13,6%." />);
    await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toContain(roe.explanation);
  });

  it('reads as the plain text around its terms', () => {
    const { container } = renderWithApp(<GlossaryText text="P/B 2,22x dan ROE 13,6%." />);
    expect(container.textContent).toBe('P/B 2,22x dan ROE 13,6%.');
  });
});
