import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { type ChartStart, InteractiveChart } from './interactive-chart';

const draw = () => () => null;

/** Whether a chart asked for a 2D canvas (its first step before loading the library). */
function watchCanvas() {
  return vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}

/** Past the chart's wait for an idle main thread (at most half a second). */
async function pastIdle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
  });
}

/** The chart under test, its static stand-in given, starting as `start` says (the default when omitted). */
function chart(fallback: ReactNode, start?: ChartStart) {
  return (
    <InteractiveChart
      data={[1, 2]}
      draw={draw}
      fallback={fallback}
      label="chart"
      testId="chart"
      start={start}
    />
  );
}

describe('InteractiveChart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('with start="interaction", keeps the static chart and loads nothing until a pointer comes to it', async () => {
    const getContext = watchCanvas();
    render(<div style={{ height: 264 }}>{chart(<p>static chart</p>, 'interaction')}</div>);
    await pastIdle();
    expect(screen.getByText('static chart')).toBeTruthy();
    expect(getContext).not.toHaveBeenCalled();
    expect(screen.getByTestId('chart').dataset.ready).toBe('false');

    fireEvent.pointerEnter(screen.getByTestId('chart-frame'));
    await pastIdle();
    // It tried to draw (no canvas in this DOM, so the static chart stays).
    expect(getContext).toHaveBeenCalled();
    expect(screen.getByText('static chart')).toBeTruthy();
  });

  it('a touch or the focus starts it too', async () => {
    for (const start of [
      (frame: HTMLElement) => fireEvent.touchStart(frame),
      (frame: HTMLElement) => fireEvent.focus(frame),
    ]) {
      const getContext = watchCanvas();
      const { unmount } = render(chart(<button type="button">static chart</button>, 'interaction'));
      start(screen.getByTestId('chart-frame'));
      await pastIdle();
      expect(getContext).toHaveBeenCalled();
      unmount();
      vi.restoreAllMocks();
    }
  });

  it('by default draws once the page is idle, without any interaction', async () => {
    const getContext = watchCanvas();
    render(chart(<p>static chart</p>));
    await pastIdle();
    expect(getContext).toHaveBeenCalled();
  });
});
