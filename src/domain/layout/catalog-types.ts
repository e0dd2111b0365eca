/** Shapes of the generated kind catalogue (src/domain/layout/__generated__/catalog.ts). */

/** One ajv error as the standalone validators report it. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  /** Where in the schema the failed rule sits (`#/definitions/metric/enum`). */
  schemaPath?: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: ajv standalone code, errors on the function after a failed call. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** Width on the grid: a named width or spans per breakpoint. */
export type WidthSpec = 'Half' | 'Full' | { lg: GridSpan; sm: GridSpan };

/** Columns (1–12), rows and placement of a module at one breakpoint. */
export interface GridSpan {
  w: number;
  h?: number;
  x?: number;
  y?: number;
}

/** The React-free manifest of a module kind (modules/<kind>/manifest.json). */
export interface KindManifest {
  kind: string;
  title: string;
  description: string;
  category: 'chart' | 'table' | 'summary' | 'controller' | 'layout' | 'map';
  dataMethods: string[];
  selfFetching?: boolean;
  defaultSize: WidthSpec;
  initialOptions: Record<string, unknown>;
}

/** A kind as the validator knows it. */
export interface KindCatalogEntry {
  manifest: KindManifest;
  validate: CompiledValidator;
}
