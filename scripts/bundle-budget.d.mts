export const BUDGET_BYTES: number;
export const defaultDist: string;
export function initialJavaScript(dist?: string): {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
  budgetBytes: number;
};
