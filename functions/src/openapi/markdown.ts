import type { oas31 } from 'zod-openapi';

/** docs/api.md, rendered from the OpenAPI document alone: a change belongs in the contract or the schemas. */

type Schema = oas31.SchemaObject | oas31.ReferenceObject;
type Operation = oas31.OperationObject & { 'x-access'?: string };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const COMPONENT_PREFIX = '#/components/schemas/';

/** A table cell: one line, with the column separator escaped. */
const cell = (text: string) => text.replace(/\r?\n+/g, ' ').replace(/\|/g, '\\|');
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** GitHub's heading anchors: lower case, spaces to dashes, most punctuation dropped. */
export const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const isRef = (schema: Schema): schema is oas31.ReferenceObject => '$ref' in schema;
const componentName = (ref: string) => ref.slice(COMPONENT_PREFIX.length);

function typeOf(schema: Schema): string {
  if (isRef(schema)) {
    const name = componentName(schema.$ref);
    return `[${name}](#${anchorOf(name)})`;
  }
  if (schema.const !== undefined) return code(schema.const);
  if (schema.enum) return `one of ${schema.enum.map(code).join(', ')}`;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map(typeOf).join(' or ');
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'array') return schema.items ? `array of ${typeOf(schema.items)}` : 'array';
  return schema.type ?? 'any';
}

/** Description, bounds, pattern and default, in sentences. */
function notesOf(schema: Schema): string {
  if (isRef(schema)) return '';
  const notes: string[] = schema.description ? [schema.description] : [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) notes.push(`${min} to ${max}${unit}.`);
    else if (min !== undefined) notes.push(`At least ${min}${unit}.`);
    else if (max !== undefined) notes.push(`At most ${max}${unit}.`);
  };
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minimum, schema.maximum, '');
  range(schema.minItems, schema.maxItems, ' items');
  if (typeof schema.exclusiveMinimum === 'number') notes.push(`Above ${schema.exclusiveMinimum}.`);
  if (typeof schema.exclusiveMaximum === 'number') notes.push(`Below ${schema.exclusiveMaximum}.`);
  if (schema.pattern) notes.push(`Matches ${code(schema.pattern)}.`);
  if (schema.default !== undefined) notes.push(`Default ${code(JSON.stringify(schema.default))}.`);
  return notes.join(' ');
}

interface Field {
  name: string;
  schema: Schema;
  required: boolean;
}

/** The object a field holds, also when it may be null instead (an address a pickup has none of). */
function objectOf(schema: Schema): Schema {
  const variants = isRef(schema) ? undefined : (schema.anyOf ?? schema.oneOf);
  return variants?.find((variant) => !isRef(variant) && variant.type === 'object') ?? schema;
}

/** An object's fields, nested objects (or null) and arrays of objects spelled out as `a.b` and `a[].b`. */
function fieldsOf(schema: Schema, prefix = ''): Field[] {
  if (isRef(schema) || schema.type !== 'object' || !schema.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const nested =
      !isRef(property) && property.type === 'array' && property.items ? fieldsOf(property.items, `${name}[].`) : fieldsOf(objectOf(property), `${name}.`);
    return [{ name, schema: property, required: required.has(key) }, ...nested];
  });
}

function fieldsTable(schema: Schema): string {
  const fields = fieldsOf(schema);
  if (fields.length === 0) return notesOf(schema) ? `${typeOf(schema)}: ${notesOf(schema)}` : `${typeOf(schema)}.`;
  return table(
    ['field', 'type', 'required', 'notes'],
    fields.map((field) => [code(field.name), typeOf(field.schema), field.required ? 'yes' : 'no', notesOf(field.schema)]),
  );
}

/** A body: its fields, or each alternative's when it is one of several shapes. */
function bodyOf(schema: Schema): string {
  const variants = isRef(schema) ? undefined : (schema.oneOf ?? schema.anyOf);
  if (!variants) return fieldsTable(schema);
  return ['One of:', ...variants.map((variant, index) => `${index + 1}.\n\n${fieldsTable(variant)}`)].join('\n\n');
}

