/** The scenes the painter draws (see scenes.ts); the content schema validates YAML against this list. */
export const sceneKinds = [
  'product', // a luminaire silhouette, lit: needs `shape`
  'sector', // an abstract, sector-coloured composition
  'architecture', // a building or street at dusk with light
  'interior', // an interior (office, shop, hall) lit
  'industrial', // a hall, warehouse or plant
  'people', // abstract figures: team, event, workshop
  'pattern', // an editorial abstract pattern (blog, news)
] as const;

/** The luminaires a product scene can build (products-indoor.ts, products-technical.ts). */
export const productShapes = [
  'panel',
  'linear',
  'downlight',
  'highbay',
  'street',
  'floodlight',
  'exproof',
  'emergency',
  'track',
  'bollard',
  'sensor',
  'controller',
  'wallwasher',
  'spot',
] as const;

export type SceneKind = (typeof sceneKinds)[number];
export type ProductShape = (typeof productShapes)[number];

/** How to draw one picture: a scene kind, a palette colour (#rrggbb) and a variation seed. */
export interface ImageSpec {
  scene: SceneKind;
  /** The luminaire of a product scene. */
  shape?: ProductShape | undefined;
  color: string;
  seed: number;
}
