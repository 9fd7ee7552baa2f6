export declare const NBSP: string;
export declare function dkk(amount: string): string;
export declare function dkkEn(amount: string): string;
