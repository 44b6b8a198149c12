import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ERROR_CODES, type ErrorCode } from '@freight/shared';
import type { OpenApiMetadata, OperationMetadata, SchemaObject } from './openapi-metadata.types.js';

/**
 * Reads the API's TypeScript sources (as the @nestjs/swagger CLI plugin does) and records, for every
 * controller handler, what it answers and which error codes it can throw. Response types in
 * packages/shared are plain `type`s the runtime cannot see, so they are read here, from the types the
 * compiler already checks: a new module is documented from its own controllers and shared types.
 */
export function generateOpenApiMetadata(tsconfigPath: string): OpenApiMetadata {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`cannot read ${tsconfigPath}`);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const checker = program.getTypeChecker();
  const srcDir = resolve(dirname(tsconfigPath), 'src');
  const gen = new SchemaGenerator(checker);
  const codes = new ErrorCodeCollector(checker, srcDir);
  const operations: Record<string, OperationMetadata> = {};
  const authCodes = new Set<ErrorCode>();

  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(srcDir) || file.isDeclarationFile) continue;
    ts.forEachChild(file, (node) => {
      // The sign-in strategies (passport) refuse a token on every signed-in route: their codes apply to all of them.
      if (ts.isClassDeclaration(node) && node.name?.text.endsWith('Strategy')) {
        for (const m of node.members)
          if (ts.isMethodDeclaration(m)) for (const c of codes.ofFunction(m)) authCodes.add(c);
      }
      if (!ts.isClassDeclaration(node) || !node.name || !hasDecorator(node, 'Controller')) return;
      const classGuards = guardClasses(node);
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        if (!['Get', 'Post', 'Put', 'Patch', 'Delete'].some((d) => hasDecorator(member, d))) continue;
        const signature = checker.getSignatureFromDeclaration(member);
        if (!signature) continue;
        const returned =
          checker.getAwaitedType(checker.getReturnTypeOfSignature(signature)) ??
          checker.getReturnTypeOfSignature(signature);
        // @Res() takes the answer over (a file); @Res({ passthrough: true }) only sets the status.
        const usesRes = member.parameters.some((p) =>
          decoratorsOf(p).some((d) => decoratorName(d) === 'Res' && !d.getText().includes('passthrough')),
        );
        const found = new Set<ErrorCode>(codes.ofFunction(member));
        for (const guard of [...classGuards, ...guardClasses(member)])
          for (const c of codes.ofGuard(guard)) found.add(c);
        const op: OperationMetadata = { errorCodes: [...found].sort() };
        if (usesRes || isNamed(returned, 'StreamableFile') || isNamed(returned, 'Buffer')) {
          const media = codes.mediaTypesOf(member);
          op.files = media.length > 0 ? media : ['application/octet-stream'];
        } else if (!(returned.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined))) {
          op.response = gen.schemaOf(returned);
          const statuses = statusesSet(member);
          if (statuses.length > 0) op.statuses = statuses;
        }
        operations[`${node.name.text}.${member.name.text}`] = op;
      }
    });
  }
  return { operations, schemas: gen.named(), authCodes: [...authCodes].sort() };
}

function decoratorsOf(node: ts.Node): ts.Decorator[] {
  return ts.canHaveDecorators(node) ? [...(ts.getDecorators(node) ?? [])] : [];
}

function decoratorName(d: ts.Decorator): string | undefined {
  const e = d.expression;
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression)) return e.expression.text;
  if (ts.isIdentifier(e)) return e.text;
  return undefined;
}

function hasDecorator(node: ts.Node, name: string): boolean {
  return decoratorsOf(node).some((d) => decoratorName(d) === name);
}

/** The classes named in @UseGuards(...) on a controller or handler. */
function guardClasses(node: ts.Node): ts.Identifier[] {
  const out: ts.Identifier[] = [];
  for (const d of decoratorsOf(node)) {
    if (decoratorName(d) !== 'UseGuards' || !ts.isCallExpression(d.expression)) continue;
    for (const a of d.expression.arguments) if (ts.isIdentifier(a)) out.push(a);
  }
  return out;
}

