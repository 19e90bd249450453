import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useMemo, useRef, useState } from 'react';
import { interpolate, messages } from '@/i18n';
import { glossarySegments, type GlossaryEntry } from '../lib/glossary';

/**
 * A term with its explanation: on hover or keyboard focus after the provider's delays (700/300 ms), and
 * on a tap on phones, where there is no hover. Radix closes a tooltip on a click; a tap toggles it here
 * instead, and a tap anywhere else closes it.
 */
export function GlossaryTerm({ entry, children }: { entry: GlossaryEntry; children: string }) {
  const [open, setOpen] = useState(false);
  const touched = useRef(false);
  /** Open when the finger came down: Radix closes an open tooltip on pointer down, before the click. */
  const openAtTouch = useRef(false);
  return (
    <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
      <TooltipPrimitive.Trigger asChild>
        <button
          type="button"
          data-glossary={entry.id}
          aria-label={interpolate(messages.glossary.triggerLabel, { term: children })}
          className="cursor-help rounded-sm underline decoration-slate-400 decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
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
