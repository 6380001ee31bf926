import { describe, expect, it } from 'vitest';
import { inAppParts, siteChunkGroups } from './chunk-groups';

const appRoot = '/repo/apps/web';
const takenBy = (name: string, id: string) => {
  const test = siteChunkGroups(appRoot).find((group) => group.name === name)?.test;
  return typeof test === 'function' && test(id) === true;
};

describe('inAppParts', () => {
  const inSrcOrCard = inAppParts(appRoot, ['src', 'src/ui/card']);

  it('takes the files under a folder and the files named after a module', () => {
    expect(inSrcOrCard('/repo/apps/web/src/features/frame/header.tsx')).toBe(true);
    expect(inAppParts(appRoot, ['src/ui/card'])('/repo/apps/web/src/ui/card.tsx')).toBe(true);
    expect(inAppParts(appRoot, ['src/ui/card'])('/repo/apps/web/src/ui/card.module.css')).toBe(true);
    expect(inAppParts(appRoot, ['src/ui/card'])('/repo/apps/web/src/ui/cards.tsx')).toBe(false);
  });

  it('reads ids with a query and with either path separator', () => {
    expect(inSrcOrCard('/repo/apps/web/src/features/frame/social-marks/vk.svg?no-inline')).toBe(true);
    expect(inAppParts('C:\\repo\\apps\\web\\', ['src'])('C:\\repo\\apps\\web\\src\\frame\\header.tsx')).toBe(true);
  });

  it('takes nothing outside the app’s root: another app, a dependency, a folder of the same name', () => {
    expect(inSrcOrCard('/repo/apps/bff/src/index.ts')).toBe(false);
    expect(inSrcOrCard('/repo/node_modules/react/index.js')).toBe(false);
    expect(inSrcOrCard('/repo/apps/web/node_modules/vike/src/x.js')).toBe(false);
    expect(inSrcOrCard('/repo/apps/web-old/src/x.ts')).toBe(false);
  });
});

describe('siteChunkGroups', () => {
  it('puts the site’s own code used by eight pages or more in one app chunk', () => {
    const app = siteChunkGroups(appRoot).find((group) => group.name === 'app');
    expect(app?.minShareCount).toBe(8);
    for (const id of [
      'src/features/frame/header.tsx',
      'src/features/frame/header.module.css',
      'pages/index/+Page.tsx',
      'renderer/app-shell.tsx',
    ]) {
      expect(takenBy('app', `${appRoot}/${id}`)).toBe(true);
    }
    expect(takenBy('app', '/repo/node_modules/react-dom/client.js')).toBe(false);
  });

  it('keeps cards, galleries and figures out of it, and galleries and figures together', () => {
    for (const id of ['src/ui/card.tsx', 'src/ui/card.module.css', 'src/ui/gallery.tsx', 'src/ui/figures.tsx']) {
      expect(takenBy('app', `${appRoot}/${id}`)).toBe(false);
    }
    expect(takenBy('media', `${appRoot}/src/ui/gallery.tsx`)).toBe(true);
    expect(takenBy('media', `${appRoot}/src/ui/figures.module.css`)).toBe(true);
    expect(takenBy('media', `${appRoot}/src/ui/card.tsx`)).toBe(false);
  });

  it('keeps what brings urql out of it: no page’s first scripts need it', () => {
    for (const id of ['src/app/graphql/client.ts', 'src/app/graphql/graphql-provider.tsx'])
      expect(takenBy('app', `${appRoot}/${id}`)).toBe(false);
    expect(takenBy('app', `${appRoot}/src/app/graphql/rate-limit.ts`)).toBe(true);
  });

  it('gives the generated GraphQL documents a chunk of their own, ahead of the app chunk', () => {
    const documents = siteChunkGroups(appRoot).find((group) => group.name === 'graphql-documents');
    expect(documents?.priority).toBeGreaterThan(0);
    expect(takenBy('graphql-documents', `${appRoot}/src/app/graphql/generated/graphql.ts`)).toBe(true);
    expect(takenBy('graphql-documents', `${appRoot}/src/app/graphql/client.ts`)).toBe(false);
  });
});
