/** @jsxRuntime automatic @jsxImportSource react */
import type { ResumeView } from '../model.ts';
import { ModernPro } from './modern-pro.tsx';

/** Placeholder while the design is drawn: same layout as Modern Pro. */
export function Executive({ view }: { view: ResumeView }) {
  return <ModernPro view={view} />;
}
