/**
 * `getComputedStyle` for the web tests' jsdom, answering `display`, `visibility` and `pointer-events`
 * from what jsdom itself cascades here: its user-agent style sheet and inline styles (the tests load
 * no app CSS). jsdom answers each call by matching every rule of that sheet against the element
 * and, for an inherited property such as `visibility`, against each of its ancestors, again after
 * any change to the DOM. Testing Library asks for these properties of every node it names
 * (`*ByRole` with `name`), checks for hiding (`*ByRole`) or clicks (user-event): a fifth of the web
 * project's CPU went there (a profile of the whole project, 2026-11-28).
 *
 * Every other property, a pseudo-element, a document holding a style sheet of its own and the rare
 * elements whose user-agent rules depend on more than below go to jsdom's implementation, unchanged.
 * ua-computed-style.test.ts checks these answers against jsdom's own on the same elements.
 */

type ComputedStyle = (element: Element, pseudoElement?: string | null) => CSSStyleDeclaration;

/** Not one of ours: ask jsdom. */
const JSDOM = Symbol('jsdom');
type Answer = string | typeof JSDOM;

/** The user-agent sheet's `display: none` element names (the HTML spec's hidden elements). */
const HIDDEN_ELEMENTS = new Set('area base basefont datalist head link meta noembed noframes param rp script style template title'.split(' '));
/** Table parts: `[hidden]` collapses them rather than hiding them. */
const TABLE_PARTS = new Set('colgroup col thead tbody tfoot tr'.split(' '));
const GLOBAL_KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);

function inline(element: Element, property: string): string {
  return (element as HTMLElement).style?.getPropertyValue(property) ?? '';
}

/** `display`, where the sheet's rules for the element need only its name and these attributes. */
function display(element: Element, byName: (element: Element) => string): Answer {
  const name = element.localName;
  // Rules that depend on siblings, popover state or scripting.
  if (name === 'summary' || name === 'noscript' || element.hasAttribute('popover')) return JSDOM;
  // `!important` in the sheet: no inline style overrides it.
  if (name === 'input' && element.getAttribute('type')?.toLowerCase() === 'hidden') return 'none';
  const own = inline(element, 'display');
  if (own) return GLOBAL_KEYWORDS.has(own) ? JSDOM : own;
  const hidden = element.getAttribute('hidden');
  if (hidden !== null && hidden.toLowerCase() !== 'until-found') {
    if (name === 'embed') return 'inline';
    return TABLE_PARTS.has(name) ? JSDOM : 'none';
  }
  if (name === 'dialog') return element.hasAttribute('open') ? 'block' : 'none';
  if (HIDDEN_ELEMENTS.has(name)) return 'none';
  return byName(element);
}

/** An inherited property: the element's own value (inline, then the sheet's), else its parent's. */
function inherited(element: Element, property: string, initial: string, sheet: (at: Element) => string | undefined): Answer {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const own = inline(at, property);
    if (own && own !== 'inherit') return GLOBAL_KEYWORDS.has(own) ? JSDOM : own;
    if (!own) {
      const fromSheet = sheet(at);
      if (fromSheet) return fromSheet;
    }
  }
  return initial;
}

/** The sheet's only `visibility` rule: hidden table parts collapse. */
const visibilityInSheet = (at: Element) =>
  TABLE_PARTS.has(at.localName) && at.hasAttribute('hidden') && at.getAttribute('hidden')!.toLowerCase() !== 'until-found' ? 'collapse' : undefined;

/** Our `getComputedStyle`, built on jsdom's own (`jsdomComputedStyle`), which answers the rest. */
export function userAgentComputedStyle(jsdomComputedStyle: ComputedStyle): ComputedStyle {
  const displayByName = new Map<string, string>();
  /** An element name's display in the sheet: jsdom's answer for a new element of that name (no attributes, no style). */
  const byName = (element: Element) => {
    const key = `${element.namespaceURI} ${element.localName}`;
    let value = displayByName.get(key);
    if (value === undefined) {
      value = jsdomComputedStyle(element.ownerDocument.createElementNS(element.namespaceURI, element.localName)).getPropertyValue('display');
      displayByName.set(key, value);
    }
    return value;
  };
  const ours: Record<string, (element: Element) => Answer> = {
    display: (element) => display(element, byName),
    visibility: (element) => inherited(element, 'visibility', 'visible', visibilityInSheet),
    'pointer-events': (element) => inherited(element, 'pointer-events', 'auto', () => undefined),
  };
  const camelCase: Record<string, string> = { display: 'display', visibility: 'visibility', pointerEvents: 'pointer-events' };

  return (element, pseudoElement) => {
    if (pseudoElement || element.ownerDocument.styleSheets.length > 0) return jsdomComputedStyle(element, pseudoElement);
    let full: CSSStyleDeclaration | undefined;
    const jsdomAnswer = () => (full ??= jsdomComputedStyle(element));
    const property = (name: string): string => {
      const answer = ours[name]?.(element) ?? JSDOM;
      return answer === JSDOM ? jsdomAnswer().getPropertyValue(name) : answer;
    };
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, key) {
        if (typeof key === 'string' && key in camelCase) return property(camelCase[key]!);
        if (key === 'getPropertyValue') return property;
        const value: unknown = Reflect.get(jsdomAnswer(), key);
        return typeof value === 'function' ? value.bind(jsdomAnswer()) : value;
      },
      has: (_, key) => Reflect.has(jsdomAnswer(), key),
      getPrototypeOf: () => Reflect.getPrototypeOf(jsdomAnswer()),
    });
  };
}

/** Where the window keeps jsdom's own `getComputedStyle` once ours is installed. */
const JSDOM_OWN = Symbol.for('codearena.jsdomComputedStyle');
type Marked = Window & typeof globalThis & { [JSDOM_OWN]?: ComputedStyle };

/** Replaces `window.getComputedStyle`, once per window (the web project's files share one, and setup.ts runs for each). */
export function installUserAgentComputedStyle(window: Window & typeof globalThis): void {
  const marked = window as Marked;
  if (marked[JSDOM_OWN]) return;
  const jsdomOwn: ComputedStyle = window.getComputedStyle.bind(window);
  marked[JSDOM_OWN] = jsdomOwn;
  window.getComputedStyle = userAgentComputedStyle(jsdomOwn);
}

/** jsdom's own `getComputedStyle` (for the test that compares the two). */
export function jsdomComputedStyleOf(window: Window & typeof globalThis): ComputedStyle {
  return (window as Marked)[JSDOM_OWN] ?? window.getComputedStyle.bind(window);
}
