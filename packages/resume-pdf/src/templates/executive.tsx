/** @jsxRuntime automatic @jsxImportSource react */
import { Page, Text, View, StyleSheet } from '@react-pdf/renderer';
import { SERIF } from '../fonts.ts';
import type { ResumeView } from '../model.ts';
import { ContactRow, Description, HEADING_KEEP } from './parts.tsx';

/**
 * Executive: a serif résumé in the tradition of senior and finance CVs. Centred name in large serif capitals
 * between a heavy and a light rule, centred section headings flanked by rules, company first in each entry,
 * a restrained dark-burgundy accent.
 */
const ACCENT = '#7a1f2b';
const INK = '#1c1917';
const MUTED = '#57534e';

const s = StyleSheet.create({
  page: { fontFamily: SERIF, fontSize: 9.8, color: INK, paddingTop: 44, paddingBottom: 48, paddingHorizontal: 54 },
  // Body text settings on a view (a unitless lineHeight resolves against the fontSize set beside it).
  flow: { fontSize: 9.8, lineHeight: 1.42 },
  header: { alignItems: 'center', marginBottom: 14 },
  topRule: { borderTopWidth: 2.2, borderTopColor: INK, alignSelf: 'stretch', marginBottom: 2 },
  thinRule: { borderTopWidth: 0.6, borderTopColor: INK, alignSelf: 'stretch', marginBottom: 12 },
  name: { fontSize: 24, fontWeight: 700, letterSpacing: 2.2, textAlign: 'center', lineHeight: 1.2 },
  role: { fontSize: 11, color: ACCENT, marginTop: 4, letterSpacing: 0.8, textAlign: 'center' },
  contacts: { marginTop: 8, alignSelf: 'stretch' },
  degree: { fontSize: 10, color: ACCENT },
  contactText: { fontSize: 8.8, color: MUTED },
  bottomRule: { borderTopWidth: 0.6, borderTopColor: INK, alignSelf: 'stretch', marginTop: 12 },
  section: { marginBottom: 10 },
  headingRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 7 },
  headingLine: { flex: 1, borderTopWidth: 0.5, borderTopColor: '#a8a29e' },
  heading: { fontSize: 10.5, fontWeight: 700, color: ACCENT, marginHorizontal: 10, letterSpacing: 0.8 },
  about: { textAlign: 'justify', marginBottom: 3 },
  entry: { marginBottom: 9 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' },
  org: { fontSize: 10.8, fontWeight: 700, flex: 1, paddingRight: 10 },
  place: { fontSize: 9, color: MUTED },
  roleLine: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 0.5 },
  position: { fontSize: 10, fontStyle: 'normal', color: ACCENT, flex: 1, paddingRight: 10 },
  dates: { fontSize: 9, color: MUTED },
  body: { fontSize: 9.5, color: '#292524' },
});

function Heading({ children, cjk }: { children: string; cjk: boolean }) {
  return (
    <View style={s.headingRow} minPresenceAhead={HEADING_KEEP} wrap={false}>
      <View style={s.headingLine} />
      <Text style={[s.heading, cjk ? { letterSpacing: 0 } : {}]}>{cjk ? children : children.toUpperCase()}</Text>
      <View style={s.headingLine} />
    </View>
  );
}

export function Executive({ view }: { view: ResumeView }) {
  const { labels } = view;
  const cjk = view.language === 'cn';
  return (
    <Page size="A4" style={s.page}>
      <View style={s.flow}>
        <View style={s.header}>
          <View style={s.topRule} />
          <View style={s.thinRule} />
          {view.name ? <Text style={s.name}>{cjk ? view.name : view.name.toUpperCase()}</Text> : null}
          {view.role ? <Text style={s.role}>{view.role}</Text> : null}
          <ContactRow
            items={view.contacts}
            width={595 - 2 * 54}
            justify="center"
            style={s.contacts}
            textStyle={s.contactText}
            separator="◆"
            separatorStyle={{ fontSize: 5, color: ACCENT, paddingTop: 2.5 }}
          />
          <View style={s.bottomRule} />
        </View>

        {view.about.length ? (
          <View style={s.section}>
            <Heading cjk={cjk}>{labels.summary}</Heading>
            {view.about.map((p, i) => (
              <Text key={i} style={s.about}>
                {p}
              </Text>
            ))}
          </View>
        ) : null}

        {view.work.length ? (
          <View style={s.section}>
            <Heading cjk={cjk}>{labels.experience}</Heading>
            {view.work.map((w, i) => (
              <View key={i} style={s.entry}>
                <View wrap={false}>
                  <View style={s.entryHead}>
                    <Text style={s.org}>{w.company || w.role}</Text>
                    {w.location ? <Text style={s.place}>{w.location}</Text> : null}
                  </View>
                  {(w.company && w.role) || w.dates ? (
                    <View style={s.roleLine}>
                      <Text style={s.position}>{w.company ? w.role : ''}</Text>
                      {w.dates ? <Text style={s.dates}>{w.dates}</Text> : null}
                    </View>
                  ) : null}
                  <Description blocks={w.description.slice(0, 1)} style={s.body} bulletColor={ACCENT} bullet="–" />
                </View>
                <Description first={false} blocks={w.description.slice(1)} style={s.body} bulletColor={ACCENT} bullet="–" />
              </View>
            ))}
          </View>
        ) : null}

        {view.education.length ? (
          <View style={s.section}>
            <Heading cjk={cjk}>{labels.education}</Heading>
            {view.education.map((e, i) => (
              <View key={i} style={s.entry} wrap={false}>
                <View style={s.entryHead}>
                  <Text style={s.org}>{e.school || e.degreeLine}</Text>
                  {e.dates ? <Text style={s.dates}>{e.dates}</Text> : null}
                </View>
                {e.school && e.degreeLine ? <Text style={s.degree}>{e.degreeLine}</Text> : null}
              </View>
            ))}
          </View>
        ) : null}
      </View>
    </Page>
  );
}