function parametersOf(operation: Operation): string[] {
  const parameters = (operation.parameters ?? []).filter((parameter): parameter is oas31.ParameterObject => !('$ref' in parameter));
  if (parameters.length === 0) return [];
  const rows = parameters.map((parameter) => {
    const schema = parameter.schema ?? {};
    // The schema's own description is already in the parameter's (document.ts, describeParameters).
    const notes = isRef(schema) ? '' : notesOf({ ...schema, description: parameter.description });
    return [code(parameter.name), parameter.in, typeOf(schema), parameter.required ? 'yes' : 'no', notes];
  });
  return ['**Parameters**', table(['name', 'in', 'type', 'required', 'notes'], rows)];
}

const jsonSchemaOf = (content: oas31.ContentObject | undefined) => content?.['application/json']?.schema;

function answersOf(operation: Operation): string[] {
  const out: string[] = ['**Answers**'];
  for (const [status, response] of Object.entries(operation.responses ?? {}) as [string, oas31.ResponseObject][]) {
    if (!/^[23]/.test(status)) continue;
    out.push(`\`${status}\`: ${response.description}`);
    const headers = Object.entries(response.headers ?? {}).map(
      ([name, header]) => `- header \`${name}\`${'description' in header && header.description ? `: ${header.description}` : ''}`,
    );
    if (headers.length > 0) out.push(headers.join('\n'));
    const schema = jsonSchemaOf(response.content);
    if (schema) out.push(fieldsTable(schema));
  }
  return out;
}

function errorsOf(operation: Operation): string[] {
  const rows: string[][] = [];
  for (const [status, response] of Object.entries(operation.responses ?? {}) as [string, oas31.ResponseObject][]) {
    if (!/^[45]/.test(status)) continue;
    for (const line of response.description.split('\n\n')) {
      const match = /^`([a-z-]+)`: ([\s\S]*)$/.exec(line);
      rows.push([status, match ? code(match[1]) : '', match?.[2] ?? line]);
    }
  }
  if (rows.length === 0) return [];
  return [`**Errors**, in the [error shape](#${anchorOf('ApiError')}):`, table(['status', 'code', 'when'], rows)];
}

interface Entry {
  method: (typeof METHODS)[number];
  path: string;
  operation: Operation;
}

function entriesOf(document: oas31.OpenAPIObject): Entry[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] as Operation }] : [])),
  );
}

function endpointSection(base: string, entry: Entry): string {
  const { operation } = entry;
  const requestBody = operation.requestBody && !('$ref' in operation.requestBody) ? jsonSchemaOf(operation.requestBody.content) : undefined;
  return [
    `### ${entry.method.toUpperCase()} ${base}${entry.path}`,
    [operation.summary ? `${operation.summary}.` : '', operation.description ?? ''].filter(Boolean).join(' '),
    `**Who may call it:** ${operation['x-access'] ?? 'see security'}`,
    ...parametersOf(operation),
    ...(requestBody ? ['**Request body** (JSON)', bodyOf(requestBody)] : []),
    ...answersOf(operation),
    ...errorsOf(operation),
  ].join('\n\n');
}

/** The whole of docs/api.md. */
export function renderApiMarkdown(document: oas31.OpenAPIObject): string {
  const base = document.servers?.[0]?.url ?? '';
  const entries = entriesOf(document);
  const heading = (entry: Entry) => `${entry.method.toUpperCase()} ${base}${entry.path}`;
  const index = table(
    ['endpoint', 'what', 'who'],
    entries.map((entry) => [`[${heading(entry)}](#${anchorOf(heading(entry))})`, entry.operation.summary ?? '', entry.operation['x-access'] ?? '']),
  );
  const sections = (document.tags ?? []).map((tag) =>
    [
      `## ${tag.name}`,
      tag.description ?? '',
      ...entries.filter((entry) => entry.operation.tags?.[0] === tag.name).map((entry) => endpointSection(base, entry)),
    ].join('\n\n'),
  );
  const schemas = Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => `### ${name}\n\n${bodyOf(schema)}`);
  return `${[
    `# ${document.info.title}`,
    '<!-- Generated by `npm run docs:api` from the OpenAPI document (functions/src/openapi/). Do not edit by hand. -->',
    `Every endpoint of \`${base}\`, rendered from the OpenAPI ${document.openapi} document that the API serves at ` +
      `\`GET ${base}/openapi.json\`. Load that document into any OpenAPI tool to generate a client or test against it.`,
    document.info.description ?? '',
    '## Endpoints',
    index,
    ...sections,
    '## Schemas',
    'The answers’ shared parts, referenced above.',
    ...schemas,
  ].join('\n\n')}\n`;
}
