import type { EChartsCoreOption } from 'echarts/core';

export type ChartOption = EChartsCoreOption;

/** The palette: the primary blue first, then calm tones that stay apart (docs/design.md: one primary, greys, semantic colours). */
export const PALETTE = ['#2f5ca6', '#6595d3', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#64748b', '#97b9e3', '#15803d', '#a16207'];
const FONT = 'Inter, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans SC", system-ui, sans-serif';
const AXIS = { color: '#475569', fontFamily: FONT, fontSize: 12 };

export interface Row {
  label: string;
  value: number;
  color?: string;
}

/** Horizontal bars, largest first at the top, each with its figure at the end. */
export function barsOption(rows: Row[], format: (n: number) => string, options: { labelWidth?: number } = {}): ChartOption {
  const ordered = [...rows].reverse();
  return {
    animationDuration: 500,
    textStyle: { fontFamily: FONT },
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => format(Number(v)) },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      data: ordered.map((r) => r.label),
      axisTick: { show: false },
      axisLine: { show: false },
      axisLabel: { ...AXIS, width: options.labelWidth ?? 150, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        data: ordered.map((r) => ({ value: r.value, itemStyle: { color: r.color ?? PALETTE[0], borderRadius: [0, 4, 4, 0] } })),
        barMaxWidth: 22,
        label: { show: true, position: 'right', color: '#0f172a', fontFamily: FONT, formatter: (p: { value: number }) => format(p.value) },
      },
    ],
  };
}

/** Vertical bars (salary bands, in their own order), with the colour carrying meaning and words beside it. */
export function columnsOption(rows: Row[], format: (n: number) => string): ChartOption {
  return {
    animationDuration: 500,
    textStyle: { fontFamily: FONT },
    grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => format(Number(v)) },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.label),
      axisTick: { show: false },
      axisLabel: { ...AXIS, interval: 0, width: 84, overflow: 'break', lineHeight: 15 },
    },
    yAxis: { type: 'value', axisLabel: AXIS, splitLine: { lineStyle: { color: '#e2e8f0' } } },
    series: [
      {
        type: 'bar',
        data: rows.map((r) => ({ value: r.value, itemStyle: { color: r.color ?? PALETTE[0], borderRadius: [4, 4, 0, 0] } })),
        barMaxWidth: 56,
        label: { show: true, position: 'top', color: '#0f172a', fontFamily: FONT, formatter: (p: { value: number }) => format(p.value) },
      },
    ],
  };
}

/** The register over time: organisations as a line, added and removed per import as bars. */
export function changesOption(
  dates: string[],
  series: { organisations: number[]; added: number[]; removed: number[] },
  names: { organisations: string; added: string; removed: string },
  format: (n: number) => string,
): ChartOption {
  return {
    animationDuration: 500,
    textStyle: { fontFamily: FONT },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => format(Number(v)) },
    legend: { top: 0, textStyle: AXIS, itemWidth: 12, itemHeight: 12 },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: dates, axisLabel: AXIS, axisTick: { show: false } },
    yAxis: [
      { type: 'value', axisLabel: AXIS, splitLine: { lineStyle: { color: '#e2e8f0' } } },
      { type: 'value', axisLabel: AXIS, splitLine: { show: false }, scale: true },
    ],
    series: [
      { name: names.added, type: 'bar', data: series.added, itemStyle: { color: '#15803d' }, barMaxWidth: 18 },
      { name: names.removed, type: 'bar', data: series.removed, itemStyle: { color: '#be123c' }, barMaxWidth: 18 },
      {
        name: names.organisations,
        type: 'line',
        yAxisIndex: 1,
        data: series.organisations,
        symbolSize: 8,
        itemStyle: { color: PALETTE[0] },
        lineStyle: { width: 3 },
      },
    ],
  };
}
