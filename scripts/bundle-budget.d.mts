export const BUDGET_BYTES: number;
export const defaultClient: string;
export function initialJavaScript(client?: string): {
  /** The files, as paths of the site (/assets/…). */
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
  budgetBytes: number;
};
