import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useMemo, useRef, useState } from 'react';
import { interpolate, messages } from '@/i18n';
import { glossarySegments, type GlossaryEntry } from '../lib/glossary';

const TRIGGER_CLASS =
  'cursor-help rounded-sm underline decoration-slate-400 decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary';

/**
 * A term with its explanation: on hover or keyboard focus after the provider's delays (700/300 ms), and
 * on a tap on phones, where there is no hover. Radix closes a tooltip on a click; a tap toggles it here
 * instead, and a tap anywhere else closes it.
 *
 * The tooltip itself is set up only when a reader first comes to the term (a mouse over it, the focus,
 * a tap): an analysis has dozens of terms, and mounting a tooltip for each (each anchors itself in an
 * effect, which renders it again) held a phone's main thread for a long task when the cards below the
 * first screen arrived. Until then the term is the same button, alone.
 */
export function GlossaryTerm({ entry, children }: { entry: GlossaryEntry; children: string }) {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const touched = useRef(false);
  /** Open when the finger came down: Radix closes an open tooltip on pointer down, before the click. */
  const openAtTouch = useRef(false);
  /**
   * What the plain button had when the tooltip was set up, handed to the tooltip's button (a new
   * element): the focus, or a mouse over it (Radix starts its open delay on a pointer move).
   */
  const handOver = useRef<'focus' | 'hover' | null>(null);
  const label = interpolate(messages.glossary.triggerLabel, { term: children });
  if (!armed) {
    return (
      <button
        type="button"
        data-glossary={entry.id}
        aria-label={label}
        className={TRIGGER_CLASS}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          handOver.current ??= 'hover';
          setArmed(true);
        }}
        onFocus={() => {
          handOver.current = 'focus';
          setArmed(true);
        }}
        onClick={() => {
          // A tap that came before any focus: it asks for the explanation.
          setArmed(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
    );
  }
  return (
    <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
      <TooltipPrimitive.Trigger asChild>
        <button
          ref={(element) => {
            const had = handOver.current;
            if (!element || !had) return;
            handOver.current = null;
            if (had === 'focus') element.focus();
            else
              element.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
          }}
          type="button"
          data-glossary={entry.id}
          aria-label={label}
          className={TRIGGER_CLASS}
          onPointerDown={(event) => {
            // Anything but a mouse (a finger, a pen) has no hover to open the explanation with.
            touched.current = event.pointerType !== 'mouse';
            openAtTouch.current = open;
          }}
          onClick={(event) => {
            if (!touched.current) return;
            // Keep Radix from closing it: on a phone the tap is how the explanation opens.
            event.preventDefault();
            setOpen(!openAtTouch.current);
          }}
        >
          {children}
        </button>
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-72 rounded-md bg-slate-900 px-3 py-2 text-xs leading-relaxed font-normal text-white shadow-md"
        >
          {entry.explanation}
          <TooltipPrimitive.Arrow className="fill-slate-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}

/** Text with its glossary terms explained where they appear. */
export function GlossaryText({ text }: { text: string }) {
  const segments = useMemo(() => glossarySegments(text), [text]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.entry ? (
          <GlossaryTerm key={index} entry={segment.entry}>
            {segment.text}
          </GlossaryTerm>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
