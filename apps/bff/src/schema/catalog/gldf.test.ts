import { describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { contentApiUrl, fromContentApi } from '../../test-support/content-api.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const gldfQuery = graphql(`
  query GldfDownloads {
    model(gnkCode: "plato", nkCode: "plato-25-830") {
      __typename
      ... on Model {
        gldf {
          url
          fileName
        }
      }
    }
    series(gnkCode: "plato") {
      __typename
      ... on Series {
        gldf {
          url
          fileName
        }
      }
    }
    sensors: series(gnkCode: "sensa-pir") {
      __typename
      ... on Series {
        gldf {
          url
        }
      }
    }
  }
`);

describe('GLDF downloads', () => {
  it('are offered for a model and its series as the content API names them, and for no series without light', async () => {
    const { query } = testBff();
    const { body } = await query(gldfQuery);
    expect(body.errors).toBeUndefined();
    const upstream = (await (await fromContentApi('/catalog/nk/plato/plato-25-830')).json()) as {
      gldf: { url: string; fileName: string };
    };
    expect(unionMember(body.data?.model, 'Model').gldf).toEqual(upstream.gldf);
    expect(unionMember(body.data?.series, 'Series').gldf).toEqual({
      url: expect.stringMatching(/^\/upload\/gldf\/plato\.[0-9a-f]{12}\.gldf$/) as unknown,
      fileName: 'OSTREL PLATO.gldf',
    });
    expect(unionMember(body.data?.sensors, 'Series').gldf).toBeNull();
    // The file itself downloads from the content API's origin, as the site serves it.
    const file = await fetch(`${new URL(contentApiUrl).origin}${upstream.gldf.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
  }, 60_000);
});
