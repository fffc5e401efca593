import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the charts and parts this page draws (tree-shaken ECharts).
register([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };
