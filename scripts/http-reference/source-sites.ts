import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { SourceSite } from './registered-routes';

const files = new Map<string, ts.SourceFile>();

export function sourceFile(file: string): ts.SourceFile {
  let sf = files.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    files.set(file, sf);
  }
  return sf;
}

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
export const repoPath = (file: string) => relative(ROOT, file);

/** The `x.get(…)` / `x.use(…)` call at a registration site (the stack's column is the method's name). */
export function callAt(site: SourceSite): ts.CallExpression {
  const sf = sourceFile(site.file);
  const pos = sf.getPositionOfLineAndCharacter(site.line - 1, site.column - 1);
  let found: ts.CallExpression | undefined;
  const visit = (node: ts.Node) => {
    if (found || pos < node.getFullStart() || pos > node.getEnd()) return;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.getStart() === pos) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(sf);
  if (!found) throw new Error(`no route registration at ${repoPath(site.file)}:${site.line}:${site.column}`);
  return found;
}

/** The declaration a name refers to in its file: a function, or a variable's initialiser (innermost scope first). */
export function localDeclaration(name: string, from: ts.Node): ts.Node | undefined {
  for (let scope: ts.Node | undefined = from; scope; scope = scope.parent) {
    let hit: ts.Node | undefined;
    const look = (node: ts.Node) => {
      if (hit) return;
      if (ts.isFunctionDeclaration(node) && node.name?.text === name) hit = node;
      else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) hit = node.initializer;
      else if (!ts.isFunctionLike(node) || node === scope) ts.forEachChild(node, look);
    };
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isFunctionLike(scope)) ts.forEachChild(scope, look);
    if (hit) return hit;
  }
  return undefined;
}

/** The file a relative import of `file` names, or undefined for a package. */
function moduleAt(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(file), spec);
  return [`${base}.ts`, `${base}/index.ts`, base].find((f) => existsSync(f));
}

/** Where an export is declared when its module passes it on (`export { x } from './y'`: an area's public.ts). */
function throughReexports(at: { module: string; exported: string }): { module: string; exported: string } {
  for (const stmt of sourceFile(at.module).statements) {
    if (!ts.isExportDeclaration(stmt) || !stmt.moduleSpecifier || !ts.isStringLiteral(stmt.moduleSpecifier)) continue;
    if (!stmt.exportClause || !ts.isNamedExports(stmt.exportClause)) continue;
    const el = stmt.exportClause.elements.find((e) => e.name.text === at.exported);
    const module = el && moduleAt(at.module, stmt.moduleSpecifier.text);
    if (module) return throughReexports({ module, exported: (el.propertyName ?? el.name).text });
  }
  return at;
}

/** The module and export name an identifier of a file was imported as, or the file itself when it exports it. */
export function importedFrom(name: string, file: string): { module: string; exported: string } | undefined {
  const sf = sourceFile(file);
  for (const stmt of sf.statements) {
    if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier) && stmt.importClause?.namedBindings) {
      const bindings = stmt.importClause.namedBindings;
      if (!ts.isNamedImports(bindings)) continue;
      for (const el of bindings.elements) {
        if (el.name.text !== name || el.isTypeOnly) continue;
        const module = moduleAt(file, stmt.moduleSpecifier.text);
        return module ? throughReexports({ module, exported: (el.propertyName ?? el.name).text }) : undefined;
      }
    }
    if (ts.isVariableStatement(stmt) && stmt.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (stmt.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name)) return { module: file, exported: name };
    }
  }
  return undefined;
}

/** The runtime value of an expression the server's source names: an imported or exported constant, or a schema method over one. */
export async function valueOf(expr: ts.Expression, file: string): Promise<unknown> {
  if (ts.isIdentifier(expr)) {
    const from = importedFrom(expr.text, file);
    if (!from) return undefined;
    const module = (await import(from.module)) as Record<string, unknown>;
    return module[from.exported];
  }
  // `schema.pick({ productId: true })`: the method of a known value, with literal arguments
  if (ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression) && expr.arguments.every(isLiteral)) {
    const target = (await valueOf(expr.expression.expression, file)) as Record<string, unknown> | undefined;
    const method = target?.[expr.expression.name.text];
    if (typeof method !== 'function') return undefined;
    return method.apply(target, expr.arguments.map(literalValue)) as unknown;
  }
  return undefined;
}

function isLiteral(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNumericLiteral(node)) return true;
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return true;
  if (ts.isObjectLiteralExpression(node)) return node.properties.every((p) => ts.isPropertyAssignment(p) && isLiteral(p.initializer));
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isLiteral);
  return false;
}

function literalValue(node: ts.Node): unknown {
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literalValue);
  const out: Record<string, unknown> = {};
  for (const p of (node as ts.ObjectLiteralExpression).properties) {
    const a = p as ts.PropertyAssignment;
    out[a.name.getText()] = literalValue(a.initializer);
  }
  return out;
}
