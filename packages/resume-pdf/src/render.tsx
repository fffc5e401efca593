/** @jsxRuntime automatic @jsxImportSource react */
import type { ResumeProfileDraft, ResumeTemplate } from '@jobbridge/contracts';
import { RESUME_TEMPLATE_NAMES } from '@jobbridge/contracts';
import { Document, renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { registerFonts } from './fonts.ts';
import { toView, type Language, type ResumeView } from './model.ts';
import { ModernPro } from './templates/modern-pro.tsx';
import { Executive } from './templates/executive.tsx';
import { Creative } from './templates/creative.tsx';
import { Academic } from './templates/academic.tsx';

export interface RenderOptions {
  template: ResumeTemplate;
  /** Picks the section headings and "Present"/"至今"; the profile's own text is printed as written. */
  language: Language;
}

const TEMPLATES: Record<ResumeTemplate, (props: { view: ResumeView }) => ReactElement> = {
  'modern-pro': ModernPro,
  executive: Executive,
  creative: Creative,
  academic: Academic,
};

/**
 * Renders a profile to an A4 PDF. Accepts a half-filled draft (the live preview) as well as a complete profile:
 * whatever is empty is left out.
 */
export async function renderResumePdf(profile: ResumeProfileDraft, options: RenderOptions): Promise<Buffer> {
  registerFonts();
  const Template = TEMPLATES[options.template];
  if (!Template) throw new Error(`Unknown resume template: ${String(options.template)}`);
  const view = toView(profile, options.language);
  const title = view.name
    ? `${view.name} – ${options.language === 'cn' ? '简历' : 'Resume'}`
    : options.language === 'cn'
      ? '简历'
      : 'Resume';
  return renderToBuffer(
    <Document
      title={title}
      author={view.name || undefined}
      subject={RESUME_TEMPLATE_NAMES[options.template]}
      creator="JobBridge"
      producer="JobBridge"
      language={options.language === 'cn' ? 'zh-CN' : 'en-GB'}
    >
      <Template view={view} />
    </Document>,
  );
}
