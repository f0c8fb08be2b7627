import ts from 'typescript';
import { z } from 'zod';
import type { RegisteredRoute, SourceSite } from './registered-routes';
import type { JsonSchema } from './schema-fields';
import { callAt, importedFrom, localDeclaration, repoPath, sourceFile, valueOf } from './source-sites';

/** A body or query the handler parses: the schema as JSON Schema, or, when it is chosen at run time, its expression. */
export interface ParsedInput {
  kind: 'body' | 'query';
  name: string;
  where: string;
  schema?: JsonSchema;
  /** the same schema as it comes out of parsing: the shape of fields zod cannot describe on their way in */
  output?: JsonSchema;
}

export interface RouteFacts {
  method: string;
  path: string;
  where: string;
  /** what the route's middleware asks beyond a signed-in user: `requireRole(…)` and the other `require…` guards */
  guards: string[];
  inputs: ParsedInput[];
  /** error codes the handler (or a function of its file it calls) throws */
  codes: string[];
}

const ERROR_CODE = /^[A-Z]{2}\d{5}$/;

export async function routeFacts(route: RegisteredRoute): Promise<RouteFacts> {
  const handlerSite = route.handlers.at(-1)!;
  const call = callAt(handlerSite);
  const args = [...call.arguments];
  const handler = args.at(-1)!;
  const guards: string[] = [];
  for (const site of route.middleware) guards.push(...(await guardsOf(useArguments(callAt(site)), site.file)));
  guards.push(...(await guardsOf(args.slice(1, -1), handlerSite.file)));
  const { inputs, codes } = await handlerFacts(handler, handlerSite);
  return { method: route.method, path: route.path, where: repoPath(handlerSite.file), guards: [...new Set(guards)], inputs, codes };
}

function useArguments(call: ts.CallExpression): ts.Expression[] {
  const [first, ...rest] = call.arguments;
  return first && ts.isStringLiteralLike(first) ? rest : [...call.arguments];
}

async function guardsOf(middleware: ts.Expression[], file: string): Promise<string[]> {
  const out: string[] = [];
  for (const expr of middleware) {
    const call = ts.isIdentifier(expr) ? localDeclaration(expr.text, expr) : expr;
    if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || !call.expression.text.startsWith('require')) continue;
    if (call.expression.text === 'requireRole') out.push(`roles: ${(await rolesOf(call, file)).join(', ')}`);
    else out.push(`\`${call.getText().replace(/\s+/g, ' ')}\``);
  }
  return out;
}

/** requireRole(…): admins always pass; the roles named (literals, or a spread constant) besides. */
async function rolesOf(call: ts.CallExpression, file: string): Promise<string[]> {
  const roles = ['admin'];
  for (const arg of call.arguments) {
    if (ts.isStringLiteralLike(arg)) roles.push(arg.text);
    else if (ts.isSpreadElement(arg)) {
      const value = await valueOf(arg.expression, file);
      if (Array.isArray(value)) roles.push(...value.map(String));
      else roles.push(`\`${arg.expression.getText()}\``);
    } else roles.push(`\`${arg.getText()}\``);
  }
  return [...new Set(roles)];
}

/** How deep calls are followed from a handler into the functions it runs (its area's commands, their checks). */
const FOLLOW_DEPTH = 2;
/** Parsing helpers, and the argument that is the schema: `parseBody(c, S)`, `parseWith(S, input)`, `validate(S, raw)`. */
const PARSERS: Record<string, 0 | 1> = { parseBody: 1, parseWith: 0, validate: 0 };

async function handlerFacts(handler: ts.Expression, site: SourceSite): Promise<{ inputs: ParsedInput[]; codes: string[] }> {
  const pending: Promise<ParsedInput>[] = [];
  const codes = new Set<string>();
  const seen = new Set<ts.Node>();
  const visit = (node: ts.Node, depth: number) => {
    if (ts.isStringLiteralLike(node) && ERROR_CODE.test(node.text)) codes.add(node.text);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      const schema = node.arguments[PARSERS[callee] ?? -1];
      if (schema && callee in PARSERS) pending.push(parsedInput(kindOf(callee, node), schema));
      else if (depth < FOLLOW_DEPTH) follow(declarationOf(callee, node), depth + 1);
    }
    ts.forEachChild(node, (child) => visit(child, depth));
  };
  const follow = (decl: ts.Node | undefined, depth: number) => {
    if (!decl || seen.has(decl) || !ts.isFunctionLike(decl)) return;
    seen.add(decl);
    visit(decl, depth);
  };
  const body = ts.isIdentifier(handler) ? localDeclaration(handler.text, handler) : handler;
  if (body) {
    seen.add(body);
    visit(body, 0);
  }
  return { inputs: await Promise.all(pending), codes: [...codes].sort() };
}

function kindOf(callee: string, call: ts.CallExpression): ParsedInput['kind'] {
  return callee === 'parseWith' && isQuery(call.arguments[0]!, call.arguments[1]!) ? 'query' : 'body';
}

/**
 * A function the handler calls: declared in its file, or imported from the server's own areas. The shared plumbing
 * (src/server/http/, the auth middleware) is not followed: its errors belong to every call, not to one.
 */
function declarationOf(name: string, at: ts.Node): ts.Node | undefined {
  const local = localDeclaration(name, at);
  if (local) return local;
  const from = importedFrom(name, at.getSourceFile().fileName);
  if (!from || !from.module.includes('/src/server/') || /\/src\/server\/(http|auth)\//.test(from.module)) return undefined;
  return localDeclaration(from.exported, sourceFile(from.module));
}

function isQuery(schema: ts.Expression, input: ts.Expression): boolean {
  return /\bquery\b|\braw\b/i.test(input.getText()) || /Query\b/.test(schema.getText());
}

async function parsedInput(kind: ParsedInput['kind'], expr: ts.Expression): Promise<ParsedInput> {
  const sf = expr.getSourceFile();
  const file = sf.fileName;
  const where = repoPath(file);
  const value = await valueOf(expr, file);
  const name = expr.getText().replace(/\s+/g, ' ');
  if (!(value instanceof z.ZodType)) return { kind, name, where };
  return { kind, name, where, ...jsonSchemas(value) };
}

export function jsonSchemas(schema: z.ZodType): { schema: JsonSchema; output: JsonSchema } {
  return {
    schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    output: z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema,
  };
}
