/** Whose photometric file a report is drawn from: a catalogue model's own, or one a visitor uploaded to the checker. */
export type PhotometrySource = 'model' | 'upload';
