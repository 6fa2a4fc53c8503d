import { afterEach, describe, expect, it } from 'vitest';
import { announceChunks, CHUNKS_TEMPLATE_ID } from './announceChunks';

const hrefs = Array.from({ length: 8 }, (_, index) => `/assets/chunk-${index}.js`);

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

describe('the app chunks listed in a drawn page (decision 0090)', () => {
  it('are announced in <head>, in their order, once the entry asks, and listed no more', async () => {
    const template = document.createElement('template');
    template.id = CHUNKS_TEMPLATE_ID;
    template.innerHTML = hrefs
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');
    document.head.append(template);
    // Inert until then: a template's content is not part of the page.
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

    await announceChunks(document, 3);

    const announced = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(announced.map((link) => link.getAttribute('href'))).toEqual(hrefs);
    expect(document.getElementById(CHUNKS_TEMPLATE_ID)).not.toBeInTheDocument();
  });

  it('does nothing on a page without the list (index.html announces its chunks itself)', async () => {
    await announceChunks(document);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });
});
