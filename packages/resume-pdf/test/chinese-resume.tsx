/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { SANS } from '../src/fonts.ts';

/** A Chinese resume laid out the way Chinese resume sites print them (not one of our templates). */
export function ChineseResume() {
  const row = { flexDirection: 'row', justifyContent: 'space-between' } as const;
  const h = {
    fontSize: 13,
    fontWeight: 700,
    color: '#1d4ed8',
    borderBottomWidth: 1,
    borderBottomColor: '#1d4ed8',
    marginTop: 14,
    marginBottom: 6,
  } as const;
  return (
    <Document>
      <Page size="A4" style={{ fontFamily: SANS, fontSize: 10, padding: 40 }}>
        <Text style={{ fontSize: 22, fontWeight: 700 }}>李华</Text>
        <Text style={{ marginTop: 4 }}>电话：138 0013 8000 | 邮箱：lihua@example.com | 现居：上海</Text>
        <Text style={h}>教育背景</Text>
        <View style={row}>
          <Text style={{ fontWeight: 700 }}>复旦大学</Text>
          <Text>计算机科学与技术</Text>
          <Text>本科</Text>
          <Text>2015.09 - 2019.06</Text>
        </View>
        <Text style={h}>实习经历</Text>
        <View style={row}>
          <Text style={{ fontWeight: 700 }}>字节跳动</Text>
          <Text>后端开发实习生</Text>
          <Text>2018年7月 - 2018年12月</Text>
        </View>
        <Text>• 负责抖音推荐接口的性能优化，接口延迟降低百分之三十。</Text>
        <Text>• 编写单元测试，覆盖率从百分之四十提升到百分之八十。</Text>
        <Text style={h}>工作经历</Text>
        <View style={row}>
          <Text style={{ fontWeight: 700 }}>拼多多</Text>
          <Text>后端工程师</Text>
          <Text>2019.07 - 至今</Text>
        </View>
        <Text>主导订单系统的微服务拆分，支撑大促期间每秒十万笔订单。</Text>
        <Text style={h}>自我评价</Text>
        <Text>热爱技术，善于沟通，能在压力下按时交付。</Text>
      </Page>
    </Document>
  );
}
