export const BUDGET_BYTES: number;
export const defaultDist: string;
export function initialJavaScript(dist?: string): {
  /** The entry chunk's file, relative to the build's folder. */
  entry: string;
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
  budgetBytes: number;
};
