import { apiPaths, routePaths } from '@aptovial/shared';
import { act, fireEvent } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pathOf, switchOf } from '../../modules/pre-registrations/testPreRegisters';
import { rememberDisabledList } from '../../modules/verification/offline/disabledList';
import { FIRST_VIEWS, type FirstViewRoute, renderFirstView } from '../../prerender';
import { stubApi } from '../../test/apiStub';
import { AppTree } from '../AppTree';
import { createGuardDeps } from '../guardDeps';
import { appRoutes, buildRouteObjects, signedInHomeOf } from '../routes';
import { drawnRouteOf, FIRST_VIEW_ATTRIBUTE, mountChoice } from './mountChoice';
import { typedBeforeHydration } from './replayInput';
import { routerReady } from './routerReady';

let mounted: Root | null = null;

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

/** The build's markup of `route` in a `#root`, as the server sends it. */
async function drawn(route: FirstViewRoute): Promise<HTMLElement> {
  stubApi((call) =>
    pathOf(call.url) === apiPaths.settings
      ? { body: { data: [switchOf(true)] } }
      : { status: 404, body: {} },
  );
  const root = document.createElement('div');
  root.innerHTML = await renderFirstView(route, 'medicVial');
  root.setAttribute(FIRST_VIEW_ATTRIBUTE, route);
  document.body.append(root);
  return root;
}

/** What app/start.tsx does with it: the router's first page, the choice, the hydration. */
async function takeOver(root: HTMLElement, route: FirstViewRoute) {
  document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  const routes = buildRouteObjects(appRoutes, createGuardDeps(signedInHomeOf(appRoutes)));
  const router = createMemoryRouter(routes, { initialEntries: [routePaths[route]] });
  await routerReady(router);
  const { location, matches } = router.state;
  const choice = mountChoice(drawnRouteOf(root), {
    route: matches.at(-1)?.route.id,
    search: location.search,
    hash: location.hash,
    language: 'es',
    colorScheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
  });
  let typed: ReturnType<typeof typedBeforeHydration> | null = null;
  const onMounted = () => {
    typed ??= typedBeforeHydration(root);
  };
  // What the browser would report as an uncaught error: markup React had to throw away.
  const recovered: unknown[] = [];
  await act(async () => {
    mounted = hydrateRoot(root, <AppTree router={router} onMounted={onMounted} />, {
      onRecoverableError: (error) => recovered.push(error),
    });
  });
  expect(recovered).toEqual([]);
  return { choice, typed: typed as ReturnType<typeof typedBeforeHydration> | null };
}

const inputNamed = (root: HTMLElement, name: string) =>
  root.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('the first views the build draws (decision 0090)', { timeout: 20_000 }, () => {
  // A hydration mismatch fails the test: React's warning is a console error (src/test/setup.ts),
  // its recovery a recoverable error (takeOver).
  it.each(Object.keys(FIRST_VIEWS) as FirstViewRoute[])(
    '%s: hydrated as drawn, keeping the drawn nodes',
    async (route) => {
      const root = await drawn(route);
      const heading = root.querySelector('h1');
      const { choice } = await takeOver(root, route);
      expect(choice).toBe('hydrate');
      expect(heading).toBeInTheDocument();
      expect(root.querySelector('h1')).toBe(heading);
    },
  );

  it('the verify page hydrates on a phone that kept the offline list', async () => {
    // Drawn without storage, as the build draws it; the phone has the list.
    const root = await drawn('searchCertifieldsFree');
    const heading = root.querySelector('h1');
    rememberDisabledList({ asOf: '2026-11-20T10:00:00.000Z', serials: [5], corrected: null });
    const { choice } = await takeOver(root, 'searchCertifieldsFree');
    expect(choice).toBe('hydrate');
    expect(root.querySelector('h1')).toBe(heading);
  });

  it('keeps what was typed and ticked before the app took the form over', async () => {
    const root = await drawn('formCertifield');
    // Typed into the drawn markup, where nothing listens yet.
    inputNamed(root, 'dni').value = '20111222';
    const grade = root.querySelector('input[name="grades"]') as HTMLInputElement;
    grade.checked = true;
    const { typed } = await takeOver(root, 'formCertifield');
    expect(typed?.changes).toHaveLength(2);
    act(() => typed?.replay(flushSync));

    // Another field's change renders the form again: each controlled field shows its state.
    fireEvent.change(inputNamed(root, 'names'), { target: { value: 'Luis' } });
    expect(inputNamed(root, 'dni')).toHaveValue('20111222');
    expect(grade).toBeChecked();
    expect(inputNamed(root, 'names')).toHaveValue('Luis');
  });

  it('keeps the keys pressed between the reading and the replay', async () => {
    const root = await drawn('formCertifield');
    inputNamed(root, 'names').value = 'Lu';
    const { typed } = await takeOver(root, 'formCertifield');
    expect(typed?.changes).toHaveLength(1);
    // The next key reaches React first: its input carries the whole field.
    fireEvent.change(inputNamed(root, 'names'), { target: { value: 'Luis' } });
    act(() => typed?.replay(flushSync));
    fireEvent.change(inputNamed(root, 'dni'), { target: { value: '20111222' } });
    expect(inputNamed(root, 'names')).toHaveValue('Luis');
  });

  it('replays nothing React already heard: a tick during the hydration stays ticked', async () => {
    const root = await drawn('formCertifield');
    await takeOver(root, 'formCertifield');
    const grade = root.querySelector('input[name="grades"]') as HTMLInputElement;
    fireEvent.click(grade);
    expect(grade).toBeChecked();
    const typed = typedBeforeHydration(root);
    expect(typed.changes).toEqual([]);
    act(() => typed.replay(flushSync));
    expect(grade).toBeChecked();
  });
});
