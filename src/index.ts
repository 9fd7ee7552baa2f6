// Side-effect free entry: types and helpers only. Importing this module defines no element.
export {};
