import { afterEach, describe, expect, it } from 'vitest';
import { jsdomComputedStyleOf, userAgentComputedStyle } from './ua-computed-style';

/** Elements whose display, visibility or pointer-events come from every path of ours and of the sheet. */
const MARKUP = `
  <main id="root">
    <div id="plain"><span id="in-div">text</span><p>para</p><ul><li id="item">one</li></ul></div>
    <button id="button">Go</button><input id="field"><input id="hidden-input" type="HIDDEN" style="display: block">
    <div id="hidden" hidden><button id="in-hidden">x</button></div>
    <div id="until-found" hidden="until-found"><span id="in-until-found">x</span></div>
    <dialog id="closed-dialog"><p id="in-dialog">x</p></dialog><dialog id="open-dialog" open>x</dialog>
    <noscript id="noscript" style="display: block">x</noscript><template id="template"></template>
    <embed id="hidden-embed" hidden>
    <table><tbody id="hidden-tbody" hidden><tr id="row"><td id="cell">x</td></tr></tbody></table>
    <section style="visibility: hidden"><div style="visibility: inherit"><a id="inherits-hidden" href="#">x</a></div>
      <p id="visible-again" style="visibility: visible">x</p></section>
    <div style="pointer-events: none"><button id="no-pointer">x</button><button id="pointer-again" style="pointer-events: auto">x</button></div>
    <div id="inline-flex" style="display: flex"><span id="inline-none" style="display: none">x</span></div>
    <div id="keyword" style="display: initial; visibility: unset">x</div>
    <details open><summary id="summary">s</summary></details><div id="popover" popover>x</div>
    <svg id="svg"><circle id="circle" r="1"></circle></svg>
  </main>`;

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

describe("the web tests' getComputedStyle", () => {
  const jsdomOwn = jsdomComputedStyleOf(window);
  const ours = userAgentComputedStyle(jsdomOwn);

  it('answers display, visibility and pointer-events as jsdom does, for every element of the sample', () => {
    document.body.innerHTML = MARKUP;
    const elements = [...document.querySelectorAll('*')];
    expect(elements.length).toBeGreaterThan(40);
    for (const element of elements) {
      const theirs = jsdomOwn(element);
      const mine = ours(element);
      const label = `<${element.localName} id=${element.id}>`;
      for (const property of ['display', 'visibility', 'pointer-events']) {
        expect(mine.getPropertyValue(property), `${label} ${property}`).toBe(theirs.getPropertyValue(property));
      }
      expect(mine.display, `${label} .display`).toBe(theirs.display);
      expect(mine.visibility, `${label} .visibility`).toBe(theirs.visibility);
      expect(mine.pointerEvents, `${label} .pointerEvents`).toBe(theirs.pointerEvents);
    }
  });

  it('answers hidden for what hides an element, visible otherwise', () => {
    document.body.innerHTML = MARKUP;
    const at = (id: string) => ours(document.getElementById(id)!);
    expect(at('hidden').display).toBe('none');
    expect(at('hidden-input').display).toBe('none');
    expect(at('closed-dialog').display).toBe('none');
    expect(at('inline-none').display).toBe('none');
    expect(at('inherits-hidden').visibility).toBe('hidden');
    expect(at('no-pointer').pointerEvents).toBe('none');
    expect(at('plain').display).toBe('block');
    expect(at('visible-again').visibility).toBe('visible');
    expect(at('pointer-again').pointerEvents).toBe('auto');
  });

  it('passes every other property, and any document with a style sheet, to jsdom', () => {
    document.body.innerHTML = '<div id="box" style="color: rgb(1, 2, 3); margin-left: 4px">x</div>';
    const box = document.getElementById('box')!;
    expect(ours(box).color).toBe('rgb(1, 2, 3)');
    expect(ours(box).getPropertyValue('margin-left')).toBe('4px');
    expect(ours(box)).toBeInstanceOf(CSSStyleDeclaration);
    const style = document.createElement('style');
    style.textContent = '#box { display: grid; visibility: hidden }';
    document.head.append(style);
    expect(ours(box).display).toBe('grid');
    expect(ours(box).visibility).toBe('hidden');
  });

  it('is what the window answers in the web tests', () => {
    document.body.innerHTML = '<p id="para" hidden>x</p>';
    expect(window.getComputedStyle).not.toBe(jsdomOwn);
    expect(window.getComputedStyle(document.getElementById('para')!).display).toBe('none');
  });
});