/** Statuses a handler sets itself with the same body (`res.status(up ? 200 : 503)`). */
function statusesSet(method: ts.MethodDeclaration): number[] {
  const found = new Set<number>();
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'status') {
      const literals = (m: ts.Node): void => {
        if (ts.isNumericLiteral(m)) found.add(Number(m.text));
        ts.forEachChild(m, literals);
      };
      n.arguments.forEach(literals);
    }
    ts.forEachChild(n, visit);
  };
  visit(method);
  return [...found].sort();
}

function isNamed(type: ts.Type, name: string): boolean {
  return (type.aliasSymbol ?? type.getSymbol())?.getName() === name;
}

const ERROR_CODE_SET = new Set<string>(ERROR_CODES);

/** Error codes a function can throw: codes named in its body and in every API function it calls. */
class ErrorCodeCollector {
  private readonly memo = new Map<ts.Node, Set<ErrorCode>>();
  private readonly mediaMemo = new Map<ts.Node, Set<string>>();

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly srcDir: string,
  ) {}

  ofGuard(id: ts.Identifier): Set<ErrorCode> {
    const symbol = this.resolve(this.checker.getSymbolAtLocation(id));
    const cls = symbol?.declarations?.find(ts.isClassDeclaration);
    const out = new Set<ErrorCode>();
    if (!cls) return out;
    for (const m of cls.members) if (ts.isMethodDeclaration(m)) for (const c of this.ofFunction(m)) out.add(c);
    return out;
  }

  ofFunction(fn: ts.Node): Set<ErrorCode> {
    const known = this.memo.get(fn);
    if (known) return known;
    const out = new Set<ErrorCode>();
    this.memo.set(fn, out); // recursion guard
    const visit = (n: ts.Node): void => {
      if (ts.isStringLiteral(n) && ERROR_CODE_SET.has(n.text) && this.isErrorCodeContext(n))
        out.add(n.text as ErrorCode);
      if (
        ts.isPropertyAccessExpression(n) &&
        ts.isIdentifier(n.expression) &&
        n.expression.text === 'ErrorCode' &&
        ERROR_CODE_SET.has(n.name.text)
      ) {
        out.add(n.name.text as ErrorCode);
      }
      if (ts.isIdentifier(n)) {
        const constant = this.constantRead(n);
        if (constant) for (const c of this.ofFunction(constant)) out.add(c);
      }
      if (ts.isCallExpression(n) || ts.isNewExpression(n) || ts.isDecorator(n)) {
        const target = this.callee(n);
        if (target) for (const c of this.ofFunction(target)) out.add(c);
      }
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(fn, visit);
    return out;
  }

  /** Media types a file handler states as literals, in its body or the API functions and constants it uses. */
  mediaTypesOf(fn: ts.Node): string[] {
    const known = this.mediaMemo.get(fn);
    if (known) return [...known].sort();
    const out = new Set<string>();
    this.mediaMemo.set(fn, out);
    const visit = (n: ts.Node): void => {
      if (ts.isStringLiteralLike(n) && /^(application|text|image)\/[\w.+-]+(;.*)?$/.test(n.text))
        out.add(n.text.split(';')[0]);
      const next = ts.isIdentifier(n) ? this.constantRead(n) : ts.isCallExpression(n) ? this.callee(n) : undefined;
      if (next) for (const m of this.mediaTypesOf(next)) out.add(m);
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(fn, visit);
    return [...out].sort();
  }

  /**
   * A string literal that names an error code where a value is produced (thrown, returned, stored in a
   * table of codes): not a comparison, a type or a key, and not a literal of some other union that
   * happens to share a name (an event kind 'APPROVAL_REJECTED').
   */
  private isErrorCodeContext(n: ts.StringLiteral): boolean {
    const p = n.parent;
    if (ts.isBinaryExpression(p) || ts.isCaseClause(p) || ts.isLiteralTypeNode(p) || ts.isElementAccessExpression(p))
      return false;
    if ((ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) && p.name === n) return false;
    const contextual = this.checker.getContextualType(n);
    if (!contextual || contextual.aliasSymbol?.getName() === 'ErrorCode') return true;
    const parts = contextual.isUnion() ? contextual.types : [contextual];
    return parts.filter((t) => t.isStringLiteral()).every((t) => ERROR_CODE_SET.has(t.value));
  }

  /** A module-level constant of the API (a table of codes) that a function reads. */
  private constantRead(id: ts.Identifier): ts.Node | undefined {
    const decl = this.resolve(this.checker.getSymbolAtLocation(id))?.valueDeclaration;
    if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer) return undefined;
    const file = decl.getSourceFile().fileName;
    if (!file.startsWith(this.srcDir) || file.includes('/generated/')) return undefined;
    return ts.isSourceFile(decl.parent.parent.parent) ? decl : undefined;
  }

  private callee(n: ts.CallExpression | ts.NewExpression | ts.Decorator): ts.Node | undefined {
    if (ts.isDecorator(n)) return undefined;
    const decl = this.checker.getResolvedSignature(n)?.declaration;
    if (!decl || ts.isJSDocSignature(decl)) return undefined;
    const file = decl.getSourceFile().fileName;
    if (!file.startsWith(this.srcDir) || file.includes('/generated/')) return undefined;
    return decl;
  }

  private resolve(symbol: ts.Symbol | undefined): ts.Symbol | undefined {
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) return this.checker.getAliasedSymbol(symbol);
    return symbol;
  }
}

