/* global describe, it */
// The kit's one button / field / spinner sheet (src/ui/button.css, formsCss of src/ui/field.tsx, spinner.css)
// through the test-only <test-kit-buttons>: every variant is a 44px target in the theme's colours (and follows a
// host's --butik-color-* tokens), busy and disabled states, the focus ring, an invalid field, the spinner variants;
// axe checks contrast and names.
import { expectAccessible } from './helpers/axe.js';
import { assert, equal, fixture, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

const { rendered } = await setup();

async function mount(attributes = '', style = '') {
  const container = fixture(
    `<div style="${style}"><button type="button" id="before">Before</button><test-kit-buttons ${attributes}></test-kit-buttons></div>`,
  );
  await customElements.whenDefined('test-kit-buttons');
  await rendered();
  const el = container.querySelector('test-kit-buttons');
  await waitFor(() => el.shadowRoot?.querySelector('#b-primary'), 'render');
  return { el, container };
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const css = (node) => getComputedStyle(node);
const PRIMARY = 'rgb(29, 92, 140)';
const DANGER = 'rgb(179, 38, 30)';
const WHITE = 'rgb(255, 255, 255)';

describe('kit button / field sheet', () => {
  it('renders every variant as a 44px target in the theme colours (36px for --small)', async () => {
    const { el } = await mount();
    for (const id of ['default', 'primary', 'quiet', 'danger', 'danger-solid', 'link', 'icon']) {
      const button = $(el, `#b-${id}`);
      assert(button.getBoundingClientRect().height >= 44, `${id}: ${button.getBoundingClientRect().height}px high`);
      assert(button.getBoundingClientRect().width >= 44, `${id}: ${button.getBoundingClientRect().width}px wide`);
      equal(css(button).cursor, 'pointer', id);
    }
    equal($(el, '#b-small').getBoundingClientRect().height, 36, 'small');
    equal($(el, '#b-icon').getBoundingClientRect().width, 44, 'icon is square');
    equal(css($(el, '#b-primary')).backgroundColor, PRIMARY, 'primary filled');
    equal(css($(el, '#b-primary')).color, WHITE, 'text on primary');
    equal(css($(el, '#b-default')).color, PRIMARY, 'default: outlined in the brand colour');
    equal(css($(el, '#b-default')).borderTopColor, PRIMARY);
    equal(css($(el, '#b-danger')).color, DANGER, 'danger outlined');
    equal(css($(el, '#b-danger-solid')).backgroundColor, DANGER, 'danger solid filled');
    equal(css($(el, '#b-link')).borderTopColor, 'rgba(0, 0, 0, 0)', 'link: no border');
    assert(css($(el, '#b-link')).textDecorationLine.includes('underline'), 'link: underlined');
    equal(
      $(el, '#b-anchor').getBoundingClientRect().width,
      $(el, 'section').getBoundingClientRect().width,
      'block: full width',
    );
    await expectAccessible(el);
  });

  it('follows the host theme tokens', async () => {
    const { el } = await mount(
      '',
      '--butik-color-primary: rgb(0, 96, 0); --butik-color-danger: rgb(150, 0, 80); --butik-radius: 10px',
    );
    equal(css($(el, '#b-primary')).backgroundColor, 'rgb(0, 96, 0)');
    equal(css($(el, '#b-default')).color, 'rgb(0, 96, 0)');
    equal(css($(el, '#b-danger')).borderTopColor, 'rgb(150, 0, 80)');
    equal(css($(el, '#b-primary')).borderTopLeftRadius, '10px');
    await expectAccessible(el);
  });

  it('busy keeps full colour with a progress cursor; disabled dims; the keyboard focus ring shows', async () => {
    const { el, container } = await mount();
    const busy = $(el, '#b-busy');
    equal(css(busy).cursor, 'progress');
    equal(css(busy).opacity, '1');
    assert(busy.querySelector('.butik-spinner[aria-hidden="true"]'), 'busy spinner');
    const disabled = $(el, '#b-disabled');
    equal(css(disabled).opacity, '0.55');
    equal(css(disabled).cursor, 'not-allowed');

    container.querySelector('#before').focus();
    await sendKeys({ press: 'Tab' });
    equal(el.shadowRoot.activeElement?.id, 'b-default', 'Tab reaches the first button');
    const focused = css($(el, '#b-default'));
    equal(focused.outlineStyle, 'solid', 'focus ring');
    equal(focused.outlineWidth, '2px');
  });

  it('an invalid kit field shows its error in the danger colour, described and announced', async () => {
    const { el } = await mount('invalid');
    const input = $(el, 'input[name="email"]');
    equal(css(input).borderTopColor, 'rgb(208, 215, 222)', 'border colour while valid-looking');
    assert(input.getBoundingClientRect().height >= 44, 'the field is a 44px target');
    $(el, '#check').click();
    await waitFor(() => input.getAttribute('aria-invalid') === 'true', 'invalid');
    // The border colour changes with a 120 ms transition.
    await waitFor(() => css(input).borderTopColor === DANGER, `danger border (is ${css(input).borderTopColor})`);
    const error = el.shadowRoot.getElementById(input.getAttribute('aria-describedby'));
    equal(error.getAttribute('aria-live'), 'polite');
    assert(error.textContent.length > 0, 'message shown');
    equal(css(error).color, DANGER);
    await expectAccessible(el);
  });

  it('one spinner piece: text colour by default, white on the brand colour (light), muted beside a field', async () => {
    const { el } = await mount();
    const [light, muted] = el.shadowRoot.querySelectorAll('#spinners .butik-spinner');
    equal(css(light).borderTopColor, WHITE, 'light');
    equal(css(muted).borderTopColor, 'rgb(89, 99, 110)', 'muted');
    equal(css(light).borderRightColor, 'rgba(0, 0, 0, 0)', 'the gap that shows the turn');
    assert(css(light).animationName === 'butik-spin', css(light).animationName);
    equal(light.getAttribute('aria-hidden'), 'true');
  });
});
