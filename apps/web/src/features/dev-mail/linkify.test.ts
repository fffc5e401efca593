import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  const origin = 'http://127.0.0.1:3950';

  it('turns URLs into links and keeps the text around them', () => {
    const parts = linkify(`Open ${origin}/email-verify?token=abc. Thanks`, origin);
    expect(parts).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: `${origin}/email-verify?token=abc`, text: `${origin}/email-verify?token=abc`, path: '/email-verify?token=abc' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('gives no in-app path to other origins and ignores other schemes', () => {
    const parts = linkify('See https://example.com/x and javascript:alert(1)', origin);
    expect(parts[1]).toMatchObject({ kind: 'link', href: 'https://example.com/x', path: null });
    expect(parts.filter((p) => p.kind === 'link')).toHaveLength(1);
  });

  it('handles Chinese punctuation after a link', () => {
    const parts = linkify(`请点击 ${origin}/reset-password/t0k3n。`, origin);
    expect(parts[1]).toMatchObject({ path: '/reset-password/t0k3n' });
    expect(parts[2]).toEqual({ kind: 'text', text: '。' });
  });
});
