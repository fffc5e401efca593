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
 * One chart, drawn as SVG once ECharts has loaded, resized with its box. It is a picture for sighted readers:
 * hidden from screen readers, which get the card's summary and table instead.
 */
export function EChart({ option, height, className }: { option: ChartOption; height: number; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<EChartsModule['init']> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    loadECharts().then(
      (echarts) => {
        if (disposed || !box.current) return;
        chart.current = echarts.init(box.current, undefined, { renderer: 'svg' });
        chart.current.setOption(option);
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(box.current);
      },
      () => setFailed(true),
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
    // The chart is made once; option changes (the language) are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  if (failed) return null;
  return <div ref={box} aria-hidden="true" className={cn('w-full', className)} style={{ height }} data-testid="echart" />;
}