/** TypeScript types to OpenAPI 3.0 schemas; named types become components, objects are closed. */
class SchemaGenerator {
  private readonly schemas = new Map<string, SchemaObject>();
  private readonly nameOfType = new Map<ts.Type, string>();

  constructor(private readonly checker: ts.TypeChecker) {}

  named(): Record<string, SchemaObject> {
    return Object.fromEntries([...this.schemas.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }

  schemaOf(type: ts.Type): SchemaObject {
    const c = this.checker;
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [c.typeToString(type) === 'true'] };
    if (f & ts.TypeFlags.String || f & ts.TypeFlags.TemplateLiteral) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.BigInt) return { type: 'integer' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.Null) return { nullable: true };
    if (type.isUnion()) return this.union(type);
    if (isNamed(type, 'Date')) return { type: 'string', format: 'date-time' };
    if (isNamed(type, 'Decimal')) return { type: 'string' };
    if (c.isArrayType(type) || c.isTupleType(type)) {
      const args = c.getTypeArguments(type as ts.TypeReference);
      const items = c.isTupleType(type) && args.length > 1 ? this.union2(args) : this.schemaOf(args[0]);
      return { type: 'array', items };
    }
    if (f & ts.TypeFlags.Object || type.isIntersection()) {
      const name = this.componentName(type);
      if (!name) return this.objectSchema(type);
      if (!this.schemas.has(name)) {
        this.schemas.set(name, {}); // placeholder for recursive types
        this.schemas.set(name, this.objectSchema(type));
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    return {};
  }

  private union2(types: readonly ts.Type[]): SchemaObject {
    const schemas = types.map((t) => this.schemaOf(t));
    return { anyOf: dedupe(schemas) };
  }

  private union(type: ts.UnionType): SchemaObject {
    let nullable = false;
    const rest: ts.Type[] = [];
    for (const t of type.types) {
      if (t.flags & ts.TypeFlags.Null) nullable = true;
      else if (!(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void))) rest.push(t);
    }
    const withNull = (s: SchemaObject): SchemaObject => {
      if (!nullable) return s;
      if (s.$ref) return { type: 'object', allOf: [s], nullable: true };
      return { ...s, nullable: true, ...(s.enum ? { enum: [...s.enum, null] } : {}) };
    };
    const booleans = rest.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    if (booleans.length === 2 && booleans.length === rest.length) return withNull({ type: 'boolean' });
    if (rest.length === 1) return withNull(this.schemaOf(rest[0]));
    if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.StringLiteral)) {
      return withNull({ type: 'string', enum: rest.map((t) => (t as ts.StringLiteralType).value).sort() });
    }
    if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.NumberLiteral)) {
      return withNull({
        type: 'number',
        enum: rest.map((t) => (t as ts.NumberLiteralType).value).sort((a, b) => a - b),
      });
    }
    const schemas = dedupe(rest.map((t) => this.schemaOf(t)));
    if (schemas.length === 1) return withNull(schemas[0]);
    return nullable ? { anyOf: schemas, nullable: true } : { anyOf: schemas };
  }

  /** A component name for a declared type (`type X = {...}`, interface, class); anonymous shapes stay inline. */
  private componentName(type: ts.Type): string | undefined {
    const known = this.nameOfType.get(type);
    if (known) return known;
    let name: string | undefined;
    const alias = type.aliasSymbol;
    if (alias && !['Record', 'Partial', 'Pick', 'Omit', 'Readonly', 'Required'].includes(alias.getName())) {
      const args = type.aliasTypeArguments ?? [];
      const argNames = args.map((a) => this.componentName(a) ?? (a.aliasSymbol ?? a.getSymbol())?.getName());
      if (argNames.every((n) => n && /^[A-Za-z]\w*$/.test(n))) name = `${argNames.join('')}${alias.getName()}`;
    } else {
      const symbol = type.getSymbol();
      if (
        symbol &&
        symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class) &&
        !(type as ts.TypeReference).typeArguments?.length
      ) {
        name = symbol.getName();
      }
    }
    if (!name) return undefined;
    // Two different types with one name get numbered names, in the order met.
    let unique = name;
    for (let i = 2; [...this.nameOfType.entries()].some(([t, n]) => n === unique && t !== type); i++)
      unique = `${name}${i}`;
    this.nameOfType.set(type, unique);
    return unique;
  }

  private objectSchema(type: ts.Type): SchemaObject {
    const c = this.checker;
    const properties: Record<string, SchemaObject> = {};
    const required: string[] = [];
    for (const prop of c.getPropertiesOfType(type)) {
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      const propType = decl ? c.getTypeOfSymbolAtLocation(prop, decl) : c.getTypeOfSymbol(prop);
      if (propType.getCallSignatures().length > 0) continue; // methods never reach JSON
      let schema = this.schemaOf(propType);
      const doc = ts.displayPartsToString(prop.getDocumentationComment(c)).trim();
      if (doc) schema = schema.$ref ? { allOf: [schema], description: doc } : { ...schema, description: doc };
      properties[prop.getName()] = schema;
      const optional =
        prop.flags & ts.SymbolFlags.Optional ||
        (propType.isUnion() && propType.types.some((t) => t.flags & ts.TypeFlags.Undefined));
      if (!optional) required.push(prop.getName());
    }
    const index = c.getIndexInfosOfType(type)[0];
    const schema: SchemaObject = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    schema.additionalProperties = index ? this.schemaOf(index.type) : false;
    if (index && Object.keys(properties).length === 0) delete schema.properties;
    return schema;
  }
}

function dedupe(schemas: SchemaObject[]): SchemaObject[] {
  const seen = new Set<string>();
  return schemas.filter((s) => {
    const key = JSON.stringify(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The metadata as a TypeScript module (committed beside this file and loaded by the running API). */
export function metadataModuleSource(metadata: OpenApiMetadata, generatorPath: string, outPath: string): string {
  const from = relative(dirname(outPath), generatorPath);
  return [
    `// Generated by ${from} (npm run openapi:write): do not edit by hand.`,
    "import type { OpenApiMetadata } from './openapi-metadata.types.js';",
    '',
    `export const OPENAPI_METADATA: OpenApiMetadata = ${JSON.stringify(metadata, null, 2)};`,
    '',
  ].join('\n');
}
