export interface Fixture {
  symmetry: number;
  intensities: (number | string)[][];
  cAngles?: (number | string)[];
  gammaAngles?: (number | string)[];
  lampSets?: number;
  /** Each lamp set's flux, lm. */
  lampFlux?: number;
  /** Line break between lines. */
  eol?: string;
}

/** A small EULUMDAT file: by default 4 C planes 90° apart, gamma 0–90° in 45° steps, one lamp set. */
export function ldt({
  symmetry,
  intensities,
  cAngles = [0, 90, 180, 270],
  gammaAngles = [0, 45, 90],
  lampSets = 1,
  lampFlux = 1000,
  eol = '\r\n',
}: Fixture): string {
  const header = [
    'Test',
    '1',
    String(symmetry),
    String(cAngles.length),
    '90',
    String(gammaAngles.length),
    '45',
    'R1',
    'Test luminaire',
    'T-1',
    'test.ldt',
    'date',
  ];
  const dimensions = ['600', '600', '40', '500', '500', '0', '0', '0', '0', '100', '100', '1', '0', String(lampSets)];
  const lamps = Array.from({ length: lampSets }, () => ['1', 'LED', String(lampFlux), '4000K', '80', '10']).flat();
  const ratios = Array.from({ length: 10 }, () => '0.5');
  return (
    [...header, ...dimensions, ...lamps, ...ratios, ...cAngles, ...gammaAngles, ...intensities.flat()]
      .map(String)
      .join(eol) + eol
  );
}
