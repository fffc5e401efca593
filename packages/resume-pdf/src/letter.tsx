/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { registerFonts, SANS } from './fonts.ts';

/** A cover letter as sent (Flash Apply's history): who it went to, when, the subject, and the letter as written. */
export interface LetterPdf {
  from: string;
  to: string[];
  /** The date line, already formatted in the reader's language. */
  date: string;
  subject: string;
  body: string;
  /** The labels in the reader's language. */
  labels: { from: string; to: string; date: string; subject: string };
}

const styles = StyleSheet.create({
  page: { fontFamily: SANS, fontSize: 10.5, lineHeight: 1.5, paddingVertical: 56, paddingHorizontal: 64, color: '#1f2933' },
  meta: { borderBottomWidth: 1, borderBottomColor: '#d9dee5', paddingBottom: 10, marginBottom: 18 },
  row: { flexDirection: 'row', marginBottom: 2 },
  label: { width: 64, color: '#61707f' },
  value: { flex: 1 },
  subject: { fontSize: 12.5, fontWeight: 'bold', marginBottom: 14 },
  paragraph: { marginBottom: 9 },
});

export async function renderLetterPdf(letter: LetterPdf): Promise<Buffer> {
  registerFonts();
  const rows: [string, string][] = [
    [letter.labels.from, letter.from],
    [letter.labels.to, letter.to.join(', ')],
    [letter.labels.date, letter.date],
  ];
  return renderToBuffer(
    <Document title={letter.subject} creator="JobBridge" producer="JobBridge">
      <Page size="A4" style={styles.page}>
        <View style={styles.meta}>
          {rows.map(([label, value]) => (
            <View key={label} style={styles.row}>
              <Text style={styles.label}>{label}</Text>
              <Text style={styles.value}>{value}</Text>
            </View>
          ))}
        </View>
        <Text style={styles.subject}>{letter.subject}</Text>
        {letter.body.split(/\n{2,}/).map((paragraph, i) => (
          <Text key={i} style={styles.paragraph}>
            {paragraph.trim()}
          </Text>
        ))}
      </Page>
    </Document>,
  );
}
