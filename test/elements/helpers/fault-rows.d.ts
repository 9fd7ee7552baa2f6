export type Fault = '500' | 'timeout' | 'abort' | 'refused' | 'malformed' | 'schema';
export interface FaultRow {
  id: string;
  call?: string;
  group: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string | RegExp;
  trigger: 'user' | 'load';
  shows: string;
  kept: string;
  then: string;
}
export const FAULTS: Fault[];
export const FAULT_NAMES: Record<Fault, string>;
export const ROWS: FaultRow[];
export function rowsOf(group: string): FaultRow[];
