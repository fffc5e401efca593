import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import type { ChartOption } from '../lib/options';

type EChartsModule = typeof import('./echarts-setup');

let loading: Promise<EChartsModule> | null = null;
/** ECharts is loaded on first use, only by this page (its own chunk, never in other pages' bundles). */
function loadECharts(): Promise<EChartsModule> {
  loading ??= import('./echarts-setup');
  return loading;
}

/**
 * Charts are drawn one per task, in the order they come into view: drawing one takes a phone's main thread for a
 * while, and several drawn in one task would block taps and scrolling for all of them (decision 049).
 */
let turn: Promise<void> = Promise.resolve();
function nextTurn<T>(draw: () => T): Promise<T> {
  const done = turn.then(() => new Promise<T>((resolve) => setTimeout(() => resolve(draw()), 0)));
  turn = done.then(
    () => undefined,
    () => undefined,
  );
  return done;
}

/**
 * One chart, drawn as SVG once ECharts has loaded, resized with its box. It is a picture for sighted readers:
 * hidden from screen readers, which get the card's summary and table instead.
 */
export function EChart({ option, height, className }: { option: ChartOption; height: number; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<EChartsModule['init']> | null>(null);
  const [failed, setFailed] = useState(false);
  // The option of the latest render: a page hydrated from the server's first view renders again at once (a phone's
  // width is known only in the browser), before ECharts has loaded, and the chart must draw that one.
  const latest = useRef(option);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    let resizes: ResizeObserver | undefined;
    const draw = () => {
      loadECharts()
        .then((echarts) =>
          nextTurn(() => {
            if (cancelled || !box.current) return;
            chart.current = echarts.init(box.current, undefined, { renderer: 'svg' });
            chart.current.setOption(latest.current);
            resizes = new ResizeObserver(() => chart.current?.resize());
            resizes.observe(box.current);
          }),
        )
        .catch(() => setFailed(true));
    };
    // Drawn as it scrolls into view: charts further down cost nothing until the reader gets there.
    const near =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              near?.disconnect();
              draw();
            },
            { rootMargin: '64px 0px' },
          );
    if (near) near.observe(element);
    else draw();
    return () => {
      cancelled = true;
      near?.disconnect();
      resizes?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
    // The chart is made once; option changes (the language, the width) are applied below.
  }, []);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  if (failed) return null;
  return <div ref={box} aria-hidden="true" className={cn('w-full', className)} style={{ height }} data-testid="echart" />;
}
