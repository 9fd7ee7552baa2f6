/** Styles shared by several features' views. */
export { default as panelCss } from './panel.css?inline';
export { default as spinnerCss } from './spinner.css?inline';
export { default as lightSpinnerCss } from './light-spinner.css?inline';
export { default as buttonCss } from './button.css?inline';
