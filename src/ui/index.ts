/**
 * The UI kit's style sheets (CSS texts for `element({ styles })`; each works in a shadow root and, prefixed or
 * `:host`-scoped, in the light DOM). Components: forms.ts (fields, validation), form-kit.tsx (laid-out forms),
 * combobox.tsx, spinner-icon.tsx. Decisions: docs/ui-forms.md.
 */
export { default as panelCss } from './panel.css?inline';
export { default as spinnerCss } from './spinner.css?inline';
export { default as buttonCss } from './button.css?inline';
export { default as alertCss } from './alert.css?inline';
export { default as inputCss } from './input.css?inline';
export { default as formLayoutCss } from './form-layout.css?inline';
export { default as comboboxCss } from './combobox.css?inline';
export { default as sliderCss } from './slider.css?inline';
