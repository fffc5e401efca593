import type { App } from '../../src/app.ts';

/** The served OpenAPI document, walked by the fuzz and access-matrix tests so a new route is covered by itself. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path with `{name}` placeholders. */
  path: string;
  params: Parameter[];
  /** Request bodies by content type. */
  bodies: Record<string, JsonSchema | undefined>;
  secured: boolean;
  key: string;
}

interface Doc {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }>
  >;
}

export function operations(app: App): Operation[] {
  const doc = app.swagger() as unknown as Doc;
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const bodies = Object.fromEntries(Object.entries(op.requestBody?.content ?? {}).map(([type, c]) => [type, c.schema]));
      const upper = method.toUpperCase() as Operation['method'];
      out.push({
        method: upper,
        path,
        params: op.parameters ?? [],
        bodies,
        secured: (op.security?.length ?? 0) > 0,
        key: `${upper} ${path}`,
      });
    }
  }
  return out;
}

/** Percent-encodes a string for a URL; a lone surrogate becomes its (invalid) three UTF-8-style bytes. */
export function encodeSegment(value: string): string {
  let out = '';
  for (const ch of value) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }
  return out;
}

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x');
}
