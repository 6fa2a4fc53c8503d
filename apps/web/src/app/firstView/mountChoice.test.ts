import { describe, expect, it } from 'vitest';
import { drawnRouteOf, FIRST_VIEW_ATTRIBUTE, type FirstPage, mountChoice } from './mountChoice';

const landing: FirstPage = {
  route: 'indexAptoVial',
  search: '',
  hash: '',
  language: 'es',
  colorScheme: 'light',
};

function rootWith(markup: string, route: string | null): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  if (route !== null) root.setAttribute(FIRST_VIEW_ATTRIBUTE, route);
  return root;
}

describe('hydrate or render (decision 0090)', () => {
  it('reads the route the build drew, and none from an empty shell or an unmarked root', () => {
    expect(drawnRouteOf(rootWith('<main><h1>AptoVial</h1></main>', 'indexAptoVial'))).toBe(
      'indexAptoVial',
    );
    expect(drawnRouteOf(rootWith('', 'indexAptoVial'))).toBeNull();
    expect(drawnRouteOf(rootWith('<main></main>', null))).toBeNull();
  });

  it('hydrates the drawn page when the app opens that very page, in Spanish and light', () => {
    expect(mountChoice('indexAptoVial', landing)).toBe('hydrate');
  });

  it.each<[string, Partial<FirstPage>]>([
    ['a signed-in person sent on to another page', { route: 'dataProfile' }],
    ['a QR’s serial in the address', { search: '?serial=1000123' }],
    ['a proof in the hash', { hash: '#proof' }],
    ['another language', { language: 'en' }],
    ['the dark colour mode', { colorScheme: 'dark' }],
    ['no colour mode marked yet', { colorScheme: null }],
  ])('renders anew over it for %s', (_, differs) => {
    expect(mountChoice('indexAptoVial', { ...landing, ...differs })).toBe('render');
  });

  it('renders when nothing was drawn', () => {
    expect(mountChoice(null, landing)).toBe('render');
  });
});
